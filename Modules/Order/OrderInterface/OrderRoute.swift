public import RouterInterface

/// Opens the cart (the seed's page A): confirming it needs a signed-in user.
public struct CartRoute: Route {
    /// The identifier in `AnyRoute` strings and `horizon routes`.
    public static let identifier = "cart"

    /// The order being checked out.
    public let orderNumber: Int
    /// Its price, in `OrderPrice.range`.
    public let price: Double

    /// Creates the route.
    ///
    /// - Throws: `RouterError.invalidRouteParameter` for a price outside `OrderPrice.range`.
    public init(orderNumber: Int, price: Double) throws(RouterError) {
        self.orderNumber = orderNumber
        self.price = try Self.checked(price, "price", OrderPrice.expectation, OrderPrice.isValid)
    }

    /// Decodes the route and checks it as `init(orderNumber:price:)` does.
    ///
    /// - Throws: `DecodingError` for a missing field, a wrong type or an invalid price.
    public init(from decoder: any Decoder) throws {
        let (orderNumber, price) = try OrderPrice.decodeFields(from: decoder)
        self = try Self.decoded(by: decoder) { () throws(RouterError) in
            try Self(orderNumber: orderNumber, price: price)
        }
    }
}

/// Opens an order's summary (the seed's page B).
public struct OrderSummaryRoute: Route {
    /// The identifier in `AnyRoute` strings and `horizon routes`.
    public static let identifier = "order"

    /// The order.
    public let orderNumber: Int
    /// Its price, in `OrderPrice.range`.
    public let price: Double

    /// Creates the route.
    ///
    /// - Throws: `RouterError.invalidRouteParameter` for a price outside `OrderPrice.range`.
    public init(orderNumber: Int, price: Double) throws(RouterError) {
        self.orderNumber = orderNumber
        self.price = try Self.checked(price, "price", OrderPrice.expectation, OrderPrice.isValid)
    }

    /// Decodes the route and checks it as `init(orderNumber:price:)` does.
    ///
    /// - Throws: `DecodingError` for a missing field, a wrong type or an invalid price.
    public init(from decoder: any Decoder) throws {
        let (orderNumber, price) = try OrderPrice.decodeFields(from: decoder)
        self = try Self.decoded(by: decoder) { () throws(RouterError) in
            try Self(orderNumber: orderNumber, price: price)
        }
    }
}
