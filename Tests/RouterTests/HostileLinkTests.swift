import HeadlessUI
import HierarchyDriving
import Locking
import NavigationInterface
import RouterInspection
import RouterInterface
import RouterLinksInterface
import Testing
import UIToolkitInterface

@testable import Router
@testable import RouterLinks

/// A route whose feature counts every instance made: proof that no feature code ran.
struct CountedRoute: Route {
    static let identifier = "counted"
    var n: Int
    var name: String?
}

struct CountedFeature: Feature {
    static let made = Locked(0)
    init() { Self.made.withLock { $0 += 1 } }
    func build(from _: CountedRoute) throws -> Screen { Screen(name: "Counted") }
}

struct CountedRouteHandler: RouteHandler {
    var bindings: [RouteBinding] { [RouteBinding(CountedRoute.self, to: CountedFeature.self)] }
}

/// A test per attack a link from the outside world can try. Each is refused with a typed
/// error, before any feature code runs, and the hierarchy is unchanged.
@MainActor
@Suite("Hostile links")
struct HostileLinkTests {
    let fixture: RouterFixture
    let gate = Gate()
    var router: RouterEngine { fixture.router }
    var links: LinksFace { fixture.links }

    init() throws {
        fixture = try RouterFixture()
        try router.register(CountedRouteHandler())
        try links.declareLinks(
            .switcher([
                .endpoint(AlphaRoute.self, "start"),
                .tabs(
                    "Tabs",
                    [
                        .stack(
                            "One",
                            [
                                .endpoint(
                                    AlphaRoute.self, "alpha",
                                    children: [
                                        .endpoint(CountedRoute.self, "counted/:n", validating: ["n": "[0-9]{1,6}"])
                                            .openableFromOutside(),
                                        .endpoint(CountedRoute.self, "named/:name/:n").openableFromOutside(),
                                    ]
                                ).openableFromOutside()
                            ]),
                        .stack("Two", [.endpoint(BetaRoute.self, "two/:id").openableFromOutside()])
                            .guarded(by: LinkGuard("open", redirect: "start") { [gate] in gate.isOpen }),
                    ]),
            ]), origins: LinkOrigins(schemes: ["test"], hosts: ["test.example"]))
        try links.open(link: "test://alpha")
    }

    /// Features made so far; tests run interleaved, so each compares before and after.
    var made: Int { CountedFeature.made.withLock { $0 } }

    /// Opens a link that must be refused: the failure it gives, after checking that the
    /// hierarchy is unchanged and no feature was made.
    func refusal(_ link: String, options: LinkOptions = []) throws -> LinkFailure? {
        let (before, madeBefore) = (router.navigationState, made)
        defer { #expect(router.navigationState == before && made == madeBefore, "\(link.prefix(60))") }
        do {
            try links.open(link: link, options: options)
            return nil
        } catch {
            guard case .badLink(_, let failure) = error else {
                Issue.record("\(error)")
                return nil
            }
            return failure
        }
    }

    @Test(
        "an unknown scheme, or a look-alike of ours",
        arguments: ["javascript://alpha", "file:///etc/passwd", "tеst://alpha", "test2://alpha"])
    func unknownScheme(link: String) throws {
        guard case .unknownScheme? = try refusal(link) else {
            Issue.record("\(link) was not an unknown scheme")
            return
        }
    }

    @Test(
        "a host that only looks like ours",
        arguments: [
            "https://test.example.evil.test/alpha", "https://tеst.example/alpha",
            "https://evil.test/test.example/alpha",
        ])
    func unknownHost(link: String) throws {
        guard case .unknownHost? = try refusal(link) else {
            Issue.record("\(link) was not an unknown host")
            return
        }
    }

    @Test(
        "`..` and `.`, raw or percent-encoded, in any component",
        arguments: [
            "test://counted/../two/1", "test://counted/./1", "test://counted/%2E%2E", "test://counted/%2e%2E/two/1",
            "test://.%2E/two/1",
        ])
    func dotSegments(link: String) throws {
        #expect(try refusal(link) == .dotSegment)
    }

    @Test("encoded slashes stay inside their component: they never reach another route")
    func encodedSlashes() throws {
        guard
            case .invalidParameter(name: "n", value: "1/../../two/1", _)? = try refusal(
                "test://counted/1%2F..%2F..%2Ftwo%2F1")
        else {
            Issue.record("the encoded path was not one invalid parameter")
            return
        }
        try links.open(link: "test://named/a%2F..%2Ftwo/3")
        let route = try #require(router.navigationState.routeIdentifiers.last)
        #expect(
            route == "counted" && router.window.topScreen?.openedRoute.map { "\($0)" }?.contains("a/../two") == true,
            "the parameter is the text 'a/../two', one component, and nothing else opened")
    }

    @Test(
        "double percent-encoding is decoded once",
        arguments: ["test://counted/%2531", "test://counted/%252E%252E", "test://alpha/%2563ounted/1"])
    func doubleEncoding(link: String) throws {
        let failure = try refusal(link)
        switch failure {
        case .invalidParameter?, .noMatchingRoute?: break
        default: Issue.record("\(link): \(failure.map { "\($0)" } ?? "opened")")
        }
    }

    @Test("enormous input: past the length limit, a huge number, a path of a thousand components")
    func enormous() throws {
        guard
            case .tooLong(_, ParsedLink.lengthLimit)? = try refusal(
                "test://counted/" + String(repeating: "1", count: 100_000))
        else {
            Issue.record("a 100,000-character link was not too long")
            return
        }
        guard case .invalidParameter(name: "n", _, _)? = try refusal("test://counted/99999999999999999999999") else {
            Issue.record("a number past Int was not an invalid parameter")
            return
        }
        guard case .noMatchingRoute? = try refusal("test://" + String(repeating: "a/", count: 1_000)) else {
            Issue.record("a thousand components matched something")
            return
        }
        guard case .tooLong? = try refusal("test://alpha?" + String(repeating: "x=1&", count: 600)) else {
            Issue.record("2,400 characters of query were not too long")
            return
        }
    }

    @Test(
        "control characters, raw or percent-encoded, anywhere",
        arguments: [
            "test://counted/1\u{0}", "test://counted/1\n", "test://counted/\u{7F}1", "test://counted/1\u{85}",
            "test://counted/1%00",
            "test://counted/1%0Atest://two/1", "test://counted/1?name=%0D", "test://counted/1#%1B[31m",
            "test://named/%C2%85/1",
        ])
    func controlCharacters(link: String) throws {
        #expect(try refusal(link) == .controlCharacter)
    }

    @Test(
        "unicode look-alikes of route constants do not match them",
        arguments: [
            "test://аlpha", "test://ａlpha", "test://alpha\u{0301}", "test://ALPHA", "test://c\u{043E}unted/1",
            "test://counted\u{200B}/1",
        ])
    func lookAlikes(link: String) throws {
        guard case .noMatchingRoute? = try refusal(link) else {
            Issue.record("\(link) matched a route")
            return
        }
    }

    @Test("links from outside open only endpoints declared openable from outside; in-app links open any")
    func openableFromOutside() throws {
        #expect(try refusal("test://start") == .notOpenableFromOutside(route: "alpha"))
        #expect(try refusal("start", options: .fromOutside) == .notOpenableFromOutside(route: "alpha"))
        #expect(try links.open(link: "start").route == "alpha", "the app itself may open it")
        #expect(
            router.routeTable.first { $0.identifier == "counted" }?.externalPatterns == [
                "counted/:n", "named/:name/:n",
            ])
        #expect(throws: LinkError.self, "only endpoints can be marked") {
            try links.declareLinks(
                .stack("S", [.endpoint(AlphaRoute.self, "a")]).openableFromOutside(),
                origins: LinkOrigins(schemes: [], hosts: []))
        }
    }

    @Test("a guarded route always passes its guard: a refused link is redirected and never shows")
    func guards() throws {
        for options in [LinkOptions(), .junctionsOnly, .fromOutside] {
            let dispatch = try links.open(link: "test://two/5", options: options)
            #expect(dispatch.redirect?.guardName == "open" && router.navigationState.routeIdentifiers == ["alpha"])
            #expect(!(router.window.root?.subtree ?? []).contains { $0.name == "Beta" })
        }
        gate.isOpen = true
        #expect(try links.resumePendingLink()?.route == "beta", "the held link opens once the guard passes")
    }

    @Test(
        "parameters are validated before any feature code runs",
        arguments: ["test://counted/x", "test://counted/1234567", "test://counted/-1"])
    func validatedFirst(link: String) throws {
        guard case .invalidParameter(name: "n", _, _)? = try refusal(link) else {
            Issue.record("\(link) was not an invalid parameter")
            return
        }
        let before = made
        try links.open(link: "test://counted/7")
        #expect(made == before + 1, "a valid link makes the feature once")
    }
}
