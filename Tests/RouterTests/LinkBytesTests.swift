import RouterInterface
import RouterLinksInterface
import Testing

@testable import Router
@testable import RouterLinks

/// The byte-level parser keeps every rule the character-level one had.
@Suite("Links, parsed on bytes")
struct LinkBytesTests {
    let origins = LinkOrigins(schemes: ["horizon"], hosts: ["horizon.example"])

    @Test("the byte check finds exactly the Unicode control characters (Cc), for every scalar")
    func controlCharactersMatchUnicode() {
        var mismatches: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a" + String(Character(scalar)) + "b"
            let isControl = scalar.properties.generalCategory == .control
            if ParsedLink.containsControlCharacter(Substring(text).utf8) != isControl { mismatches.append(value) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5).map { String($0, radix: 16) })")
    }

    @Test(
        "a C1 control character is refused raw and percent-encoded; its neighbours are not",
        arguments: [
            ("\u{80}", true), ("\u{9F}", true), ("%C2%80", true), ("%c2%9f", true), ("\u{A0}", false),
            ("%C2%A0", false), ("\u{7E}", false), ("é", false),
        ])
    func c1(component: String, refused: Bool) {
        let result = Result { () throws(LinkError) in
            try ParsedLink(parsing: "horizon://shows/\(component)", origins: origins)
        }
        #expect((try? result.get()) == nil ? refused : !refused, "\(component)")
        if refused {
            #expect(throws: LinkError.badLink("horizon://shows/\(component)", .controlCharacter)) { try result.get() }
        }
    }

    @Test("a query item without a value is absent, not empty; an empty value is kept")
    func valuelessQueryItem() throws {
        let link = try ParsedLink(parsing: "horizon://shows/42?season&autoplay=true&&episode=", origins: origins)
        #expect(link.query == ["autoplay": "true", "episode": ""])
    }

    @Test("a scheme ends before the first `/`, `?` or `#`: a link in a query value stays a value")
    func schemeOnlyAtTheStart() throws {
        let link = try ParsedLink(parsing: "shows/42?next=https://evil.example/x#a://b", origins: origins)
        #expect(!link.isExternal && link.path == ["shows", "42"])
        #expect(link.query == ["next": "https://evil.example/x"] && link.fragment == "a://b")
        #expect(try ParsedLink(parsing: "a:b/c", origins: origins).path == ["a:b", "c"], "a colon without // is text")
    }

    @Test("multi-byte text around the delimiters survives slicing")
    func multiByte() throws {
        let link = try ParsedLink(parsing: "horizon://сериалы/✓?имя=значение#раздел", origins: origins)
        #expect(link.path == ["сериалы", "✓"] && link.query == ["имя": "значение"] && link.fragment == "раздел")
    }
}
