import Foundation
import HeadlessUI
import HierarchyDriving
import HorizonAppInterface
import NavigationInterface
import Router
import RouterInspection
import RouterInterface
import RouterLinks
import RouterLinksInterface
import RouterServices
import RouterServicesInterface
import RouterValuesInterface
import TestSupport
import Testing
import UIToolkitInterface

@testable import HorizonApp

/// Seeded property-based tests over what reaches the router from outside: links, `AnyRoute`
/// strings and service user info, random and mutated from valid ones.
///
/// Every input must either route or yield a `RouterError` (the signatures make any other
/// error impossible), with the hierarchy and the navigation state unchanged after an error,
/// no guarded screen ever reached signed out, and every completion called exactly once.
/// `HORIZON_PROPERTY_CASES` sets the number of cases (`PropertyRun`: 10,000 by default, 100,000
/// in CI, split between the three kinds) and `HORIZON_PROPERTY_SEED` the seed; a failure names
/// both, to replay it.
@MainActor
@Suite("Hostile input, property-based")
struct HostileInputPropertyTests {
    static let cases = PropertyRun.cases
    static let seed = PropertyRun.seed(default: 0x5EED_0001)

    /// Links the app opens, which the mutations start from.
    static let validLinks = [
        "horizon://home", "horizon://shows/42", "horizon://shows/42?season=2#cast", "https://horizon.example/shows/42",
        "https://horizon.example/en/shows/7/seven-seas", "horizon://player/7", "horizon://player/7/shows/42#cast",
        "horizon://profile", "horizon://profile/settings?refresh=true", "shows/42", "home", "/profile/settings",
        "login",
    ]

    /// `AnyRoute` strings the app decodes, which the mutations start from.
    static let validRoutes = [
        "show|{\"showId\":42}", "show|{\"showId\":7,\"season\":2,\"section\":\"cast\"}", "profile|{\"handle\":\"ada\"}",
        "settings|{\"shouldRefresh\":true}", "player|{\"trackId\":7}", "home", "login",
    ]

    @Test("links: every one routes or is refused with the hierarchy unchanged; no guarded screen signed out")
    func links() async throws {
        var random = SeededGenerator(seed: Self.seed)
        var app = try ComposedApp()
        try app.links.open(link: "home")
        for index in 0..<(Self.cases / 2) {
            if index == Self.cases / 4 {
                app = try ComposedApp()
                try await app.signIn(username: "ada", password: "analytical")
                try app.links.open(link: "home")
            }
            let link = Self.pick(Self.validLinks, index: index, using: &random)
            let signedIn = app.isSignedIn
            try Self.unchangedOnError(app, case: index, input: link) { () throws(LinkError) in
                try app.links.open(link: link)
            }
            if !signedIn {
                let routes = app.router.navigationState.routeIdentifiers
                try #require(
                    !routes.contains("profile") && !routes.contains("settings"),
                    "case \(index), seed \(Self.seed): \(Self.quoted(link)) reached \(routes) signed out")
            }
            if index % 500 == 499 { try app.links.open(link: "home") }
        }
    }

    @Test("AnyRoute strings: each decodes and routes, or is a RouterError with the hierarchy unchanged")
    func anyRoutes() async throws {
        var random = SeededGenerator(seed: Self.seed &+ 1)
        let app = try ComposedApp()
        try app.links.open(link: "home")
        for index in 0..<(Self.cases / 4) {
            let string = Self.pick(Self.validRoutes, index: index, using: &random)
            try Self.unchangedOnError(app, case: index, input: string) { () throws(RouterError) in
                let route = try app.core.decodeRoute(string)
                guard let top = app.window.topScreen else { throw .noWindow }
                try app.core.open(route, from: top, presentation: .push)
            }
            if index % 200 == 199 { try app.links.open(link: "home") }
        }
    }

    @Test("user info: every service call routes or fails typed, its completion called exactly once")
    func userInfo() async throws {
        var random = SeededGenerator(seed: Self.seed &+ 2)
        let app = try ComposedApp()
        try app.links.open(link: "home")
        let calls =
            app.services.registeredServices.flatMap { service in
                service.tasks.map { (ServiceName(service.service), TaskName($0.key), $0.value) }
            }.sorted { "\($0.0)\($0.1)" < "\($1.0)\($1.1)" } + [
                (ServiceName("nowhere"), TaskName("nothing"), ServiceInfo.Kind.task)
            ]
        var completions = 0
        var expected = 0
        for index in 0..<(Self.cases / 4) {
            let (service, task, kind) = calls[Int.random(in: 0..<calls.count, using: &random)]
            let info = Self.userInfo(using: &random)
            let before = app.router.navigationState
            expected += 1
            switch kind {
            case .screen:
                guard let top = app.window.topScreen else { throw RouterError.noWindow }
                let type: ServiceNavigation = [.pushOrPresent(top), .present(top), .presentInNavigation(top)][index % 3]
                var result: Result<any NavigationHandle, ServiceError>?
                app.services.navigate(service: service, task: task, userInfo: info, type: type) {
                    completions += 1
                    result = $0
                }
                if case .failure(let error)? = result {
                    try #require(
                        app.router.navigationState == before,
                        "case \(index), seed \(Self.seed): \(error) changed the hierarchy (\(service)/\(task) \(info))")
                }
            case .task:
                _ = app.services.doTask(service: service, task: task, userInfo: info) { _ in completions += 1 }
            }
            if index % 100 == 99 {
                await app.settle()
                try app.links.open(link: "home")
            }
        }
        await app.settle()
        #expect(completions == expected, "seed \(Self.seed): \(expected) calls, \(completions) completions")
    }

    /// Runs one case: it routes, or it throws a typed error and the hierarchy is as before.
    private static func unchangedOnError<Failure: Error>(
        _ app: ComposedApp, case index: Int, input: String,
        _ body: () throws(Failure) -> Void
    ) throws {
        let before = app.router.navigationState
        do {
            try body()
        } catch {
            let after = app.router.navigationState
            try #require(
                after == before, "case \(index), seed \(seed): \(error) changed the hierarchy for \(quoted(input))")
        }
    }

    /// A valid input mutated (most cases), or random text.
    private static func pick(_ valid: [String], index: Int, using random: inout SeededGenerator) -> String {
        switch index % 8 {
        case 0: HostileText.random(using: &random)
        case 1: valid.randomElement(using: &random)!
        default: HostileText.mutate(valid.randomElement(using: &random)!, using: &random)
        }
    }

    /// User info with up to four entries under the services' key names or others, of the
    /// expected type or not: numbers at the extremes, text, flags, a detached screen.
    private static func userInfo(using random: inout SeededGenerator) -> UserInfo {
        let names = [
            "trackId", "showId", "orderNumber", "price", "shouldRefresh", "reason", "screen", "completion", "outcome",
            "x",
        ]
        var info = UserInfo()
        for _ in 0..<Int.random(in: 0...4, using: &random) {
            let name = names.randomElement(using: &random)!
            switch Int.random(in: 0..<7, using: &random) {
            case 0: info[UserInfoKey<Int>(name)] = [Int.min, -1, 0, 7, 42, Int.max].randomElement(using: &random)!
            case 1:
                info[UserInfoKey<Double>(name)] = [Double.nan, -.infinity, 0, 9.99, .greatestFiniteMagnitude]
                    .randomElement(using: &random)!
            case 2: info[UserInfoKey<String>(name)] = HostileText.random(using: &random)
            case 3: info[UserInfoKey<Bool>(name)] = Bool.random(using: &random)
            case 4: info[UserInfoKey<Screen>(name)] = Screen(name: "Detached")
            case 5: info[UserInfoKey<[Int]>(name)] = [1, 2, 3]
            default: info[UserInfoKey<String?>(name)] = nil as String?
            }
        }
        return info
    }

    private static func quoted(_ text: String) -> String {
        "'"
            + text.prefix(120).unicodeScalars.map {
                $0.isASCII && $0.value >= 32 ? String($0) : "\\u{\(String($0.value, radix: 16))}"
            }.joined() + "'"
    }
}
