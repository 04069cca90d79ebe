import Foundation
import Testing
import ToolSupport

@Suite("PackageDump")
struct PackageDumpTests {
    @Test("decodes targets, dependencies and settings; module names follow SwiftPM's rule")
    func decodes() throws {
        let fixture = try Fixture(
            targets: [
                ("Core", "Sources/Core", "regular", []), ("my-tool", "Sources/my-tool", "executable", ["Core"]),
                ("CoreTests", "Tests/CoreTests", "test", ["Core"]),
            ], sources: [:])
        defer { fixture.remove() }
        #expect(fixture.dump.targets.map(\.name) == ["Core", "my-tool", "CoreTests"])
        #expect(fixture.dump.targets[1].targetDependencies == ["Core"])
        #expect(fixture.dump.targets[0].upcomingFeatures == ["InternalImportsByDefault", "MemberImportVisibility"])
        #expect(fixture.dump.builtModules == ["Core", "my_tool"], "test targets are not built by swift build")
        #expect(PackageDump.moduleName(of: "2d-engine") == "_2d_engine")
    }

    @Test("a dump it cannot read is bad input naming where it does not fit")
    func badDump() {
        #expect {
            _ = try PackageDump.decode(Data(#"{"name": "Broken"}"#.utf8))
        } throws: { error in
            guard let failure = error as? Tool.Failure else { return false }
            return failure.status == .badInput && failure.description.contains(#"no "targets""#)
        }
    }

    @Test("a target without a path lives where SwiftPM's convention finds it: a plugin in Plugins/, a library in src/")
    func conventionalPaths() throws {
        let json = """
            {"name": "P", "dependencies": [], "toolsVersion": {"_version": "6.0.0"}, "targets": [
              {"name": "Lint", "type": "plugin", "dependencies": [], "settings": []},
              {"name": "Core", "type": "regular", "dependencies": [], "settings": []},
              {"name": "CoreTests", "type": "test", "dependencies": [], "settings": []},
              {"name": "Fixed", "type": "regular", "path": "Custom/Fixed", "dependencies": [], "settings": []}]}
            """
        let dump = try PackageDump.decode(Data(json.utf8))
        #expect(dump.targets.map(\.path) == ["Plugins/Lint", "Sources/Core", "Tests/CoreTests", "Custom/Fixed"])
        let found = dump.resolvingConventionalPaths { ["src/Core", "Sources/CoreTests", "Sources/Fixed"].contains($0) }
        #expect(found.targets.map(\.path) == ["Plugins/Lint", "src/Core", "Sources/CoreTests", "Custom/Fixed"])
    }

    /// A dump of a package with a trait, a system library and a dependency only the trait enables.
    static let traitJSON = """
        {"name": "P", "dependencies": [], "toolsVersion": {"_version": "6.1.0"},
         "traits": [{"name": "GTK", "description": "GTK", "enabledTraits": []}], "targets": [
          {"name": "CGtk", "type": "system", "path": "Modules/CGtk", "dependencies": [], "settings": []},
          {"name": "GtkUI", "type": "regular", "path": "Modules/GtkUI", "settings": [],
           "dependencies": [{"target": ["CGtk", {"platformNames": [], "traits": ["GTK"]}]}]},
          {"name": "App", "type": "executable", "path": "App", "settings": [],
           "dependencies": [{"byName": ["GtkUI", null]}]}]}
        """

    @Test(
        "a dependency a trait enables is opt-in: out of a default build's dependencies, listed apart; traits are read")
    func traits() throws {
        let dump = try PackageDump.decode(Data(Self.traitJSON.utf8))
        #expect(dump.traits?.map(\.name) == ["GTK"])
        #expect(dump.targets[1].targetDependencies.isEmpty && dump.targets[1].optInDependencies == ["CGtk"])
        #expect(dump.targets[2].targetDependencies == ["GtkUI"] && dump.targets[2].optInDependencies.isEmpty)
        let imports = CompilerImports(package: dump)
        #expect(!imports.conditions(of: dump.targets[1]).contains("GTK"), "a default build defines no trait")
        #expect(imports.conditions(of: dump.targets[1], allTraits: true).suffix(2) == ["-D", "GTK"])
    }

    @Test(
        "a target that applies a build plugin reads: SwiftPM 6's array and the older keyed form, by name or from a package"
    )
    func pluginUsages() throws {
        let json = """
            {"name": "P", "dependencies": [], "toolsVersion": {"_version": "6.1.0"}, "targets": [
              {"name": "A", "type": "regular", "dependencies": [], "settings": [],
               "pluginUsages": [{"plugin": ["Gen", null]}, {"plugin": ["SwiftLintBuildToolPlugin", "SwiftLint"]}]},
              {"name": "B", "type": "regular", "dependencies": [], "settings": [],
               "pluginUsages": [{"plugin": {"_0": "Gen", "_1": null}}]}]}
            """
        let dump = try PackageDump.decode(Data(json.utf8))
        #expect(dump.targets.map(\.pluginUsages) == [["Gen", "SwiftLintBuildToolPlugin"], ["Gen"]])
    }
}
