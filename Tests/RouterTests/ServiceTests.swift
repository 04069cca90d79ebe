import HeadlessUI
import HierarchyDriving
import NavigationInterface
import Router
import RouterInspection
import RouterInterface
import RouterServices
import RouterServicesInterface
import RouterValuesInterface
import Testing
import UIToolkitInterface

private enum AlphaService {
    static let name: ServiceName = "AlphaService"
    static let open: TaskName = "open"
    static let compute: TaskName = "compute"
    static let id = UserInfoKey<Int>("id")
    static let answer = UserInfoKey<Int>("answer")
}

@MainActor
@Suite("Services and tasks")
struct ServiceTests {
    /// A fixture with a screen service (beta pages, reused when the same id is in the stack) and a task.
    func fixture(
        task: @escaping @MainActor (any TaskRequest) throws -> UserInfo? = { _ in
            UserInfo((AlphaService.answer, 42))
        }
    ) throws -> RouterFixture {
        let fixture = try RouterFixture()
        try fixture.services.registerScreen(
            service: AlphaService.name, task: AlphaService.open,
            route: { info throws in BetaRoute(id: try info.value(AlphaService.id)) },
            reuse: ScreenReuse(matches: { screen, route in screen.content.title == "id \(route.id)" }), configure: nil)
        try fixture.services.registerTask(service: AlphaService.name, task: AlphaService.compute, handler: task)
        return fixture
    }

    func open(_ fixture: RouterFixture, id: Int?, _ type: ServiceNavigation? = nil) -> [Result<
        any NavigationHandle, ServiceError
    >] {
        var results: [Result<any NavigationHandle, ServiceError>] = []
        let info = id.map { UserInfo((AlphaService.id, $0)) } ?? UserInfo()
        fixture.services.navigate(
            service: AlphaService.name, task: AlphaService.open, userInfo: info,
            type: type ?? .push(fixture.stack)
        ) { results.append($0) }
        return results
    }

    @Test("typed user info: values, closures, missing and mistyped keys")
    func userInfo() throws {
        let callback: @MainActor @Sendable (Int) -> Int = { $0 * 2 }
        let closureKey = UserInfoKey<@MainActor @Sendable (Int) -> Int>("double")
        let info = UserInfo((AlphaService.id, 7), (closureKey, callback))
        #expect(try info.value(AlphaService.id) == 7)
        #expect(try info.value(closureKey)(21) == 42)
        #expect(info.keys == ["double", "id"])
        #expect(throws: UserInfoError.missing(key: "answer", expected: "Int")) {
            try info.value(AlphaService.answer)
        }
        #expect(throws: UserInfoError.wrongType(key: "id", expected: "String", got: "Int")) {
            try info.value(UserInfoKey<String>("id"))
        }
        #expect(try info.optionalValue(AlphaService.answer) == nil)
    }

    @Test("registration: duplicates refused, services listed and removed")
    func registration() throws {
        let fixture = try fixture()
        #expect(throws: RouterError.duplicateRegistration(.task("AlphaService", "compute"))) {
            try fixture.services.registerTask(service: AlphaService.name, task: AlphaService.compute) {
                _ throws(RouterError) in nil
            }
        }
        #expect(
            fixture.services.registeredServices == [
                ServiceInfo(service: "AlphaService", tasks: ["open": .screen, "compute": .task])
            ])
        #expect(fixture.services.removeService(AlphaService.name))
        #expect(fixture.services.registeredServices.isEmpty && !fixture.services.removeService(AlphaService.name))
    }

    @Test("navigate shows the screen through the route pipeline; the completion runs once with the handle")
    func navigate() throws {
        let fixture = try fixture()
        let results = open(fixture, id: 3)
        #expect(results.count == 1)
        #expect(try results[0].get().destination?.content.title == "id 3")
        #expect(fixture.router.navigationState.routeIdentifiers == ["beta"])
    }

    @Test("bad input: typed error, completion once, hierarchy and state unchanged")
    func badInput() throws {
        let fixture = try fixture()
        let loose = Screen(name: "Loose")
        let before = fixture.router.navigationState
        let cases: [([Result<any NavigationHandle, ServiceError>], ServiceError)] = [
            (open(fixture, id: nil), .userInfo(.missing(key: "id", expected: "Int"))),
            (open(fixture, id: 1, .present(loose)), .routing(.invalidSource("Loose"))),
        ]
        for (results, expected) in cases {
            #expect(results.count == 1 && results[0].error == expected)
        }
        var more: [ServiceError?] = []
        fixture.services.navigate(service: "Nope", task: "x", userInfo: UserInfo(), type: .push(fixture.stack)) {
            more.append($0.error)
        }
        fixture.services.navigate(
            service: AlphaService.name, task: "x", userInfo: UserInfo(), type: .push(fixture.stack)
        ) { more.append($0.error) }
        fixture.services.navigate(
            service: AlphaService.name, task: AlphaService.compute, userInfo: UserInfo(), type: .push(fixture.stack)
        ) {
            more.append($0.error)
        }
        #expect(
            more == [
                .unknownService("Nope"), .unknownTask(service: "AlphaService", task: "x"),
                .wrongTaskKind(service: "AlphaService", task: "compute", expected: .screen),
            ])
        #expect(fixture.router.navigationState == before)
    }

    @Test("recycling pops back to the matching screen, same instance; no match pushes")
    func recycling() throws {
        let fixture = try fixture()
        let lifecycle = LifecycleLog(watching: fixture.router.window)
        let first = try open(fixture, id: 1)[0].get().destination
        _ = open(fixture, id: 2)
        var events: [String] = []
        fixture.router.observe { events.append($0.description) }
        let reused = try open(fixture, id: 1, .pushOrPresent(fixture.stack.top!))[0].get().destination
        #expect(reused === first)
        #expect(fixture.stack.screens.map(\.name) == ["Home", "Beta"])
        #expect(events.first == "will perform Beta ‹beta› reused by push (StackContainer)")
        let received = first.map(lifecycle.events) ?? []
        #expect(received.filter { $0 == .didLoad }.count == 1 && received.suffix(2) == [.willAppear, .didAppear])
        #expect(received.contains(.didDisappear), "it was covered by the second screen, then appeared again")
    }

    @Test("a task's result comes back at once, and its completion runs once with it")
    func syncTask() throws {
        let fixture = try fixture()
        var completions: [Result<UserInfo, ServiceError>] = []
        let returned = fixture.services.doTask(
            service: AlphaService.name, task: AlphaService.compute, userInfo: UserInfo()
        ) { completions.append($0) }
        #expect(try returned.get()?[AlphaService.answer] == 42)
        #expect(completions.count == 1 && (try? completions[0].get())?[AlphaService.answer] == 42)
    }

    @Test("a task that keeps its completion finishes later, once; a second finish is ignored")
    func asyncTask() throws {
        var kept: (any TaskCompleting)?
        let fixture = try fixture { request throws in
            kept = request.completion
            return nil
        }
        var completions: [Result<UserInfo, ServiceError>] = []
        let returned = fixture.services.doTask(
            service: AlphaService.name, task: AlphaService.compute, userInfo: UserInfo()
        ) { completions.append($0) }
        #expect(try returned.get() == nil && completions.isEmpty, "nothing yet")
        kept?.finish(.success(UserInfo((AlphaService.answer, 1))))
        kept?.finish(.success(UserInfo((AlphaService.answer, 2))))
        #expect(completions.count == 1 && (try? completions[0].get())?[AlphaService.answer] == 1)
    }

    @Test("a kept completion released unfinished, or a task that returns nothing, reports taskAbandoned once")
    func abandoned() throws {
        var kept: (any TaskCompleting)?
        let keeper = try fixture { request throws in
            kept = request.completion
            return nil
        }
        var completions: [Result<UserInfo, ServiceError>] = []
        keeper.services.doTask(service: AlphaService.name, task: AlphaService.compute, userInfo: UserInfo()) {
            completions.append($0)
        }
        kept = nil
        let silent = try fixture { _ throws(RouterError) in nil }
        silent.services.doTask(service: AlphaService.name, task: AlphaService.compute, userInfo: UserInfo()) {
            completions.append($0)
        }
        let abandoned = ServiceError.taskAbandoned(service: "AlphaService", task: "compute")
        #expect(completions.map(\.error) == [abandoned, abandoned])
        _ = kept
    }

    @Test("a task that throws: the error comes back and reaches the completion once")
    func throwingTask() throws {
        let fixture = try fixture { request throws in
            _ = try request.userInfo.value(AlphaService.id)
            return nil
        }
        var completions: [Result<UserInfo, ServiceError>] = []
        let returned = fixture.services.doTask(
            service: AlphaService.name, task: AlphaService.compute, userInfo: UserInfo()
        ) { completions.append($0) }
        let expected = ServiceError.userInfo(.missing(key: "id", expected: "Int"))
        #expect(returned.error == expected && completions.map(\.error) == [expected])
    }

    /// A provider's own error, as a team's provider may throw one.
    struct QuotaExceeded: Error, CustomStringConvertible {
        var description: String { "the daily quota is used up" }
    }

    @Test(
        "what a task throws is sorted for its caller: the core's error as .routing, the provider's own as .providerFailed",
        arguments: [
            (RouterError.noWindow as any Error & Sendable, ServiceError.routing(.noWindow)),
            (
                QuotaExceeded(),
                .providerFailed(service: "AlphaService", task: "compute", reason: "the daily quota is used up")
            ),
            (ServiceError.taskAbandoned(service: "Other", task: "t"), .taskAbandoned(service: "Other", task: "t")),
        ])
    func sortedErrors(thrown: any Error & Sendable, expected: ServiceError) throws {
        let fixture = try fixture { _ throws in throw thrown }
        var completions: [Result<UserInfo, ServiceError>] = []
        let returned = fixture.services.doTask(
            service: AlphaService.name, task: AlphaService.compute, userInfo: UserInfo()
        ) { completions.append($0) }
        #expect(returned.error == expected && completions.map(\.error) == [expected])
        #expect(
            expected.description == ServiceError(provider: thrown, service: "AlphaService", task: "compute").description
        )
    }

    @Test("a task can build a screen through the route pipeline without presenting it")
    func taskBuildsScreen() throws {
        let key = UserInfoKey<Screen>("screen")
        let fixture = try fixture { request throws in
            UserInfo((key, try request.makeScreen(for: BetaRoute(id: 9))))
        }
        let screen = try fixture.services.doTask(
            service: AlphaService.name, task: AlphaService.compute, userInfo: UserInfo(), completion: nil
        )
        .get()?[key]
        #expect(screen?.content.title == "id 9" && screen?.isInHierarchy == false)
    }
}
