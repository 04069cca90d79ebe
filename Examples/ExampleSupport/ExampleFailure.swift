/// An expectation of an example that did not hold.
public struct ExampleFailure: Error, CustomStringConvertible {
    /// What was expected.
    public let expectation: String

    public var description: String { "expected \(expectation)" }
}
