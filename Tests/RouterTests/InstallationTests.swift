import HeadlessUI
import Injection
import InjectionInterface
import NavigationInterface
import Router
import RouterInspection
import RouterInterface
import RouterServices
import RouterServicesInterface
import RouterValuesInterface
import Testing
import UIToolkitInterface

/// A module registering a route, a service, a dependency and a transition.
private struct GammaEntry: AppEntry {
    let name = "Gamma"

    func register(in registrar: any EntryRegistrar) throws(RouterError) {
        try registrar.registerRoute(GammaRoute.self, feature: GammaFeature.self)
        try registrar.register(Switches.self, scope: .singleton) { Switches() }
        try registrar.services.registerScreen(service: "GammaService", task: "open") { _ throws(RouterError) in
            GammaRoute()
        }
        try registrar.registerTransition(CustomTransition(name: "fade", perform: { _, _ in }, remove: { _ in }))
    }
}

/// A module that registers a route another module serves already.
private struct ClashingEntry: AppEntry {
    let name = "Clashing"

    func register(in registrar: any EntryRegistrar) throws(RouterError) {
        try registrar.registerRoute(GammaRoute.self, feature: GammaFeature.self)
    }
}

@MainActor
@Suite("Installing modules")
struct InstallationTests {
    @Test(
        "each registration is recorded with the module that made it; the root's own have none, the router's are the Router's"
    )
    func provenance() throws {
        let router = RouterEngine(window: HeadlessWindow())
        let services = try ServicesFace.install(on: router)
        try router.install([GammaEntry()])
        try router.container.register((any Counter).self, scope: .transient) { LiveCounter() }
        #expect(router.routeTable.map { "\($0.identifier) \($0.entry ?? "-")" } == ["gamma Gamma"])
        #expect(services.registeredServices.map(\.entry) == ["Gamma"])
        #expect(router.featureTable.map { "\($0.feature) \($0.entry ?? "-")" } == ["GammaFeature Gamma"])
        let dependencies = Dictionary(uniqueKeysWithValues: router.dependencyTable.map { ($0.type, $0.entry ?? "-") })
        #expect(
            dependencies["Switches"] == "Gamma" && dependencies["Counter"] == "-" && dependencies["Routing"] == "Router"
        )
    }

    @Test("a module installed twice, or registering what another module serves, is a typed error")
    func duplicates() throws {
        let router = RouterEngine(window: HeadlessWindow())
        try ServicesFace.install(on: router)
        try router.install([GammaEntry()])
        #expect(throws: RouterError.duplicateRegistration(.entry("Gamma"))) { try router.install([GammaEntry()]) }
        #expect(throws: RouterError.duplicateRegistration(.route("gamma"))) { try router.install([ClashingEntry()]) }
        #expect(router.routeTable.map(\.entry) == ["Gamma"])
    }

    @Test("a module using a face the root did not install, or a face installed twice, is a typed error")
    func faces() throws {
        let router = RouterEngine(window: HeadlessWindow())
        let notInstalled = RouterError.dependency(
            .dependencyFailed(
                type: "ServiceRegistering",
                reason: "Gamma asked for it, and no installed face provides it: install the face in the composition "
                    + "root before the modules"))
        #expect(throws: notInstalled) { try router.install([GammaEntry()]) }
        #expect(router.routeTable.map(\.entry) == ["Gamma"], "what the module registered before the face is kept")
        try ServicesFace.install(on: router)
        #expect(throws: RouterError.duplicateRegistration(RegistrationKey("face 'services'"))) {
            try ServicesFace.install(on: router)
        }
        #expect(
            notInstalled.description
                == "could not create ServiceRegistering: Gamma asked for it, and no installed face provides it: "
                + "install the face in the composition root before the modules")
    }
}
