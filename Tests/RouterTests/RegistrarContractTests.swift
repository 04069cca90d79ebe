import HeadlessUI
import InjectionInterface
import NavigationInterface
import NavigationTesting
import Router
import RouterInterface
import RouterModules
import RouterModulesInterface
import RouterServices
import RouterServicesInterface
import RouterValuesInterface
import TestSupport
import Testing

/// What a registrar promises a module's entry, checked on the engine's and on the double a
/// module's test registers with: a second registration of the same thing is refused with
/// `RouterError.duplicateRegistration` naming it (a dependency's as the container's error,
/// `RouterError.dependency(.duplicateRegistration)`), whichever kind it is.
@MainActor
@Suite("Registrars: the contract, on the engine and on RecordingRegistry")
struct RegistrarContractTests {
    /// One kind of registration, made twice.
    enum Registration: String, CaseIterable, Sendable {
        case route, dependency, task, screenModule, transition

        @MainActor
        func register(in registrar: any EntryRegistrar) throws(RouterError) {
            switch self {
            case .route: try registrar.registerRoute(GammaRoute.self, feature: GammaFeature.self)
            case .dependency: try registrar.register(Switches.self, scope: .singleton) { Switches() }
            case .task:
                try registrar.services.registerTask(service: "clock", task: "now") { _ throws(RouterError) in nil }
            case .screenModule:
                try registrar.modules.registerScreen(RoutableScreen<any Editing>(), feature: EditorFeature.self)
            case .transition:
                try registrar.registerTransition(CustomTransition(name: "fade", perform: { _, _ in }, remove: { _ in }))
            }
        }

        /// What the second registration is refused as.
        var refusal: RouterError {
            switch self {
            case .route: .duplicateRegistration(.route(GammaRoute.routeIdentifier))
            case .dependency: .dependency(.duplicateRegistration(type: "Switches"))
            case .task: .duplicateRegistration(.task("clock", "now"))
            case .screenModule:
                .duplicateRegistration(.protocolModule(ProtocolName("Editing"), kind: ScreenModule.kindName))
            case .transition: .duplicateRegistration(.transition("fade"))
            }
        }
    }

    /// A module that registers the same thing twice.
    struct Twice: AppEntry {
        let registration: Registration
        let name = "Twice"
        func register(in registrar: any EntryRegistrar) throws(RouterError) {
            try registration.register(in: registrar)
            try registration.register(in: registrar)
        }
    }

    @Test("the engine's registrar refuses a second registration, naming it", arguments: Registration.allCases)
    func engine(_ registration: Registration) throws {
        let router = RouterEngine(window: HeadlessWindow())
        _ = try ServicesFace.install(on: router)
        _ = try ModulesFace.install(on: router)
        #expect(throws: registration.refusal) {
            try router.install([Twice(registration: registration)])
        }
    }

    @Test("RecordingRegistry refuses it the same way, and records it once", arguments: Registration.allCases)
    func double(_ registration: Registration) {
        let registry = RecordingRegistry()
        #expect(throws: registration.refusal) {
            try Twice(registration: registration).register(in: registry)
        }
        let recorded =
            registry.routes.count + registry.dependencies.count + registry.tasks.count + registry.protocolModules.count
            + registry.transitions.count
        #expect(recorded == 1, "the refused registration recorded nothing")
    }
}
