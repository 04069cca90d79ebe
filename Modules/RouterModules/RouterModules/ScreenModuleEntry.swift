import RouterInterface
import RouterModulesInterface
import UIToolkitInterface

/// How the router builds a screen module registered under a protocol.
struct ScreenModuleEntry {
    /// The registration itself.
    enum Source {
        /// A feature builds the screen; `view` casts it to the protocol.
        case feature(any Feature.Type, view: @MainActor (Screen) -> Any?, options: ErasedModuleOptions)
        /// An `ArgumentFeature` makes the screen; `make` calls it with the caller's arguments.
        case maker(
            any Feature.Type, view: @MainActor (Screen) -> Any?, options: ErasedModuleOptions,
            make: @MainActor (any Feature, Any) throws -> Screen)
        /// Another protocol's module builds it; `adapt` turns that module's destination into this one's.
        case adapter(to: ObjectIdentifier, name: String, adapt: @MainActor (Any) -> Any?)
    }

    /// The protocol's name.
    let name: String
    let source: Source

    /// `"screen"`, or `"screen maker"` for a module made from arguments.
    var kind: String {
        if case .maker = source { MakerModule<Never>.kindName } else { ScreenModule.kindName }
    }
}

/// A module's `ScreenModuleOptions`, with its preparation taking the screen.
struct ErasedModuleOptions {
    let supported: ScreenRouteTypes
    let prepare: (@MainActor (Screen, ModulePreparation) -> Void)?

    init<Destination>(_ options: ScreenModuleOptions<Destination>) {
        supported = options.supportedRouteTypes
        if let prepare = options.prepare {
            self.prepare = { (screen: Screen, preparation: ModulePreparation) in
                if let destination = screen as? Destination { prepare(destination, preparation) }
            }
        } else {
            self.prepare = nil
        }
    }
}

/// A screen module made ready to build: the feature, the protocol that registered it, and
/// how to see its screen as the protocol performed (through any adapters).
struct ResolvedModule {
    /// The protocol whose feature builds the screen (the provider, for an adapter).
    let builder: String
    let feature: any Feature.Type
    let view: @MainActor (Screen) -> Any?
    /// The provider's route types and preparation.
    let options: ErasedModuleOptions
    /// For a maker, how its feature makes the screen from the caller's arguments.
    let make: (@MainActor (any Feature, Any) throws -> Screen)?

    /// Prepares a destination: the caller's `prepare`, then the module's own, with the
    /// caller's `userInfo`.
    @MainActor
    func prepare<Destination>(
        _ destination: Destination, screen: Screen, configuration: ScreenRouteConfiguration<Destination>,
        routeType: ScreenRouteType?
    ) {
        configuration.prepare?(destination)
        options.prepare?(screen, ModulePreparation(userInfo: configuration.userInfo, routeType: routeType))
    }
}
