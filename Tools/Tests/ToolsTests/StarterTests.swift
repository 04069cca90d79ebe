import Foundation
import Testing
import ToolSupport

@testable import NewFeatureKit

/// `new-app`, the starter: a team's package in Horizon's shape, depending on this checkout by
/// path, and the rules on it, one injected violation per rule. The whole way from an empty folder
/// to a package whose build, tests, architecture check and budget pass, then a second pair from
/// `new-feature`, is docs/your-first-feature.md's commands, run as written by Horizon's slow
/// suites (`DocCommandTests`).
@Suite("new-app: a team's package in Horizon's shape")
struct StarterTests {
    /// This checkout of Horizon: the repository the Tools package is in.
    static let horizon = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A new empty folder, and the starter's package made in `Shop` inside it.
    static func made(_ extra: [String] = []) throws -> (folder: TemporaryPackage, package: URL, run: ToolRun) {
        let folder = try TemporaryPackage([:])
        try FileManager.default.createDirectory(at: folder.root, withIntermediateDirectories: true)
        let package = folder.url("Shop")
        let run = try ToolRun(
            "new-app", ["Shop", "--horizon", horizon.path, "--out", package.path] + extra, in: folder.root)
        return (folder, package, run)
    }

    @Test(
        "bad input is one line and exit 2, and nothing is written",
        arguments: [
            ([] as [String], "name the package"),
            (["Shop"], "say where Horizon is"),
            (["shop", "--horizon", "."], "the package's name: 'shop' is not a Swift type name"),
            (["Shop", "--horizon", "/nonexistent"], "/nonexistent"),
            (["Shop", "--horizon", ".", "--horizon-url", "https://example.com/horizon.git"], "both given"),
            (["Shop", "--horizon-url", "https://example.com/horizon.git"], "needs --from VERSION"),
            (["Shop", "--horizon-url", "https://example.com/horizon.git", "--from", "one"], "not a semantic version"),
            (["Shop", "--horizon", ".", "--from", "1.0.0"], "--from goes with --horizon-url"),
            (["Shop", "--horizon", ".", "--feature", "ShopApp"], "the package has the target ShopApp"),
            (["Shop", "--horizon", ".", "--feature", "Foundation"], "the toolchain has the module Foundation"),
            (["Shop", "--horizon", ".", "--out", "Tools"], "is not empty"),
            (["Shop", "--horizon", "Tools"], "holds the package HorizonTools, not Horizon"),
            (["Shop", "--horizon", ".", "--bogus"], "unknown option '--bogus'"),
            (["Shop", "Cart", "--horizon", "."], "one name at a time ('Shop', then 'Cart')"),
            (["Shop", "--horizon", ".", "--out", "Package.swift"], "Package.swift is a file: name a new folder"),
            (["Shop", "--horizon-url", #"a"b"#, "--from", "1.0.0"], #"'a"b' is not a repository's URL"#),
        ])
    func refuses(arguments: [String], reason: String) throws {
        let before = try FileManager.default.contentsOfDirectory(atPath: Self.horizon.path).sorted()
        let run = try ToolRun("new-app", arguments, in: Self.horizon)
        #expect(run.status == 2, "\(arguments): \(run.output) \(run.errors)")
        #expect(run.output.isEmpty && run.errors.hasPrefix("new-app: ") && run.errors.contains(reason), "\(run.errors)")
        #expect(run.errors.split(separator: "\n").count == 1, "one line: \(run.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: Self.horizon.path).sorted() == before)
    }

    @Test("the files: the first pair as new-feature writes it, the root, the configuration, the budget and CI")
    func files() throws {
        let (folder, package, run) = try Self.made()
        defer { folder.remove() }
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.hasSuffix("next: cd \(package.path) && Scripts/ci\n"), "\(run.output)")
        let written = Set(
            FileManager.default.enumerator(atPath: package.path)?.compactMap { $0 as? String }.filter {
                !$0.hasSuffix("/") && !FileManager.default.isDirectoryAt(package.appendingPathComponent($0))
            } ?? [])
        let feature = [
            "Modules/Welcome/WelcomeInterface/WelcomeRoute.swift", "Modules/Welcome/Welcome/WelcomeEntry.swift",
            "Modules/Welcome/WelcomeTesting/StubWelcomeProvider.swift", "Tests/WelcomeTests/WelcomeScreenTests.swift",
            "Examples/WelcomeExample/Example.swift", "Tests/ExampleTests/WelcomeExampleTests.swift",
        ]
        let rest = [
            "Package.swift", "check-architecture.json", "build-budget.json", "Scripts/ci", "README.md", ".gitignore",
            "App/ShopApp/ComposedApp.swift", "App/shop/main.swift", "Tests/ShopAppTests/ShopAppTests.swift",
        ]
        #expect(Set(feature + rest).isSubset(of: written), "\(written.sorted())")
        let manifest = try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#".package(name: "Horizon", path: ""#))
        #expect(
            manifest.contains(#"feature("Welcome", testing: true, tests: ["NavigationTesting", "WelcomeTesting"])"#))
        #expect(FileManager.default.isExecutableFile(atPath: package.appendingPathComponent("Scripts/ci").path))
        let readme = try String(contentsOf: package.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("ShopApp --> Welcome"), "the module graph is drawn: \(readme)")
        // By URL and version: the identity the products name, and the tools in the resolved checkout.
        let byURL = StarterFiles(
            name: "Shop", horizon: .url("https://example.com/team/Horizon.git", from: "1.2.0"),
            feature: try FeatureName("Welcome"))
        #expect(byURL.manifest.contains(#".package(url: "https://example.com/team/Horizon.git", from: "1.2.0")"#))
        #expect(byURL.manifest.contains(#"let horizon = "horizon""#))
        #expect(byURL.ci.contains(#"tools="${HORIZON_TOOLS_PACKAGE:-.build/checkouts/horizon/Tools}""#))
    }

    @Test(
        "conformance: the rules hold on the starter's package, and one violation injected per rule is found at its file and line"
    )
    func conformance() throws {
        let (folder, package, run) = try Self.made()
        defer { folder.remove() }
        #expect(run.status == 0, "\(run.errors)")
        let held = try ToolRun("check-architecture", ["--package-path", package.path])
        #expect(held.status == 0 && held.output.contains("every rule holds"), "\(held.output) \(held.errors)")
        // One violation of each rule a configured package applies, each in a file or line of its own.
        let injected: [(path: String, text: String)] = [
            ("Modules/Welcome/WelcomeInterface/Rule1.swift", "import Welcome\n"),
            ("Modules/Welcome/Welcome/Rule2.swift", "import Router\n"),
            ("Modules/Welcome/Welcome/Rule3.swift", "import ShopApp\n"),
            ("Modules/Welcome/WelcomeInterface/Rule4.swift", "import UIToolkitInterface\n"),
            ("App/shop/Rule6.swift", "import Welcome\n"),
            ("Modules/Welcome/Welcome/Rule9.swift", "import HeadlessUI\n"),
            ("Modules/Welcome/Welcome/Rule10.swift", "import NavigationTesting\n"),
            ("Tests/WelcomeTests/Rule13.swift", "import Router\n"),
        ]
        for (path, text) in injected {
            try text.write(to: package.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
        // Rule 5: Horizon no longer allowed; rule 11: the root declares an interface it never imports.
        try #"{"composition roots": ["ShopApp"]}"#.write(
            to: package.appendingPathComponent("check-architecture.json"), atomically: true, encoding: .utf8)
        let manifest = package.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try text.replacingOccurrences(
            of: "deps(featureNames + composition)", with: #"deps(featureNames + composition + ["WelcomeInterface"])"#
        ).write(to: manifest, atomically: true, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let dependencyLine = try #require(lines.firstIndex { $0.contains(".package(name: \"Horizon\"") }) + 1
        let rootLine = try #require(lines.firstIndex { $0.contains(#"name: "ShopApp""#) }) + 1
        let found = try ToolRun("check-architecture", ["--package-path", package.path])
        #expect(found.status == 1, "\(found.errors)")
        let places = found.output.split(separator: "\n").filter { $0.hasPrefix("✗") }.map { line in
            let rule = line.split(separator: "[").last.map { "[" + $0 } ?? ""
            let place = line.split(separator: " ").first { $0.contains(".swift:") && $0.contains(":") } ?? ""
            return "\(place) \(rule)"
        }
        let expected =
            injected.map { path, _ in
                "\(path):1 [rule \(path.split(separator: "Rule").last!.dropLast(".swift".count))]"
            } + ["Package.swift:\(dependencyLine) [rule 5]", "Package.swift:\(rootLine) [rule 11]"]
        #expect(Set(places) == Set(expected), "\(found.output)")
        #expect(found.output.contains("imports Router, the concrete engine"), "\(found.output)")
        #expect(found.output.contains("imports UIToolkitInterface of Horizon without declaring it"), "\(found.output)")
    }
}

extension FileManager {
    fileprivate func isDirectoryAt(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
