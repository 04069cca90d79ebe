public import RouterInterface

/// The doubles an example gives its feature for what the feature uses, registered as the
/// dependencies the real modules would provide.
public struct DoublesModule: AppModule {
    public let name = "Doubles"
    private let registration: @MainActor (any ModuleRegistrar) throws(RouterError) -> Void

    /// Creates the module from the registrations of its doubles.
    public init(_ registration: @escaping @MainActor (any ModuleRegistrar) throws(RouterError) -> Void) {
        self.registration = registration
    }

    public func register(in registrar: any ModuleRegistrar) throws(RouterError) {
        try registration(registrar)
    }
}
