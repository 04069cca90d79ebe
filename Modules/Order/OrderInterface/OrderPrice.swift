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

    /// Decodes a price and checks it.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for a price outside `range`, or what decoding throws.
    static func decode<Key: CodingKey>(_ container: KeyedDecodingContainer<Key>, forKey key: Key) throws -> Double {
        let price = try container.decode(Double.self, forKey: key)
        guard isValid(price) else { throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: expectation) }
        return price
    }
}
