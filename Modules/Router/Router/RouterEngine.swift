public import Foundation
import HierarchyInspection
public import Injection
import InjectionInterface
public import NavigationInterface
public import RouterInspection
public import RouterInterface
public import UIToolkitInterface

/// The one routing engine: registry, features, injection, presentation, state and observers.
///
/// Features see it only as `any Routing`: its container provides a `RoutingReference`, which
/// holds it weakly, so screens that keep their router do not keep the app alive. The
/// composition root creates it, registers dependencies and route handlers, calls
/// `validate()`, and launches the first feature.
@MainActor
public final class RouterEngine: Routing {
    /// The window everything is presented in, of whichever toolkit the root picked.
    public let window: any UIToolkit
    /// The dependency container features are injected from.
    public let container: DependencyContainer
    /// The registered route types, for decoding `AnyRoute`.
    public let registry = RouteRegistry()
    /// What failed while features were being created, until `instantiate` takes it.
    let injectionFailures = InjectionFailures()

    /// The routes face: which handler serves each route.
    private(set) var handlers = RouteHandlerTable()
    /// Who is told about events.
    private var observers = ObserverList()
    /// Custom transitions by name, for `Presentation.custom`.
    var transitions: [String: CustomTransition] = [:]
    /// The transition running now; another one started inside it is refused.
    package internal(set) var activeTransition: String?
    /// Whether the running transition has begun changing the hierarchy: a screen that appeared
    /// may then ask to navigate, and does once the transition ends.
    var isShowing = false
    /// What the hierarchy reported of the running transition's own changes, for the faces once
    /// it ends.
    var ownChanges: [HierarchyChange] = []
    /// Navigations that screens asked for once they appeared, run when the transition ends.
    var afterTransition: [@MainActor () -> Void] = []
    /// Which installed module registered what.
    package var provenance = Provenance()
    /// The installed faces' registrars, by the registrar protocol's identity: each makes one
    /// for a module, recording it as the provider.
    private var faceRegistrars: [ObjectIdentifier: @MainActor (String) -> Any] = [:]
    /// The installed faces, kept alive with the router.
    private(set) var faces: [any RouterFace] = []
    /// The installed faces' names, each once.
    private var faceNames: Set<String> = []

    /// Creates a router with a container of its own, in which it provides itself as `any Routing`.
    /// Faces install themselves on it before the modules (`ServicesFace`, `ModulesFace`).
    ///
    /// - Parameter window: The window to present in: a toolkit's (HeadlessUI's `HeadlessWindow`,
    ///   DeclarativeUI's `DeclarativeScene`, or an adapter to UIKit or SwiftUI). The core knows only the seam.
    public init(window: any UIToolkit) {
        self.window = window
        container = DependencyContainer()
        let reference = RoutingReference(self)
        container.provide((any Routing).self) { reference }
        window.addObserver { [weak self] change in self?.windowDidChange(change) }
        let own: [any Any.Type] = [
            (any Routing).self,
            (any ScopeControlling).self, (any DependencyResolving).self,
        ]
        for type in own { provenance.record(.dependency, ObjectIdentifier(type), by: "Router") }
    }

    /// Registers a module's route handler.
    ///
    /// - Throws: `RouterError.duplicateRegistration` when one of its routes is served already;
    ///   nothing is registered then.
    public func register(_ handler: any RouteHandler) throws(RouterError) {
        try handlers.add(handler) { binding throws(RouterError) in try registry.add(binding.route) }
    }

    /// Checks at start-up that every registration and every bound feature can be built.
    ///
    /// - Parameter features: Features launched without a route, which no handler names.
    /// - Throws: `RouterError.invalidConfiguration` listing every missing dependency and every cycle.
    public func validate(features: [any Feature.Type] = []) throws(RouterError) {
        let recorder = RecordingInjector()
        let consumers = buildableFeatures(adding: features).map { feature in
            (key: InjectionKey(feature), needs: dependencies(of: feature, recordedBy: recorder))
        }
        let problems = container.problems(consumers: consumers).map(RouterError.dependency) + faces.flatMap(\.problems)
        if !problems.isEmpty { throw .invalidConfiguration(problems) }
    }

    /// Puts the route registry in a decoder so `AnyRoute` values decode.
    public func injectContext(into decoder: JSONDecoder) {
        decoder.userInfo[.routeDecoding] = registry
    }

    /// Decodes an `"identifier|{json}"` string into a typed route.
    ///
    /// - Throws: `RouterError.malformedAnyRoute`, `.unregisteredRoute` or `.undecodableRoute`.
    public func decodeRoute(_ string: String) throws(RouterError) -> any Route {
        try registry.decodeRoute(from: string)
    }

    /// The navigation state, derived from the window now.
    public var navigationState: NavigationState {
        NavigationState(window: window)
    }

    /// Adds an observer of every transition, removal and error.
    ///
    /// - Returns: A token for `removeObserver(_:)`.
    @discardableResult
    public func observe(_ observer: @escaping @MainActor (RouterEvent) -> Void) -> Int {
        addObserver(Observer(module: nil, callback: observer))
    }

    /// Removes an observer or a per-module hook.
    public func removeObserver(_ token: Int) {
        observers.remove(token)
    }

    package func addObserver(_ observer: Observer) -> Int {
        observers.add(observer)
    }

    package func emit(_ event: RouterEvent) {
        let module = event.transition?.module
        for observer in observers.recipients(module: module) { observer.callback(event) }
    }

    /// Every feature bound to a route or providing a screen module, plus `extra`, each once.
    func buildableFeatures(adding extra: [any Feature.Type] = []) -> [any Feature.Type] {
        var features = handlers.features
        for face in faces { features += face.features }
        features += extra
        var seen = Set<ObjectIdentifier>(minimumCapacity: features.count)
        return features.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// The types a feature asks for, learnt by creating it with a recorder that resolves nothing.
    ///
    /// - Parameter recorder: The recorder, empty; one serves every feature of a `validate()`.
    func dependencies(of feature: any Feature.Type, recordedBy recorder: RecordingInjector = RecordingInjector())
        -> [InjectionKey]
    {
        _ = FeatureInjection.$current.withValue(recorder) { feature.init() }
        return recorder.take()
    }

    /// Hears of a change of the window once. One the engine made in a transition it keeps for the
    /// faces until the transition ends (`endTransition`); any other (the user's gesture, the app's
    /// own call) goes to the faces now, and a gesture to the observers.
    /// The navigation state needs no update: it is derived.
    private func windowDidChange(_ change: HierarchyChange) {
        guard activeTransition == nil else { return ownChanges.append(change) }
        for face in faces { face.hierarchyDidChange(change) }
        guard let gesture = change.gesture else { return }
        func transition(_ screen: Screen) -> RouteTransition {
            RouteTransition(
                route: screen.routeIdentifier, destination: screen.name, source: change.container?.name,
                presentation: nil, gesture: gesture, module: module(in: screen))
        }
        for screen in change.removed { emit(.didRemove(transition(screen))) }
        if change.action == .selectTab {
            for screen in change.added { emit(.didPerform(transition(screen))) }
        }
        for face in faces { face.gestureReported(change) }
    }

    /// The protocol of the module that built this screen or the first screen under it, as a face knows it.
    func module(in screen: Screen) -> String? {
        faces.lazy.compactMap { $0.module(in: screen) }.first
    }
}

extension Screen {
    /// The identifier of the route this screen was built for.
    package var routeIdentifier: String? { openedRoute.map { type(of: $0).identifier } }
}

/// Lets the container hand out a face without owning it (the router goes out as a `RoutingReference`).
private final class WeakReference<Object: AnyObject & Sendable>: Sendable {
    weak let object: Object?

    init(_ object: Object) {
        self.object = object
    }

    /// The object, or `failure` once it was released.
    func get(or failure: RouterError) throws -> Object {
        guard let object else { throw failure }
        return object
    }
}

extension RouterEngine {
    /// Installs a face: its registrar, which `EntryRegistrar.face(_:)` hands to each entry.
    ///
    /// The router keeps the face for as long as it lives; the face keeps the router weakly.
    ///
    /// - Parameters:
    ///   - face: The face's object, kept by the router.
    ///   - name: The face's name, for the error when it is installed twice.
    ///   - type: The registrar protocol the face's interface asks for, such as `(any ServiceRegistering).self`.
    ///   - make: Makes the registrar for one entry, which it records as the provider.
    /// - Throws: `RouterError.duplicateRegistration` when a face with that registrar is installed already.
    public func installFace<FaceRegistrar>(
        _ face: any RouterFace, named name: String, registrar type: FaceRegistrar.Type,
        make: @escaping @MainActor (_ entry: String) -> FaceRegistrar
    ) throws(RouterError) {
        try installFace(face, named: name)
        faceRegistrars[ObjectIdentifier(type)] = make
    }

    /// Installs a face that entries do not register with, such as the links face.
    ///
    /// - Throws: `RouterError.duplicateRegistration` when a face of that name is installed already.
    public func installFace(_ face: any RouterFace, named name: String) throws(RouterError) {
        guard faceNames.insert(name).inserted else { throw .duplicateRegistration(RegistrationKey("face '\(name)'")) }
        faces.append(face)
    }

    /// Provides an installed face in the container, as the protocol features ask for; the
    /// container holds it weakly, as the router keeps it.
    ///
    /// - Parameters:
    ///   - face: The face's object.
    ///   - type: What features ask for, such as `(any ServiceRouting).self`.
    ///   - view: The face as that type.
    /// - Throws: `RouterError.duplicateRegistration` when the type is registered already.
    public func provide<Face: AnyObject & Sendable, Provided: Sendable>(
        _ face: Face, as type: Provided.Type, _ view: @escaping @Sendable (Face) -> Provided
    ) throws(RouterError) {
        let weakFace = WeakReference(face)
        // Untyped `throws`: a typed-throws factory crashes the 6.3.1 compiler (IRGen, empty pack).
        try registerDependency(type, scope: .transient) { () throws -> Provided in
            view(try weakFace.get(or: .noWindow))
        }
        provenance.record(.dependency, ObjectIdentifier(type), by: "Router")
    }

    /// Whether a route handler serves this route identifier.
    package func servesRoute(_ identifier: String) -> Bool {
        handlers[identifier] != nil
    }

    /// The registrar of an installed face for an entry.
    ///
    /// - Throws: `RouterError.dependency(.dependencyFailed)` naming the registrar and the entry when
    ///   no face installed that registrar: the entry depends on a face the root did not install.
    func faceRegistrar<FaceRegistrar>(_ type: FaceRegistrar.Type, entry: String) throws(RouterError)
        -> FaceRegistrar
    {
        guard let registrar = faceRegistrars[ObjectIdentifier(type)]?(entry) as? FaceRegistrar else {
            throw .dependency(
                .dependencyFailed(
                    type: String(describing: type),
                    reason: "\(entry) asked for it, and no installed face provides it: install the face in the "
                        + "composition root before the modules"))
        }
        return registrar
    }
}
