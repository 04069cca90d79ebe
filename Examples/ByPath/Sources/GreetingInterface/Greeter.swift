/// Makes a greeting: the dependency the feature asks the container for.
public protocol Greeter: Sendable {
    /// The greeting for `name`.
    func greeting(for name: String) -> String
}
