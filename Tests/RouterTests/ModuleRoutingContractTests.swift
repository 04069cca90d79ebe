import HeadlessUI
import HierarchyInspection
import RouterInterface
import RouterModules
import RouterModulesInterface
import TestSupport
import Testing
import UIToolkitInterface

/// `ModuleRouting`'s promises, checked on the protocols face and on `RecordingRouter`, the double
/// a feature's test performs modules on: a perform prepares the destination, then calls `success`
/// and the completion once each; a refused one calls `error` and the completion once each, and
/// changes nothing; a handle says whether its destination was routed.
@MainActor
@Suite("ModuleRouting's contract: the protocols face and its double")
struct ModuleRoutingContractTests {
    enum Subject: String, CaseIterable, CustomStringConvertible {
        case modulesFace, recordingRouter

        var description: String { rawValue }
    }

    /// A subject that serves `RoutableScreen<any Editing>` (unless `registered` is false), a
    /// screen to perform from, and what must stay alive meanwhile.
    struct Setup {
        let modules: any ModuleRouting
        let source: Screen
        let window: any UIToolkit
        let owner: Any
    }

    static func setUp(_ subject: Subject, registered: Bool) throws -> Setup {
        switch subject {
        case .modulesFace:
            let fixture = try RouterFixture()
            if registered {
                try fixture.modules.registerScreen(RoutableScreen<any Editing>(), feature: EditorFeature.self)
            }
            return Setup(modules: fixture.modules, source: fixture.home, window: fixture.window, owner: fixture)
        case .recordingRouter:
            let router = RecordingRouter()
            if registered { router.stub(RoutableScreen<any Editing>(), with: EditorScreen()) }
            let home = Screen(name: "Home")
            let (window, _) = try TestHierarchy.show(home)
            return Setup(modules: router, source: home, window: window, owner: router)
        }
    }

    /// Performs `Editing` from the setup's screen, logging each handler the subject calls.
    static func perform(in setup: Setup) -> (any ModuleHandle<any Editing>, [String]) {
        var log: [String] = []
        let handle = setup.modules.perform(RoutableScreen<any Editing>()) { config in
            config.source = setup.source
            config.prepare = { _ in log.append("prepare") }
            config.success = { _ in log.append("success") }
            config.error = { _, _ in log.append("error") }
            config.completion = { result in
                switch result {
                case .success: log.append("completed")
                case .failure(.unregisteredProtocol): log.append("failed: unregistered")
                case .failure(let error): log.append("failed: \(error)")
                }
            }
        }
        return (handle, log)
    }

    @Test("a perform prepares, then calls success and the completion once each", arguments: Subject.allCases)
    func performs(_ subject: Subject) throws {
        let setup = try Self.setUp(subject, registered: true)
        let (handle, log) = Self.perform(in: setup)
        #expect(log == ["prepare", "success", "completed"], "\(subject)")
        #expect(handle.state == .routed && handle.destination != nil, "\(subject)")
    }

    @Test(
        "a refused perform calls error and the completion once each, and changes nothing", arguments: Subject.allCases)
    func refuses(_ subject: Subject) throws {
        let setup = try Self.setUp(subject, registered: false)
        let before = setup.window.snapshot
        let (handle, log) = Self.perform(in: setup)
        #expect(log == ["error", "failed: unregistered"], "\(subject)")
        #expect(handle.state == .unrouted && handle.destination == nil && setup.window.snapshot == before, "\(subject)")
    }
}
