import HeadlessUI
import RouterInterface
import RouterLinksInterface
import Testing
import UIToolkitInterface

@testable import Router
@testable import RouterLinks

/// Per-parameter matching rules (MonarchRouter's `isMatching`) and `route(forLink:)`.
@MainActor
@Suite("Link matching rules")
struct LinkRuleTests {
    let fixture: RouterFixture
    var router: RouterEngine { fixture.router }
    var links: LinksFace { fixture.links }

    static let slug = LinkParameterRule("a slug of lowercase letters and dashes") { text in
        !text.isEmpty && text.allSatisfy { $0 == "-" || ("a"..."z").contains($0) }
    }

    init() throws {
        fixture = try RouterFixture()
        try router.register(CountedRouteHandler())
        try links.declareLinks(
            .stack(
                "S",
                [
                    .endpoint(
                        AlphaRoute.self, "alpha",
                        children: [
                            .endpoint(BetaRoute.self, "items/:id", matching: ["id": .digits]),
                            .endpoint(
                                CountedRoute.self, "items/:name", matching: ["name": Self.slug], defaults: ["n": "0"]),
                            .endpoint(
                                BetaRoute.self, "both/:id", validating: ["id": "[0-9]{1,3}"], matching: ["id": .digits]),
                        ])
                ]), origins: LinkOrigins(schemes: ["test"], hosts: []))
    }

    func failure(_ link: String) -> LinkFailure? {
        do {
            _ = try links.route(forLink: link)
            return nil
        } catch {
            guard case .badLink(_, let failure) = error else { return nil }
            return failure
        }
    }

    @Test("a rule picks between patterns at the same place; the first that accepts wins")
    func picks() throws {
        #expect(try links.route(forLink: "items/42") as? BetaRoute == BetaRoute(id: 42))
        #expect(
            try links.route(forLink: "items/the-answer") as? CountedRoute == CountedRoute(n: 0, name: "the-answer"))
    }

    @Test("a component no rule accepts is refused with the first rule's words", arguments: ["items/Über", "items/4 2"])
    func refused(link: String) {
        guard case .invalidParameter(name: "id", _, expected: "one or more digits 0-9")? = failure(link) else {
            Issue.record("\(link): \(String(describing: failure(link)))")
            return
        }
    }

    @Test("a rule and an expression on one parameter must both accept")
    func both() throws {
        #expect(try links.route(forLink: "both/123") as? BetaRoute == BetaRoute(id: 123))
        #expect(
            failure("both/1234") == .invalidParameter(name: "id", value: "1234", expected: "a match for [0-9]{1,3}"))
    }

    @Test("a rule for a parameter the pattern does not have is refused at declaration")
    func unknownParameter() {
        #expect(throws: LinkError.invalidLinkPattern("items/:id", reason: "there is no parameter :slug to validate")) {
            try links.declareLinks(
                .stack("S", [.endpoint(BetaRoute.self, "items/:id", matching: ["slug": Self.slug])]),
                origins: LinkOrigins(schemes: [], hosts: []))
        }
    }

    @Test("route(forLink:) decodes the route without opening anything")
    func routeWithoutOpening() throws {
        let before = router.navigationState
        #expect(try links.route(forLink: "test://items/7") as? BetaRoute == BetaRoute(id: 7))
        #expect(router.navigationState == before && fixture.stack.screens.map(\.name) == ["Home"])
        #expect(failure("test://items") == .noMatchingRoute(path: "items"))
        #expect(failure("nope://items/7") == .unknownScheme("nope", handled: ["test://"]))
    }
}
