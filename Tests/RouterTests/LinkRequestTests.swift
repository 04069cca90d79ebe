import HeadlessUI
import HierarchyDriving
import NavigationInterface
import RouterInterface
import RouterLinksInterface
import Testing
import UIToolkitInterface

@testable import Router
@testable import RouterLinks

/// A typed request as an app declares one (MonarchRouter's `RoutingRequestType`).
enum TestLink: LinkRequest {
    case beta(Int)
    case raw(path: [String], query: KeyValuePairs<String, String?>, fragment: String?)

    var link: String {
        switch self {
        case .beta(let id): Self.link(["items", "\(id)"])
        case .raw(let path, let query, let fragment): Self.link(path, query: query, fragment: fragment)
        }
    }
}

@MainActor
@Suite("Typed link requests")
struct LinkRequestTests {
    @Test("values are percent-encoded, so any text comes back whole; a nil query value is left out")
    func encoding() throws {
        let request = TestLink.raw(
            path: ["a b", "c/d", "é✓", "..", "x%41"], query: ["q": "1&2=3", "none": nil, "plus": "a+b"],
            fragment: "#?/")
        #expect(request.link == "a%20b/c%2Fd/%C3%A9%E2%9C%93/../x%2541?q=1%262%3D3&plus=a%2Bb#%23%3F%2F")
        #expect(TestLink.raw(path: ["a"], query: [:], fragment: nil).link == "a")
        #expect(TestLink.raw(path: ["a"], query: ["x": nil], fragment: "").link == "a#")
        let parsed = try ParsedLink(
            parsing: TestLink.raw(path: ["a b", "c/d", "é✓"], query: ["q": "1&2=3", "plus": "a+b"], fragment: "#?/")
                .link, origins: LinkOrigins(schemes: [], hosts: []))
        #expect(parsed.path == ["a b", "c/d", "é✓"] && parsed.query == ["q": "1&2=3", "plus": "a+b"])
        #expect(parsed.fragment == "#?/")
    }

    @Test("a dot segment in a value is still refused: encoding does not smuggle it past the link rules")
    func dotSegment() {
        let link = TestLink.raw(path: ["a", ".."], query: [:], fragment: nil).link
        #expect(throws: LinkError.badLink(link, .dotSegment)) {
            try ParsedLink(parsing: link, origins: LinkOrigins(schemes: [], hosts: []))
        }
    }

    @Test("open(_:) opens the request's link; a value the tree refuses is a typed error and nothing changes")
    func open() throws {
        let fixture = try RouterFixture()
        try fixture.links.declareLinks(
            .stack(
                "S",
                [
                    .endpoint(
                        AlphaRoute.self, "alpha",
                        children: [.endpoint(BetaRoute.self, "items/:id", matching: ["id": .digits])])
                ]),
            origins: LinkOrigins(schemes: [], hosts: []))
        try fixture.links.open(TestLink.beta(42))
        #expect(fixture.window.topScreen?.openedRoute as? BetaRoute == BetaRoute(id: 42))
        let before = fixture.router.navigationState
        #expect(
            throws: LinkError.badLink(
                "items/-1", .invalidParameter(name: "id", value: "-1", expected: "one or more digits 0-9"))
        ) {
            try fixture.links.open(TestLink.beta(-1))
        }
        #expect(fixture.router.navigationState == before)
    }
}
