import Foundation
import TestSupport
import Testing

/// Each `Modules/<X>/README.md` matches its pair: it names every public type of the pair's
/// interfaces, and every type it names exists.
@Suite("Module READMEs")
struct ModuleReadmeTests {
    let root = ProcessRunner.repositoryRoot()

    /// The module folders that hold a README, with the README's text.
    func readmes() throws -> [(folder: String, text: String)] {
        let modules = root.appendingPathComponent("Modules")
        return try FileManager.default.contentsOfDirectory(atPath: modules.path).sorted().compactMap { folder in
            let file = modules.appendingPathComponent(folder).appendingPathComponent("README.md")
            guard FileManager.default.fileExists(atPath: file.path) else { return nil }
            return (folder, try String(contentsOf: file, encoding: .utf8))
        }
    }

    /// The Swift files under a folder of the repository.
    func swiftFiles(under path: String) -> [URL] {
        let folder = root.appendingPathComponent(path)
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (files?.compactMap { $0 as? URL } ?? []).filter { $0.pathExtension == "swift" }
    }

    /// The names declared at the start of a line (`public struct ProfileRoute`, `case push`).
    static func declared(in text: String, publicOnly: Bool) -> Set<String> {
        let kinds = "(class|struct|enum|protocol|typealias|associatedtype|actor|case|func|var|let|macro)"
        let pattern =
            publicOnly
            ? #"^(?:@\w+ )*(?:public|open) (?:final )?(?:class|struct|enum|protocol|typealias|actor) (\w+)"#
            : #"^\s*(?:@\w+(?:\([^)]*\))? )*(?:(?:public|open|package|private|fileprivate|internal|final|static|nonisolated|indirect|override|mutating) )*"#
                + kinds + #" `?(\w+)"#
        let expression = try! NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        let range = NSRange(text.startIndex..., in: text)
        return Set(
            expression.matches(in: text, range: range).compactMap { match in
                Range(match.range(at: match.numberOfRanges - 1), in: text).map { String(text[$0]) }
            })
    }

    /// The type-like words a README puts in backticks: `ProfileRoute`, `ProfileRoute(…)`, `A.b`'s
    /// `A`; not a path (`Tests/ProfileTests`).
    static func namedTypes(in text: String) -> Set<String> {
        let expression = try! NSRegularExpression(pattern: #"`@?([A-Z][A-Za-z0-9]+)(?![A-Za-z0-9]*/)[^`]*`"#)
        let range = NSRange(text.startIndex..., in: text)
        return Set(
            expression.matches(in: text, range: range).compactMap { match in
                Range(match.range(at: 1), in: text).map { String(text[$0]) }
            })
    }

    @Test("each README names every public type of its pair's interfaces")
    func interfacesListed() throws {
        var checked = 0
        for (folder, text) in try readmes() {
            let interfaces = try FileManager.default.contentsOfDirectory(
                atPath: root.appendingPathComponent("Modules/\(folder)").path
            ).filter { $0.hasSuffix("Interface") }
            for interface in interfaces {
                let types = swiftFiles(under: "Modules/\(folder)/\(interface)").reduce(into: Set<String>()) {
                    $0.formUnion(
                        Self.declared(in: (try? String(contentsOf: $1, encoding: .utf8)) ?? "", publicOnly: true))
                }
                let missing = types.filter { !text.contains("`\($0)") && !text.contains(" \($0)") }
                checked += types.count
                #expect(
                    missing.isEmpty, "Modules/\(folder)/README.md does not name \(missing.sorted()) of \(interface)")
            }
        }
        #expect(checked > 100, "the interfaces' types were not found")
    }

    @Test("every type a README names exists: in the modules, the app, the tests or the examples")
    func namedTypesExist() throws {
        var known: Set<String> = []
        // A system library's module (CGtk) is named after its folder, which holds no Swift file.
        let moduleMaps = FileManager.default.enumerator(atPath: "Modules")?.compactMap { $0 as? String } ?? []
        known.formUnion(
            moduleMaps.filter { $0.hasSuffix("/module.modulemap") }.map {
                URL(fileURLWithPath: $0).deletingLastPathComponent().lastPathComponent
            })
        for path in ["Modules", "App", "Tests", "Examples", "Support"] {
            for file in swiftFiles(under: path) {
                known.formUnion(
                    Self.declared(in: (try? String(contentsOf: file, encoding: .utf8)) ?? "", publicOnly: false))
                known.insert(file.deletingLastPathComponent().lastPathComponent)
            }
        }
        for (folder, text) in try readmes() {
            let unknown = Self.namedTypes(in: text).subtracting(known).subtracting(Self.outside)
            #expect(unknown.isEmpty, "Modules/\(folder)/README.md names what does not exist: \(unknown.sorted())")
        }
    }

    /// Names a README may give that Horizon does not declare: the toolchain's and the seed routers'.
    static let outside: Set = [
        "UIKit", "SwiftUI", "Foundation", "Mutex", "ObjectIdentifier", "Mirror", "Sendable", "MainActor", "Codable",
        "Hashable", "Decodable",
        "JSONDecoder", "Error", "String", "Int", "Bool", "Double", "Result", "Task", "Process", "URL",
        "ZIKRouter", "AHServiceRouter", "MonarchRouter", "RouterService", "UIViewController", "UINavigationController",
    ]

    @Test("the checks see a stale name and a missing one")
    func checksCanFail() {
        #expect(
            Self.namedTypes(in: "`ProfileRouteHandler`, `ProfileRoute(someAnalyticsContext:)`, `Tests/X`") == [
                "ProfileRouteHandler", "ProfileRoute",
            ])
        #expect(
            Self.declared(in: "public struct ProfileRoute: Route {\n    case push\n}", publicOnly: true) == [
                "ProfileRoute"
            ])
        #expect(Self.declared(in: "final class ProfileScreen: Screen {}", publicOnly: false) == ["ProfileScreen"])
    }
}
