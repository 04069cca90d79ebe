public import NavigationInterface
import Router
import RouterInspection
import RouterInterface
public import RouterServicesInterface
public import RouterValuesInterface
import UIToolkitInterface

extension ServicesFace {
    public func navigate(
        service: ServiceName, task: TaskName, userInfo: UserInfo, type: ServiceNavigation,
        completion: (@MainActor (Result<any NavigationHandle, ServiceError>) -> Void)?
    ) {
        let result: Result<any NavigationHandle, ServiceError>
        do {
            result = .success(try openService(service, task, userInfo: userInfo, type: type))
        } catch {
            report(error, service, task)
            result = .failure(error)
        }
        completion?(result)
    }

    private func openService(
        _ service: ServiceName, _ task: TaskName, userInfo: UserInfo, type: ServiceNavigation
    ) throws(ServiceError) -> PresentedRoute {
        switch table.entry(service, task) {
        case .screen(let open)?:
            return try open(userInfo, type)
        case .task?:
            throw .wrongTaskKind(service: service, task: task, expected: .screen)
        case nil:
            guard let screen = fallback?.fallbackScreen(service: service, task: task, userInfo: userInfo) else {
                throw table.unknown(service, task)
            }
            do throws(RouterError) {
                let router = try liveRouter()
                guard type.source.window === router.window else { throw .invalidSource(type.source.name) }
                return try router.present(screen, route: nil, from: type.source, presentation: type.presentation)
            } catch {
                throw .routing(error)
            }
        }
    }

    /// Pops back to a screen the provider's policy recycles, in the given stack or the current one.
    func recycle<R: Route>(
        _ route: R, _ reuse: ScreenReuse<R>, type: ServiceNavigation, userInfo: UserInfo,
        configure: (@MainActor (Screen, UserInfo) throws -> Void)?
    ) throws -> PresentedRoute? {
        let router = try liveRouter()
        let stack =
            type.stack ?? type.source.navigationStack
            ?? router.window.visibleScreens.last { $0 is StackContainer } as? StackContainer
        guard let stack, let existing = stack.screens.last(where: { reuse.matches($0, route) }) else { return nil }
        let transition = RouteTransition(
            route: R.identifier, destination: existing.name, source: stack.name,
            presentation: .push, reused: true)
        router.emit(.willPerform(transition))
        reuse.update(existing, route)
        existing.openedRoute = route
        try configure?(existing, userInfo)
        if stack.top !== existing {
            do { _ = try stack.pop(to: existing) } catch {
                throw RouterError.invalidPresentation(presentation: "reuse", reason: error.description)
            }
        }
        router.emit(.didPerform(transition))
        return PresentedRoute(
            router: router, route: route, presentation: .push, destination: existing, attached: existing)
    }
}
