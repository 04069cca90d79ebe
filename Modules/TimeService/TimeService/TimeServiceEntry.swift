import InjectionInterface
public import NavigationInterface
public import RouterInterface
import RouterModulesInterface
import TimeServiceInterface

/// The TimeService module: the clock, found by its protocol (`RoutableService<any TimeServiceInput>`).
public struct TimeServiceEntry: AppEntry {
    public let name = "TimeService"

    /// Creates the module's entry.
    public init() {}

    public func register(in registrar: any EntryRegistrar) throws(RouterError) {
        try registrar.modules.registerService(RoutableService<any TimeServiceInput>(), scope: .singleton) {
            () throws -> any TimeServiceInput in
            LiveTimeService()
        }
    }
}
