import HeadlessUI
import HierarchyInspection
import NavigationInterface
import Router
import RouterInterface
import TestSupport
import Testing
import UIToolkitInterface

/// `Routing`'s promises, checked on the engine and on every double of it: a feature test written
/// against a double must see what the engine does. The completion is called exactly once; a
/// failure changes nothing; the async call returns, as it waits for that one completion.
@MainActor
@Suite("Routing's contract: the engine and its doubles")
struct RoutingContractTests {
    /// What answers `Routing`.
    enum Subject: String, CaseIterable, CustomStringConvertible {
        case engine, recordingRouter

        var description: String { rawValue }
    }

    /// A subject, a screen in a window to navigate from, and what must stay alive meanwhile.
    struct Setup {
        let routing: any Routing
        let source: Screen
        let window: any UIToolkit
        let owner: Any
    }

    /// A subject whose navigation to `AlphaRoute` succeeds, or fails when `failing`: the engine
    /// is asked to push from a screen in no window, the double is told to fail.
    static func setUp(_ subject: Subject, failing: Bool) throws -> Setup {
        switch subject {
        case .engine:
            let fixture = try RouterFixture()
            let source = failing ? Screen(name: "Detached") : fixture.home
            return Setup(routing: fixture.router, source: source, window: fixture.window, owner: (fixture, source))
        case .recordingRouter:
            let router = RecordingRouter()
            if failing { router.failure = .noWindow }
            let home = Screen(name: "Home")
            let (window, _) = try TestHierarchy.show(home)
            return Setup(routing: router, source: home, window: window, owner: router)
        }
    }

    @Test("navigate completes exactly once with a handle; removing it succeeds once", arguments: Subject.allCases)
    func completesOnce(_ subject: Subject) throws {
        let setup = try Self.setUp(subject, failing: false)
        var results: [Result<any NavigationHandle, RouterError>] = []
        setup.routing.navigate(to: AlphaRoute(), from: setup.source, presentation: .push) { results.append($0) }
        #expect(results.count == 1)
        let handle = try #require(try results.first?.get())
        #expect(handle.route is AlphaRoute && handle.presentation == .push && handle.animated)
        var removals: [Result<Void, RouterError>] = []
        handle.remove { removals.append($0) }
        handle.remove { removals.append($0) }
        #expect(removals.count == 2)
        #expect((try? removals.first?.get()) != nil, "the first removal succeeds")
        guard case .failure(.alreadyRemoved) = removals.last else {
            Issue.record("the second removal fails with alreadyRemoved: \(removals)")
            return
        }
    }

    @Test("a failure completes exactly once with the error and changes nothing", arguments: Subject.allCases)
    func failureChangesNothing(_ subject: Subject) throws {
        let setup = try Self.setUp(subject, failing: true)
        let before = setup.window.snapshot
        var results: [Result<any NavigationHandle, RouterError>] = []
        setup.routing.navigate(to: AlphaRoute(), from: setup.source, presentation: .push) { results.append($0) }
        #expect(results.count == 1 && results.first?.error != nil, "\(results)")
        #expect(setup.window.snapshot == before)
    }

    /// The async call waits for the completion, so a subject that never called it would hang the
    /// run: the completion is counted first, synchronously (the subjects complete before
    /// `navigate` returns), and the call awaited only when it came once. No time limit: on a
    /// loaded machine the main actor may be busy with other suites for minutes.
    @Test("the async call returns the handle: it waits for the one completion", arguments: Subject.allCases)
    func asyncReturns(_ subject: Subject) async throws {
        let probe = try Self.setUp(subject, failing: false)
        var completions = 0
        probe.routing.navigate(to: AlphaRoute(), from: probe.source, presentation: .push) { _ in completions += 1 }
        try #require(
            completions == 1, "\(subject) completed \(completions) times before returning: awaiting it would hang")
        withExtendedLifetime(probe.owner) {}
        let setup = try Self.setUp(subject, failing: false)
        let handle = try await setup.routing.navigate(to: AlphaRoute(), from: setup.source, presentation: .push)
        #expect(handle.route is AlphaRoute)
        withExtendedLifetime(setup.owner) {}
    }
}
