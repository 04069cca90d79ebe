import RouterInterface
import RouterLinksInterface
import Testing

@testable import Router
@testable import RouterLinks

struct ShowLinkRoute: Route {
    static let identifier = "show"
    var showId: Int
    var autoplay: Bool?
    var section: String?
    enum CodingKeys: String, CodingKey {
        case showId, autoplay
        case section = "#"
    }
}

struct NamedLinkRoute: Route {
    static let identifier = "named"
    var name: String
}

@Suite("Links")
struct LinkTests {
    let origins = LinkOrigins(schemes: ["horizon"], hosts: ["horizon.example"])

    @Test(
        "custom-scheme, universal and in-app links parse to the same path; query and fragment are kept",
        arguments: [
            "horizon://shows/42?autoplay=true#reviews", "https://horizon.example/shows/42?autoplay=true#reviews",
            "HTTPS://Horizon.Example/shows/42/?autoplay=true#reviews", "/shows/42?autoplay=true#reviews",
            "shows/42?autoplay=true#reviews",
        ])
    func parse(text: String) throws {
        let link = try ParsedLink(parsing: text, origins: origins)
        #expect(link.path == ["shows", "42"] && link.query == ["autoplay": "true"] && link.fragment == "reviews")
        #expect(link.isExternal == text.contains("://"))
    }

    @Test("an unknown origin's message names the origins the app declared, not Horizon's")
    func declaredOrigins() {
        let other = LinkOrigins(schemes: ["shop", "acme"], webSchemes: ["https"], hosts: ["acme.test"])
        #expect(
            throws: LinkError.badLink(
                "ftp://x/1", .unknownScheme("ftp", handled: ["acme://", "shop://", "https://acme.test/"]))
        ) {
            try ParsedLink(parsing: "ftp://x/1", origins: other)
        }
        let message = LinkFailure.unknownScheme("ftp", handled: other.prefixes).description
        #expect(
            message == "the scheme 'ftp' is not handled: use acme://, shop:// or https://acme.test/"
                && !message.contains("horizon"))
        #expect(
            LinkFailure.unknownHost("evil.test", handled: []).description.hasSuffix("the app declares no web hosts"))
    }

    @Test("percent-decoding happens once and right")
    func percent() throws {
        let link = try ParsedLink(
            parsing: "horizon://notes/a%20b/c%252Fd/%E2%9C%93?q=x+y%26z#s%C3%A9", origins: origins)
        #expect(link.path == ["notes", "a b", "c%2Fd", "✓"] && link.query == ["q": "x y&z"] && link.fragment == "sé")
        #expect(
            try ParsedLink(parsing: "horizon://a%2Fb", origins: origins).path == ["a/b"],
            "an encoded slash stays inside its component")
    }

    @Test(
        "bad links are typed errors with a reason",
        arguments: [
            ("", LinkFailure.empty),
            (
                "ftp://horizon.example/shows/1",
                .unknownScheme("ftp", handled: ["horizon://", "https://horizon.example/"])
            ),
            ("https://evil.example/shows/1", .unknownHost("evil.example", handled: ["horizon.example"])),
            ("horizon://shows/%4", .malformedPercentEncoding("%4")),
            ("horizon://shows/%zz", .malformedPercentEncoding("%zz")),
            ("horizon://shows/%C3%28", .malformedPercentEncoding("%C3%28")),
            ("horizon://shows/../profile", .dotSegment),
            ("horizon://shows/%2E%2E", .dotSegment),
            ("horizon://shows/1\n", .controlCharacter),
            (String(repeating: "a/", count: 1500), .tooLong(length: 3000, limit: 2048)),
        ])
    func bad(text: String, failure: LinkFailure) {
        #expect(throws: LinkError.badLink(text, failure)) { try ParsedLink(parsing: text, origins: origins) }
    }

    @Test(
        "malformed patterns are refused at declaration",
        arguments: [
            ("a/.../b", [String: String]()), ("a/:x/:x", [:]), ("a/:", [:]), ("a/:x", ["y": "[0-9]+"]),
            ("a/:x", ["x": "(["]),
        ])
    func badPatterns(text: String, validating: [String: String]) {
        #expect(throws: LinkError.self) { try LinkPattern(text, validating: validating) }
    }

    func trie(_ patterns: [(String, [String: String])]) throws -> LinkTrie<String> {
        var trie = LinkTrie<String>()
        var compiled: [String: Regex<AnyRegexOutput>] = [:]
        for (text, validating) in patterns {
            let pattern = try LinkPattern(text, validating: validating, matching: [:], compiled: &compiled)
            trie.insert(pattern, regexes: compiled, text)
        }
        return trie
    }

    func match(_ trie: LinkTrie<String>, _ path: String) -> Result<String, LinkFailure> {
        do throws(LinkFailure) {
            return .success(
                try trie.match(path.split(separator: "/").map(String.init)) { value, parameters throws(LinkFailure) in
                    if value.contains(":showId") {
                        _ = try LinkParameterDecoder.decode(
                            ShowLinkRoute.self, from: LinkFields(Dictionary(uniqueKeysWithValues: parameters)))
                    }
                    return value + " "
                        + parameters.sorted { $0.name < $1.name }.map { "\($0.name)=\($0.value)" }.joined(
                            separator: ",")
                })
        } catch { return .failure(error) }
    }

    @Test("constants beat parameters, parameters beat :_, and ... takes the rest; a type mismatch does not match")
    func priorities() throws {
        let trie = try trie([
            ("shows/:showId", [:]), ("shows/new", [:]), ("shows/:slug/episodes", ["slug": "[a-z-]+"]),
            ("files/...", [:]), ("any/:_/end", [:]), ("shows/:name", [:]),
        ])
        #expect(match(trie, "shows/new") == .success("shows/new "))
        #expect(match(trie, "shows/42") == .success("shows/:showId showId=42"))
        #expect(
            match(trie, "shows/forty-two") == .success("shows/:name name=forty-two"), "not an Int: the next pattern")
        #expect(match(trie, "shows/the-answer/episodes") == .success("shows/:slug/episodes slug=the-answer"))
        #expect(match(trie, "files/a/b/c") == .success("files/... ...=a/b/c"))
        #expect(match(trie, "files") == .success("files/... ...="))
        #expect(match(trie, "any/thing/end") == .success("any/:_/end "))
        #expect(match(trie, "any/thing/else") == .failure(.noMatchingRoute(path: "any/thing/else")))
    }

    @Test("values at one node, and parameter edges of one node, are tried in the order they were added")
    func insertionOrder() throws {
        var trie = LinkTrie<String>()
        let pattern = try LinkPattern("shows/:showId")
        let rest = try LinkPattern("files/...")
        for value in ["first", "second", "third"] {
            trie.insert(pattern, value)
            trie.insert(rest, "rest " + value)
        }
        trie.insert(try LinkPattern("shows/:slug"), "slug")
        func first(_ path: String, refusing refused: Set<String>) -> String? {
            try? trie.match(path.split(separator: "/").map(String.init)) { value, _ throws(LinkFailure) in
                if refused.contains(value) { throw .noMatchingRoute(path: path) }
                return value
            }
        }
        #expect(first("shows/42", refusing: []) == "first")
        #expect(first("shows/42", refusing: ["first"]) == "second")
        #expect(first("shows/42", refusing: ["first", "second"]) == "third")
        #expect(first("shows/42", refusing: ["first", "second", "third"]) == "slug", "then the next edge")
        #expect(first("files/a/b", refusing: ["rest first"]) == "rest second")
        #expect(first("shows/42", refusing: ["first", "second", "third", "slug"]) == nil)
    }

    @Test("expressions are anchored to the whole component")
    func anchored() throws {
        let trie = try trie([("shows/:showId", ["showId": "[1-9][0-9]*"])])
        #expect(match(trie, "shows/42") == .success("shows/:showId showId=42"))
        #expect(
            match(trie, "shows/042")
                == .failure(.invalidParameter(name: "showId", value: "042", expected: "a match for [1-9][0-9]*")))
        #expect(
            match(trie, "shows/42x")
                == .failure(.invalidParameter(name: "showId", value: "42x", expected: "a match for [1-9][0-9]*")))
    }

    @Test("parameters decode into typed fields: path, query and fragment; wrong types are named")
    func decode() throws {
        let route = try LinkParameterDecoder.decode(
            ShowLinkRoute.self, from: ["showId": "42", "autoplay": "true", "#": "reviews"])
        #expect(route == ShowLinkRoute(showId: 42, autoplay: true, section: "reviews"))
        #expect(try LinkParameterDecoder.decode(ShowLinkRoute.self, from: ["showId": "7"]) == ShowLinkRoute(showId: 7))
        #expect(throws: LinkFailure.invalidParameter(name: "autoplay", value: "maybe", expected: "a valid Bool")) {
            try LinkParameterDecoder.decode(ShowLinkRoute.self, from: ["showId": "7", "autoplay": "maybe"])
        }
        #expect(throws: LinkFailure.invalidParameter(name: "showId", value: "", expected: "present")) {
            try LinkParameterDecoder.decode(ShowLinkRoute.self, from: [:])
        }
        #expect(try LinkParameterDecoder.decode(NamedLinkRoute.self, from: ["name": "ünï/cødé"]).name == "ünï/cødé")
    }
}
