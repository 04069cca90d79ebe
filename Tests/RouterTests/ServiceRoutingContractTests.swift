import HeadlessUI
import HierarchyInspection
import NavigationInterface
import RouterInterface
import RouterServices
import RouterServicesInterface
import RouterValuesInterface
import TestSupport
import Testing
import UIToolkitInterface

/// `ServiceRouting`'s promises, checked on the services face and on `RecordingServices`, the
/// double a feature's test calls services on: every completion is called exactly once; a
/// navigation completes with a handle or a typed error, and a failed one changes nothing; a task
/// whose handler returns nothing returns `.success(nil)` and tells the completion it was abandoned.
@MainActor
@Suite("ServiceRouting's contract: the services face and its double")
struct ServiceRoutingContractTests {
    enum Subject: String, CaseIterable, CustomStringConvertible {
        case servicesFace, recordingServices

        var description: String { rawValue }
    }

    /// A subject serving `alpha`/`open` (a screen, `AlphaRoute`) and `alpha`/`silent` (a task that
    /// returns nothing), or failing every navigation when `failing`; a screen to navigate from.
    struct Setup {
        let services: any ServiceRouting
        let source: StackContainer
        let window: any UIToolkit
        let owner: Any
    }

    static func setUp(_ subject: Subject, failing: Bool) throws -> Setup {
        switch subject {
        case .servicesFace:
            let fixture = try RouterFixture()
            if !failing {
                try fixture.services.registerScreen(service: "alpha", task: "open") { _ throws(RouterError) in
                    AlphaRoute()
                }
            }
            try fixture.services.registerTask(service: "alpha", task: "silent") { _ throws(RouterError) in nil }
            return Setup(services: fixture.services, source: fixture.stack, window: fixture.window, owner: fixture)
        case .recordingServices:
            let services = RecordingServices()
            if failing { services.failure = .unknownService("alpha") }
            let (window, stack) = try TestHierarchy.show(Screen(name: "Home"))
            return Setup(services: services, source: stack, window: window, owner: services)
        }
    }

    @Test("a navigation completes exactly once, with a handle", arguments: Subject.allCases)
    func navigates(_ subject: Subject) throws {
        let setup = try Self.setUp(subject, failing: false)
        var results: [Result<any NavigationHandle, ServiceError>] = []
        setup.services.navigate(service: "alpha", task: "open", userInfo: UserInfo(), type: .push(setup.source)) {
            results.append($0)
        }
        #expect(results.count == 1 && (try? results.first?.get()) != nil, "\(subject): \(results)")
    }

    @Test("a failed navigation completes exactly once, typed, and changes nothing", arguments: Subject.allCases)
    func fails(_ subject: Subject) throws {
        let setup = try Self.setUp(subject, failing: true)
        let before = setup.window.snapshot
        var results: [Result<any NavigationHandle, ServiceError>] = []
        setup.services.navigate(service: "alpha", task: "open", userInfo: UserInfo(), type: .push(setup.source)) {
            results.append($0)
        }
        #expect(results.count == 1 && results.first?.error != nil, "\(subject): \(results)")
        #expect(setup.window.snapshot == before, "\(subject)")
    }

    @Test("a task that returns nothing returns success(nil) and is abandoned, once", arguments: Subject.allCases)
    func silentTask(_ subject: Subject) throws {
        let setup = try Self.setUp(subject, failing: false)
        var results: [Result<UserInfo, ServiceError>] = []
        let returned = setup.services.doTask(service: "alpha", task: "silent", userInfo: UserInfo()) {
            results.append($0)
        }
        guard case .success(nil) = returned else {
            Issue.record("\(subject) returned \(returned)")
            return
        }
        #expect(results.count == 1, "\(subject)")
        guard case .failure(.taskAbandoned) = results.first else {
            Issue.record("\(subject) completed with \(results)")
            return
        }
    }
}
