import Foundation
import Router
import RouterInterface
import Testing

@MainActor
@Suite("AnyRoute")
struct AnyRouteTests {
    struct Response: Decodable {
        let title: String
        let anyRoute: AnyRoute
    }

    @Test("decodes identifier|json into the typed route through the injected context")
    func decodes() throws {
        let fixture = try RouterFixture()
        let decoder = JSONDecoder()
        fixture.router.injectContext(into: decoder)
        let json = #"{"title": "Profile", "anyRoute": "beta|{\"id\": 7}"}"#
        let response = try decoder.decode(Response.self, from: Data(json.utf8))
        #expect(response.anyRoute.route as? BetaRoute == BetaRoute(id: 7))
        #expect(try fixture.router.decodeRoute("alpha") as? AlphaRoute == AlphaRoute(), "the JSON part is optional")
    }

    @Test(
        "malformed, unregistered and undecodable strings are typed errors",
        arguments: [
            ("", RouterError.malformedAnyRoute("")),
            ("|{}", .malformedAnyRoute("|{}")),
            ("beta|[1]", .malformedAnyRoute("beta|[1]")),
            ("be ta|{}", .malformedAnyRoute("be ta|{}")),
            ("nope|{}", .unregisteredRoute(identifier: "nope")),
            (#"beta|{"id": "seven"}"#, .undecodableRoute(identifier: "beta", reason: "'id' is not Int")),
            ("beta|{}", .undecodableRoute(identifier: "beta", reason: "missing 'id'")),
            (
                "beta|{oops",
                .undecodableRoute(identifier: "beta", reason: "the top level: The given data was not valid JSON.")
            ),
        ])
    func errors(string: String, expected: RouterError) throws {
        let fixture = try RouterFixture()
        #expect(throws: expected) { try fixture.router.decodeRoute(string) }
    }

    @Test("without the context, decoding says to inject it")
    func missingContext() {
        let json = #"{"title": "x", "anyRoute": "alpha|{}"}"#
        #expect(throws: RouterError.missingDecodingContext) {
            try JSONDecoder().decode(Response.self, from: Data(json.utf8))
        }
    }
}
