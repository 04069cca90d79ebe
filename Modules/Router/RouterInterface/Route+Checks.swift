extension Route {
    /// Checks one parameter of this route in its initialiser.
    ///
    /// A route is the one place every way in meets: a feature's call, a service's user info,
    /// a link, an `AnyRoute` string and a restored state all build the route through its
    /// initialiser or its `init(from:)`. So a rule such as "a show id is positive" belongs
    /// here, once, rather than in each of those paths:
    ///
    /// ```swift
    /// public init(showId: Int) throws(RouterError) {
    ///     self.showId = try Self.checked(showId, "showId", "a positive show id") { $0 > 0 }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - value: The parameter's value.
    ///   - name: The parameter's name, as its coding key spells it.
    ///   - expected: What a valid value is, in words for the error message.
    ///   - isValid: Whether the value is valid.
    /// - Returns: The value, when it is valid.
    /// - Throws: `RouterError.invalidRouteParameter` naming the route, the parameter and the value.
    public static func checked<Value>(
        _ value: Value, _ name: String, _ expected: String, _ isValid: (Value) -> Bool
    ) throws(RouterError) -> Value {
        guard isValid(value) else {
            throw .invalidRouteParameter(route: routeIdentifier, name: name, value: "\(value)", expected: expected)
        }
        return value
    }

    /// Runs a checking initialiser from `init(from:)`, reporting a refused parameter as the
    /// `DecodingError` every decoder understands: data corrupted at that parameter's key.
    ///
    /// ```swift
    /// public init(from decoder: any Decoder) throws {
    ///     let container = try decoder.container(keyedBy: CodingKeys.self)
    ///     let showId = try container.decode(Int.self, forKey: .showId)
    ///     self = try Self.decoded(by: decoder) { () throws(RouterError) in try ShowRoute(showId: showId) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - decoder: The decoder of `init(from:)`, for the coding path.
    ///   - make: Calls the route's checking initialiser.
    /// - Returns: The route.
    /// - Throws: `DecodingError.dataCorrupted` for `RouterError.invalidRouteParameter`, or the error as thrown.
    public static func decoded(by decoder: any Decoder, _ make: () throws(RouterError) -> Self) throws -> Self {
        do {
            return try make()
        } catch let .invalidRouteParameter(_, name, _, expected) {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath + [ParameterKey(stringValue: name)], debugDescription: expected))
        }
    }
}

/// A route parameter's name as a coding key, for the coding path of a refused value.
private struct ParameterKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        nil
    }
}
