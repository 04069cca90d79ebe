import HeadlessUI
import LoginInterface
@testable import Order
import OrderInterface
import RouterInterface
import TestSupport
import Testing

/// Records service calls; answers navigations with a chosen error, or success.
@MainActor
final class RecordingServices: ServiceRouting {
    var calls: [(service: ServiceName, task: TaskName, userInfo: UserInfo, type: String)] = []
    var failure: RouterError?

    func navigate(service: ServiceName, task: TaskName, userInfo: UserInfo, type: ServiceNavigation,
                  completion: (@MainActor (Result<any NavigationHandle, RouterError>) -> Void)?) {
        calls.append((service, task, userInfo, type.description))
        if let failure { completion?(.failure(failure)) }
    }

    func doTask(service: ServiceName, task: TaskName, userInfo: UserInfo,
                completion: (@MainActor (Result<UserInfo, RouterError>) -> Void)?) -> Result<UserInfo?, RouterError> {
        calls.append((service, task, userInfo, "task"))
        completion?(.failure(.taskAbandoned(service: service.rawValue, task: task.rawValue)))
        return .success(nil)
    }
}

@MainActor
@Suite("Cart (page A)")
struct CartScreenTests {
    func cart(auth: StubAuthenticator, services: RecordingServices) throws -> CartScreen {
        let feature = StaticInjector([auth, services]).make(CartFeature.self)
        return try #require(try feature.build(from: CartRoute(orderNumber: 5, price: 9.5)) as? CartScreen)
    }

    @Test("signed in: Confirm goes straight to the order summary with orderNumber and price")
    func signedIn() throws {
        let services = RecordingServices()
        let cart = try cart(auth: StubAuthenticator(account: Account(id: "ada", name: "Ada", token: "t")), services: services)
        cart.confirm()
        #expect(services.calls.count == 1 && services.calls[0].task == OrderService.summary)
        #expect(services.calls[0].userInfo[OrderService.orderNumber] == 5 && services.calls[0].userInfo[OrderService.price] == 9.5)
    }

    @Test("signed out: Confirm presents Login in navigation, with a completion that continues on success")
    func signedOut() throws {
        let services = RecordingServices()
        let cart = try cart(auth: StubAuthenticator(), services: services)
        cart.confirm()
        let login = try #require(services.calls.first)
        #expect(login.service == LoginService.name && login.type == "presentInNavigation")
        let completion = try #require(login.userInfo[LoginService.completion])
        completion(.cancelled(lastError: .invalidCredentials))
        #expect(cart.status == "not signed in: wrong username or password" && services.calls.count == 1)
        completion(.signedIn(Account(id: "ada", name: "Ada", token: "t")))
        #expect(services.calls.last?.task == OrderService.summary)
    }

    @Test("a failing service or task is shown on the cart", arguments: [false, true])
    func failures(throughTask: Bool) throws {
        let services = RecordingServices()
        services.failure = .unknownService("LoginService")
        let cart = try cart(auth: StubAuthenticator(), services: services)
        if throughTask { cart.confirmThroughLoginTask() } else { cart.confirm() }
        #expect(cart.status == (throughTask
            ? "sign-in failed: 'LoginService/createScreen' ended without a result: it returned nothing, or released its completion unfinished"
            : "no service 'LoginService' is registered: register its provider, or set a fallback delegate"))
    }
}
