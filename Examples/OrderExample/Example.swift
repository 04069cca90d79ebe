// Order alone: the engine, OrderEntry (the cart, the order summary and the service between
// them), and a signed-in user. `swift run OrderExample`.
import ExampleSupport
import LoginInterface
import LoginTesting
import Order
import OrderInterface
import RouterInterface
import UIToolkitInterface

/// The example's script: what `swift run OrderExample` plays.
@MainActor
public enum Example {
    /// Plays the example.
    ///
    /// - Parameters:
    ///   - arguments: The command line's arguments (`--toolkit declarative`).
    ///   - output: Where the transcript goes.
    ///   - errors: Where a bad argument's reason and a failed check go: standard error.
    /// - Returns: The exit code: 0 every check held, 1 one did not, 2 a bad argument.
    public static func play(
        arguments: [String], output: @escaping (String) -> Void,
        errors: @escaping (String) -> Void
    ) async throws -> Int32 {
        let example = try ExampleApp(
            [
                OrderEntry(),
                DoublesEntry { registrar throws(RouterError) in
                    try registrar.register((any Authenticating).self, scope: .singleton) {
                        StubAuthenticator(account: Account(id: "ada", name: "Ada Lovelace", token: "t"))
                    }
                },
            ], arguments: arguments, output: output, errors: errors)
        return await example.play("OrderExample") { example in
            try await example.step("open the cart of order 5") {
                try example.launch(try CartRoute(orderNumber: 5, price: 9.5))
            }
            let cart = try example.top((any CartScreenInput).self)
            try example.expect(cart.orderNumber == 5 && cart.price == 9.5, "the cart shows the order the route names")
            try await example.step("confirm, signed in") { cart.confirm() }
            try example.expect(
                example.window.topScreen?.name == "OrderSummary", "the order's summary opens, through the service")
        }
    }
}
