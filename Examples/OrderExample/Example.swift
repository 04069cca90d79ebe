// Order alone: the engine, OrderEntry (the cart, the order summary and the service between
// them), and a signed-in user. `swift run OrderExample`.
public import ExampleSupport
import InjectionInterface
import LoginInterface
import LoginTesting
public import NavigationInterface
import Order
import OrderInterface
import RouterInterface
import UIToolkitInterface

/// The example's script: what `swift run OrderExample` plays.
@MainActor
public struct Example: FeatureExample {
    public static let name = "OrderExample"

    public init() {}

    public var entries: [any AppEntry] {
        [
            OrderEntry(),
            DoublesEntry { registrar throws(RouterError) in
                try registrar.register((any Authenticating).self, scope: .singleton) {
                    StubAuthenticator(account: Account(id: "ada", name: "Ada Lovelace", token: "t"))
                }
            },
        ]
    }

    public func script(_ example: ExampleApp) async throws {
        try await example.step("open the cart of order 5") {
            try example.launch(try CartRoute(orderNumber: 5, price: 9.5))
        }
        try example.top("Cart")
        try example.expect(
            example.read("order") == "Order #5" && example.read("price") == "9.50",
            "the cart shows the order the route names")
        try await example.step("confirm, signed in") { try example.tap("confirm") }
        try example.expect(
            example.topScreen?.name == "OrderSummary", "the order's summary opens, through the service")
    }
}
