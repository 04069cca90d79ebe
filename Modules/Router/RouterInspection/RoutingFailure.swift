/// A failure as observers see it: the core's `RouterError` or a face's own error.
///
/// ```swift
/// router.observe { event in
///     if case .failed(let failure, _) = event, let error = failure.error as? ServiceError { … }
/// }
/// ```
public struct RoutingFailure: Sendable, Hashable, CustomStringConvertible {
    /// The error, such as a `RouterError`; cast it to a face's error type to match its cases.
    public let error: any Error & Sendable
    /// Whether another error is this one: of the same type, and equal.
    private let matches: @Sendable (any Error & Sendable) -> Bool
    /// Hashes the error as its own type does.
    private let hashError: @Sendable (inout Hasher) -> Void

    /// Wraps an error of the core or of a face.
    ///
    /// - Parameter error: The error the completion received.
    public init<Failure: Error & Hashable & Sendable>(_ error: Failure) {
        self.error = error
        matches = { ($0 as? Failure) == error }
        hashError = { $0.combine(error) }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.matches(rhs.error)
    }

    public func hash(into hasher: inout Hasher) {
        hashError(&hasher)
    }

    public var description: String { String(describing: error) }
}
