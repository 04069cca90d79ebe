import Foundation
import HeadlessUI
import LoginInterface
import LoginTesting
import NavigationTesting
import OrderInterface
import RouterInterface
import RouterServicesInterface
import RouterValuesInterface
import TestSupport
import Testing
import UIToolkitInterface

@testable import Order

@MainActor
@Suite("Cart (page A)")
struct CartScreenTests {
    /// The window the cart is shown in, so its buttons can be tapped.
    let window = HeadlessWindow()

    func cart(auth: StubAuthenticator, services: RecordingServices) throws -> CartScreen {
        let feature = try StaticInjector([auth, services]).make(CartFeature.self)
        let cart = try #require(try feature.build(from: try CartRoute(orderNumber: 5, price: 9.5)) as? CartScreen)
        try window.setRoot(StackContainer([cart]))
        #expect(cart.shown("order") == "Order #5" && cart.shown("price") == "9.50")
        return cart
    }

    @Test("signed in: Confirm goes straight to the order summary with orderNumber and price")
    func signedIn() throws {
        let services = RecordingServices()
        let cart = try cart(
            auth: StubAuthenticator(account: Account(id: "ada", name: "Ada", token: "t")), services: services)
        try cart.tap("confirm")
        #expect(services.calls.count == 1 && services.calls[0].task == OrderService.summary)
        #expect(
            services.calls[0].userInfo[OrderService.orderNumber] == 5
                && services.calls[0].userInfo[OrderService.price] == 9.5)
    }

    @Test("signed out: Confirm presents Login in navigation, with a completion that continues on success")
    func signedOut() throws {
        let services = RecordingServices()
        let cart = try cart(auth: StubAuthenticator(), services: services)
        try cart.tap("confirm")
        let login = try #require(services.calls.first)
        #expect(login.service == LoginService.name && login.type == "presentInNavigation")
        let completion = try #require(login.userInfo[LoginService.completion])
        completion(.cancelled(lastError: .invalidCredentials))
        #expect(cart.shown("status") == "not signed in: wrong username or password" && services.calls.count == 1)
        completion(.signedIn(Account(id: "ada", name: "Ada", token: "t")))
        #expect(services.calls.last?.task == OrderService.summary)
    }

    @Test("a failing service or task is shown on the cart", arguments: [false, true])
    func failures(throughTask: Bool) throws {
        let services = RecordingServices()
        services.failure = .unknownService("LoginService")
        let cart = try cart(auth: StubAuthenticator(), services: services)
        try cart.tap(throughTask ? "confirm-with-task" : "confirm")
        #expect(
            cart.shown("status")
                == (throughTask
                    ? "sign-in failed: 'LoginService/createScreen' ended without a result: it returned nothing, or released its completion unfinished"
                    : "no service 'LoginService' is registered: register its provider, or set a fallback delegate"))
    }
}

/// Prices come from outside (user info, `AnyRoute` strings): an invalid one is refused where it
/// enters, and the features never crash on one.
@Suite("Order prices")
struct OrderPriceTests {
    @Test(
        "NaN, the infinities, negative and huge prices are not prices",
        arguments: [Double.nan, .infinity, -.infinity, -0.01, 1e10, 1e308])
    func invalid(price: Double) throws {
        #expect(!OrderPrice.isValid(price))
        #expect(price.formatted2 == "\(price)", "shown as it is, no crash")
        let json = Data(#"{"orderNumber":7,"price":\#(price.isFinite ? "\(price)" : "1e999")}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(CartRoute.self, from: json) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(OrderSummaryRoute.self, from: json) }
        #expect(
            throws: RouterError.invalidRouteParameter(
                route: "cart", name: "price", value: "\(price)", expected: OrderPrice.expectation)
        ) {
            try CartRoute(orderNumber: 7, price: price)
        }
    }

    @Test("a valid price decodes and shows with two decimals")
    func valid() throws {
        let route = try JSONDecoder().decode(
            OrderSummaryRoute.self, from: Data(#"{"orderNumber":7,"price":12.5}"#.utf8))
        #expect(try route == OrderSummaryRoute(orderNumber: 7, price: 12.5) && route.price.formatted2 == "12.50")
    }

    @Test("the summary service refuses an invalid price with a typed error naming the parameter")
    @MainActor
    func service() throws {
        let registry = RecordingRegistry()
        try OrderEntry().register(in: registry)
        let map = try #require(registry.screens.first?.map)
        #expect(
            throws: RouterError.invalidRouteParameter(
                route: "order", name: "price", value: "nan", expected: OrderPrice.expectation)
        ) {
            try map(UserInfo((OrderService.orderNumber, 7), (OrderService.price, Double.nan)))
        }
        let expected = try OrderSummaryRoute(orderNumber: 7, price: 12.5)
        #expect(
            try map(UserInfo((OrderService.orderNumber, 7), (OrderService.price, 12.5))) as? OrderSummaryRoute
                == expected)
    }
}
