public import RouterInterface

/// Opens the cart (the seed's page A): confirming it needs a signed-in user.
public struct CartRoute: Route {
    /// The identifier in `AnyRoute` strings and `horizon routes`.
    public static let identifier = "cart"

    /// The order being checked out.
    public var orderNumber: Int
    /// Its price.
    public var price: Double

    /// Creates the route.
    public init(orderNumber: Int, price: Double) {
        self.orderNumber = orderNumber
        self.price = price
    }
}

/// Opens an order's summary (the seed's page B).
public struct OrderSummaryRoute: Route {
    /// The identifier in `AnyRoute` strings and `horizon routes`.
    public static let identifier = "order"

    /// The order.
    public var orderNumber: Int
    /// Its price.
    public var price: Double

    /// Creates the route.
    public init(orderNumber: Int, price: Double) {
        self.orderNumber = orderNumber
        self.price = price
    }
}
