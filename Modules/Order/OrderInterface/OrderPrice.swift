/// The prices an order can have: finite amounts from 0 to 1,000,000,000.
///
/// Routes and service payloads come from outside (links, a backend's `AnyRoute` strings, user
/// info), so a price is checked where it enters, before any feature code sees it.
public enum OrderPrice {
    /// The valid prices; NaN and the infinities are outside it.
    public static let range = 0.0...1_000_000_000.0

    /// What a valid price is, in words for error messages.
    public static let expectation = "a price: a finite amount from 0 to 1,000,000,000"

    /// Whether an order can have this price.
    public static func isValid(_ price: Double) -> Bool {
        range.contains(price)
    }

    /// The fields both order routes have.
    private enum CodingKeys: String, CodingKey {
        case orderNumber, price
    }

    /// Decodes the fields both order routes have; their initialisers check them.
    ///
    /// - Throws: `DecodingError` for a missing field or a wrong type.
    static func decodeFields(from decoder: any Decoder) throws -> (orderNumber: Int, price: Double) {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        return (try container.decode(Int.self, forKey: .orderNumber), try container.decode(Double.self, forKey: .price))
    }
}
