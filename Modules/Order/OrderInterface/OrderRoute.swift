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

    /// Decodes the route, refusing a price outside `OrderPrice.range`.
    ///
    /// - Throws: `DecodingError` for a missing field, a wrong type or an invalid price.
    public init(from decoder: any Decoder) throws {
        (orderNumber, price) = try OrderPrice.decodeOrder(from: decoder)
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

    /// Decodes the route, refusing a price outside `OrderPrice.range`.
    ///
    /// - Throws: `DecodingError` for a missing field, a wrong type or an invalid price.
    public init(from decoder: any Decoder) throws {
        (orderNumber, price) = try OrderPrice.decodeOrder(from: decoder)
    }
}
