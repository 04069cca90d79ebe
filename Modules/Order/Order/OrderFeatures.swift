import Foundation
import InjectionInterface
import LoginInterface
import NavigationInterface
import OrderInterface
import RouterInterface
import RouterServicesInterface
import UIToolkitInterface

/// Builds the cart (page A).
struct CartFeature: Feature {
    @Resolved var auth: any Authenticating
    @Resolved var services: any ServiceRouting

    func build(from cart: CartRoute) throws -> Screen {
        CartScreen(orderNumber: cart.orderNumber, price: cart.price, auth: auth, services: services)
    }
}

/// Builds an order's summary (page B).
struct OrderSummaryFeature: Feature {
    func build(from order: OrderSummaryRoute) throws -> Screen {
        let screen = Screen(name: "OrderSummary")
        screen.content = ScreenContent(
            title: "Order #\(order.orderNumber)",
            [.text("order", "Order #\(order.orderNumber)"), .text("price", order.price.formatted2)])
        return screen
    }
}

extension Double {
    /// Two decimals, as prices are shown; a value no price can have is shown as it is.
    var formatted2: String {
        guard OrderPrice.isValid(self) else { return "\(self)" }
        let cents = Int((self * 100).rounded())
        return "\(cents / 100).\(String(format: "%02d", cents % 100))"
    }
}
