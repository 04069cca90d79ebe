import LoginInterface
import RouterInterface
import RouterServicesInterface
import RouterValuesInterface

extension LoginEntry {
    /// Registers `LoginService.present` and `LoginService.createScreen`.
    func registerServices(in registrar: any ServiceRegistering) throws(RouterError) {
        try registrar.registerScreen(
            service: LoginService.name, task: LoginService.present,
            route: { info throws in LoginRoute(reason: try info.optionalValue(LoginService.reason)) },
            reuse: nil,
            configure: { screen, info throws in
                (screen as? LoginScreen)?.onFinish = try info.optionalValue(LoginService.completion)
            })
        try registrar.registerTask(service: LoginService.name, task: LoginService.createScreen) {
            request throws in
            let screen = try request.makeScreen(
                for: LoginRoute(reason: try request.userInfo.optionalValue(LoginService.reason)))
            let completion = request.completion
            (screen as? LoginScreen)?.onFinish = { outcome in
                completion.finish(.success(UserInfo((LoginService.outcome, outcome))))
            }
            return UserInfo((LoginService.screen, screen))
        }
    }
}
