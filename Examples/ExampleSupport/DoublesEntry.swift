public import NavigationInterface
public import RouterInterface

/// The doubles an example gives its feature for what the feature uses, registered as the
/// dependencies the real modules would provide.
public struct DoublesEntry: AppEntry {
    public let name = "Doubles"
    private let registration: @MainActor (any EntryRegistrar) throws(RouterError) -> Void

    /// Creates the module from the registrations of its doubles.
    public init(_ registration: @escaping @MainActor (any EntryRegistrar) throws(RouterError) -> Void) {
        self.registration = registration
    }

    public func register(in registrar: any EntryRegistrar) throws(RouterError) {
        try registration(registrar)
    }
}
