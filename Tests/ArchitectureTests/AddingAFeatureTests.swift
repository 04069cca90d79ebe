import Foundation
import TestSupport
import Testing

/// `docs/adding-a-feature.md` lists the names a feature learns of Horizon's foundations, by
/// module: exactly what `interface-usage` finds Profile's code naming, and as many as its prose
/// says.
@Suite("adding-a-feature.md counts what the code names", .slow)
struct AddingAFeatureTests {
    let root = ProcessRunner.repositoryRoot()
    static let foundations = ["RouterInterface", "NavigationInterface", "InjectionInterface", "UIToolkitInterface"]

    @Test("the table's names are the foundations' types Profile uses, each under its module, and the prose counts them")
    func tableMatchesProfile() throws {
        let usage = try ProcessRunner.run(
            [
                "bash", "Scripts/interface-usage", "--module", "Profile", "--of",
                Self.foundations.joined(separator: ","),
            ],
            in: root)
        try #require(usage.status == 0, "\(usage.output)")
        let used = Self.used(in: usage.output)
        #expect(Set(used.map(\.module)) == Set(Self.foundations), "\(usage.output)")
        let page = try String(
            contentsOf: root.appendingPathComponent("docs/adding-a-feature.md"), encoding: .utf8)
        let listed = Self.listed(in: page)
        #expect(Set(listed.map(Self.key)) == Set(used.map(Self.key)), "the page lists \(listed); Profile uses \(used)")
        #expect(listed.count == used.count, "a name is listed twice: \(listed)")
        let spelled = ["seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13]
        let count = spelled.first { page.contains("learns \($0.key) names") }?.value
        #expect(
            count == used.count, "the prose counts \(count.map(String.init) ?? "no") names; Profile uses \(used.count)")
    }

    @Test("the readers see a stale or a missing name")
    func readers() {
        let report = """
            Profile uses 2 of the 9 public types its imports show:
              RouterInterface      1 of 8: Route
              UIToolkitInterface   2 of 20: Screen, ScreenContent
            """
        #expect(
            Self.used(in: report).map(Self.key) == [
                "RouterInterface.Route", "UIToolkitInterface.Screen", "UIToolkitInterface.ScreenContent",
            ])
        let page = """
            | name | module | what it is |
            |---|---|---|
            | `Route` | `RouterInterface` | where |
            | `Resolved` | `InjectionInterface` | `@Resolved`: a property |
            """
        #expect(Self.listed(in: page).map(Self.key) == ["RouterInterface.Route", "InjectionInterface.Resolved"])
        let sections = "## What a feature needs\n" + page + "\n## Next\n| `Wishlist` | `WishlistInterface` | |"
        #expect(Self.listed(in: sections).count == 2, "a table of another section is not the list")
    }

    /// A name and the module that declares it.
    struct Name: CustomStringConvertible {
        let module: String
        let name: String
        var description: String { "\(module).\(name)" }
    }

    static func key(_ name: Name) -> String { name.description }

    /// The types `interface-usage` reports used, from its lines `  Module  N of M: A, B`.
    static func used(in report: String) -> [Name] {
        report.split(separator: "\n").filter { $0.hasPrefix("  ") }.flatMap { line -> [Name] in
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, let module = parts[0].split(separator: " ").first else { return [] }
            return parts[1].split(separator: ",").map {
                Name(module: String(module), name: $0.trimmingCharacters(in: .whitespaces))
            }
        }
    }

    /// The rows of the table under "What a feature needs" (or of the whole text when it has no
    /// such heading): `` | `Name` | `Module` | … ``.
    static func listed(in page: String) -> [Name] {
        let section =
            page.components(separatedBy: "## What a feature needs").dropFirst().first.map {
                $0.components(separatedBy: "\n## ")[0]
            } ?? page
        return section.split(separator: "\n").compactMap { line -> Name? in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2, cells[0].hasPrefix("`"), cells[1].hasPrefix("`") else { return nil }
            return Name(module: cells[1].trimmingCharacters(in: ["`"]), name: cells[0].trimmingCharacters(in: ["`"]))
        }
    }
}
