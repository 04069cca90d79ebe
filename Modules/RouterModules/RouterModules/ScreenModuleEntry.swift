import NavigationInterface
import Router
import RouterInterface
import RouterModulesInterface
import UIToolkitInterface

/// How the router builds a screen module registered under a protocol.
struct ScreenModuleEntry {
    /// The registration itself.
    enum Source {
        /// A feature builds the screen from `NoInput`; `view` casts it to the protocol.
        case feature(ModuleBuild, view: @MainActor (Screen) -> Any?, options: ErasedModuleOptions)
        /// A feature builds the screen from the caller's arguments.
        case maker(ModuleBuild, view: @MainActor (Screen) -> Any?, options: ErasedModuleOptions)
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

/// A module's feature and how the router builds its screen from what the caller passed: the
/// one place a maker's arguments meet the feature's type.
struct ModuleBuild {
    /// The feature, for the module table and `validate()`.
    let feature: any Feature.Type
    /// Builds the screen with the router's pipeline (injection, `isEnabled()`, fallbacks).
    let build: @MainActor (RouterEngine, Any?) throws(RouterError) -> Screen

    /// A screen module's feature, which builds from `NoInput`.
    static func screen<Opened: Feature>(_ feature: Opened.Type) -> ModuleBuild where Opened.Input == NoInput {
        ModuleBuild(feature: feature) { router, _ throws(RouterError) in
            try router.buildScreen(Opened.self, from: NoInput())
        }
    }

    /// A maker's feature, which builds from the caller's arguments.
    static func maker<Arguments, Opened: Feature>(_ feature: Opened.Type, arguments: Arguments.Type) -> ModuleBuild
    where Opened.Input == Arguments {
        ModuleBuild(feature: feature) { router, arguments throws(RouterError) in
            guard let arguments = arguments as? Arguments else {
                throw .buildFailed(
                    feature: String(describing: Opened.self), reason: "it does not build from the maker's arguments")
            }
            return try router.buildScreen(Opened.self, from: arguments)
        }
    }
}

/// A screen module made ready to build: the feature, the protocol that registered it, and
/// how to see its screen as the protocol performed (through any adapters).
struct ResolvedModule {
    /// The protocol whose feature builds the screen (the provider, for an adapter).
    let builder: String
    let build: ModuleBuild
    let view: @MainActor (Screen) -> Any?
    /// The provider's route types and preparation.
    let options: ErasedModuleOptions

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
