import Router
import RouterInterface
import RouterModulesInterface
import RouterValuesInterface
import UIToolkitInterface

/// The router's handle on one protocols-face route: it performs, tracks the state (user
/// gestures included) and removes with the inverse action.
@MainActor
final class ModuleRoute<Destination>: ModuleHandle, HierarchyTracking {
    let module: String
    private(set) var state: ModuleRouteState = .unrouted
    private let key: ObjectIdentifier
    private var configuration: ScreenRouteConfiguration<Destination>
    /// What a maker module makes its destination from; `nil` for a screen module.
    private let arguments: Any?
    private weak var face: ModulesFace?
    /// Held strongly while only made: nothing else holds a destination that is not shown.
    private var made: Screen?
    private weak var shown: Screen?
    private var presented: PresentedRoute?
    private var resolved: ResolvedModule?
    /// The destination's name, for messages once it is gone.
    private var destinationName: String?

    init(
        face: ModulesFace, module: String, key: ObjectIdentifier, arguments: Any?,
        configuration: ScreenRouteConfiguration<Destination>
    ) {
        self.face = face
        self.module = module
        self.key = key
        self.arguments = arguments
        self.configuration = configuration
    }

    var screen: Screen? { made ?? shown }

    var destination: Destination? {
        guard let screen, let resolved else { return nil }
        return resolved.view(screen) as? Destination
    }

    /// Performs as configured.
    func start() {
        run(configuration.routeType, from: configuration.source, existing: nil, completion: configuration.completion)
    }

    func perform(
        from source: Screen, routeType: ScreenRouteType,
        completion: (@MainActor (Result<Destination, ModuleError>) -> Void)?
    ) {
        guard let existing = screen else {
            return fail(.destinationReleased(ProtocolName(module)), action: .perform) { completion?(.failure($0)) }
        }
        run(routeType, from: source, existing: existing, completion: completion)
    }

    func remove(configure: (inout ScreenRemoveConfiguration<Destination>) -> Void) {
        var removal = ScreenRemoveConfiguration<Destination>()
        configure(&removal)
        do throws(ModuleError) {
            guard let router = face?.router else { throw .routing(.noWindow) }
            guard state != .removed else { throw .routing(.alreadyRemoved(destinationName ?? module)) }
            if state == .routing || state == .removing, let active = router.activeTransition {
                throw .routing(.transitionInProgress(inProgress: active, attempted: "remove \(module)"))
            }
            guard state == .routed, let presented else { throw .notPresentedByRouter(screen?.name ?? module) }
            if let destination { removal.prepare?(destination) }
            set(.removing)
            do throws(RouterError) {
                try router.remove(presented)
                set(.removed)
            } catch {
                set(error == .alreadyRemoved(presented.destinationName) ? .removed : .routed)
                throw .routing(error)
            }
            removal.success?()
            removal.completion?(.success(()))
        } catch {
            fail(error, action: .remove) { error in
                removal.error?(.remove, error)
                removal.completion?(.failure(error))
            }
        }
    }

    func hierarchyDidChange() {
        guard state == .routed, let router = face?.router, presented?.attached?.window !== router.window else { return }
        set(.removed)
    }

    // MARK: Steps

    private func run(
        _ routeType: ScreenRouteType, from source: Screen?, existing: Screen?,
        completion: (@MainActor (Result<Destination, ModuleError>) -> Void)?
    ) {
        guard let face, let router = face.router else {
            return fail(.routing(.noWindow), action: .perform) { completion?(.failure($0)) }
        }
        let previous = state
        set(.routing)
        do throws(ModuleError) {
            let destination = try router.guarded(module, refused: ModuleError.routing) { () throws(ModuleError) in
                try show(routeType, from: source, existing: existing, in: router, face: face)
            }
            set(made != nil ? .prepared : .routed)
            face.track(self)
            configuration.success?(destination)
            completion?(.success(destination))
        } catch {
            set(previous == .prepared ? .prepared : .unrouted)
            fail(error, action: .perform) { completion?(.failure($0)) }
        }
    }

    /// Checks the source and presentation, builds (or reuses) the destination, prepares and shows it.
    private func show(
        _ routeType: ScreenRouteType, from source: Screen?, existing: Screen?,
        in router: RouterEngine, face: ModulesFace
    ) throws(ModuleError) -> Destination {
        let entry: ResolvedModule
        if let resolved { entry = resolved } else { entry = try face.table.resolve(key, name: module) }
        guard entry.options.supported.contains(routeType.kind) else {
            throw .unsupportedRouteType(
                module: ProtocolName(module), routeType: routeType.description,
                supported: entry.options.supported.description)
        }
        let presentation = routeType.presentation
        if presentation != nil {
            guard let source else { throw .sourceReleased }
            guard source.window === router.window else { throw .routing(.invalidSource(source.name)) }
        }
        let screen: Screen
        if let existing {
            guard !existing.isInHierarchy else { throw .overRoute(existing.name) }
            screen = existing
        } else {
            screen = try routing { () throws(RouterError) in
                try face.buildModule(entry, arguments: arguments, in: router)
            }
        }
        guard let destination = entry.view(screen) as? Destination else {
            throw .destinationMismatch(module: ProtocolName(module), destination: screen.name)
        }
        if existing == nil {
            entry.prepare(destination, screen: screen, configuration: configuration, routeType: routeType)
        }
        resolved = entry
        destinationName = screen.name
        if let presentation, let source {
            let container = configuration.wrapping.map(\.wrap)
            presented = try routing { () throws(RouterError) in
                try router.present(
                    screen, route: nil, from: source, presentation: presentation, wrappedIn: container,
                    module: entry.builder, animated: configuration.animated)
            }
            shown = screen
            made = nil
        } else {
            made = screen
        }
        return destination
    }

    private func set(_ new: ModuleRouteState) {
        let old = state
        state = new
        if old != new { configuration.stateNotifier?(old, new) }
    }

    private func fail(_ error: ModuleError, action: ModuleRouteAction, then finish: (ModuleError) -> Void) {
        face?.report(error, module: module)
        configuration.error?(action, error)
        finish(error)
    }
}

extension ContainerWrapping {
    /// What wraps a screen, not yet in a hierarchy, in a new container of this kind.
    var wrap: @MainActor (Screen) -> Screen {
        switch self {
        case .navigation: { StackContainer([$0]) }
        case .tabs: { TabContainer([$0]) }
        case .split: { SplitContainer(primary: $0) }
        }
    }
}
