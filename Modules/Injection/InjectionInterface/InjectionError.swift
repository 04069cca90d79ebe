/// Every way registering or resolving a dependency can fail. Each case says what to do.
///
/// The router carries it as `RouterError.dependency(_:)` when a navigation needs a dependency
/// it cannot resolve.
public enum InjectionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No factory is registered for a dependency: register it in the composition root.
    case missingDependency(type: String, requiredBy: String)
    /// Dependencies require each other in a loop: break the cycle (inject a factory or use a delegate).
    case dependencyCycle([String])
    /// A dependency's factory failed, e.g. a session-scoped value while signed out.
    case dependencyFailed(type: String, reason: String)
    /// A weak-shared registration produced a value type: use `.singleton` or `.transient`.
    case weakSharedRequiresClass(String)
    /// The type is registered already: remove one of the two registrations.
    case duplicateRegistration(type: String)
    /// `validate()` found problems; every one is listed.
    case invalidConfiguration([InjectionError])

    public var description: String {
        switch self {
        case .missingDependency(let type, let requiredBy):
            "\(requiredBy) needs \(type), which is not registered: register a factory for it in the composition root"
        case .dependencyCycle(let path):
            "dependency cycle \(path.joined(separator: " → ")): break it with a lazy factory or a delegate"
        case .dependencyFailed(let type, let reason):
            "could not create \(type): \(reason)"
        case .weakSharedRequiresClass(let type):
            "\(type) is registered weak-shared but is not a class instance: register it as singleton or transient"
        case .duplicateRegistration(let type):
            "\(type) is registered twice: remove one registration"
        case .invalidConfiguration(let problems):
            "the container has \(problems.count) problem(s):\n" + problems.map { "  - \($0)" }.joined(separator: "\n")
        }
    }
}
