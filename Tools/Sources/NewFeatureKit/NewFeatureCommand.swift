// Scaffolds a feature pair the way the house does it, in a package laid out as Horizon is.
import ArchitectureCheckKit
import Foundation
import ModuleGraphKit
import ToolSupport

/// The `new-feature` executable's work: it reads `CommandLine.arguments` and exits with the tool's status.
public enum NewFeatureCommand {
    static let usage = """
        usage: new-feature NAME [--uses A,B] [--root TARGET] [--package-path DIR] [--help]

        Creates the feature pair NAME in a package laid out as Horizon is (default: the current
        directory; Scripts/new-feature passes Horizon's):
          Modules/NAME/NAMEInterface/   NAMERoute (identifier "name", an optional id), NAMEProviding
                                        (the protocol others would use), NAMEError
          Modules/NAME/NAME/            NAMEEntry (the one public type: registers the route's
                                        feature), NAMEFeature and NAMEScreen (internal)
          Modules/NAME/NAMETesting/     StubNAMEProvider: the double other features' tests use
          Modules/NAME/README.md        what the pair is for
          Tests/NAMETests/              first tests: the entry's registrations, the screen for a
                                        route, the double
          Examples/NAMEExample/         the feature alone with the engine: swift run NAMEExample
          Tests/ExampleTests/NAMEExampleTests.swift   the example plays on each toolkit
          Package.swift                 feature("NAME", uses: [...], testing: true, tests: [...]) after
                                        the last feature(...) line, example("NAME") after the last example(...)
          the root's file with entries(backend:)   NAMEEntry() last in the array it returns
          the root's file with homeChildren()     .endpoint(NAMERoute.self, "name") last in the array it
                                        returns: the link "name" opens NAMERoute, on Home
          README.md                     the module graph redrawn (between the module-graph markers)
          BUILD.bazel files             its Bazel packages, one per folder, and the root's deps (when
                                        the package has bazel/swift.bzl)
        Then `swift build`, `swift test`, `Scripts/check-architecture` and `horizon routes` pass with
        no hand edits. --uses names existing features whose interfaces NAME may import. --root names
        the composition root (default HorizonApp: App/HorizonApp/ComposedApp.swift and
        ComposedApp+Links.swift), for a copy of Horizon whose root is renamed; its files are parsed
        to find the two functions.

        The edits are made where the compiler's parse of each file finds the declaration (the
        manifest's top-level calls, the two functions' array literals, the import blocks), never by
        searching for a line of text; a file of another shape is refused, naming what was looked for.

        NAME must be a Swift type name in UpperCamelCase (letters and digits) that no module has yet.
        The name is checked before anything is written: against the package's targets (NAME,
        NAMEInterface, NAMETests, NAMETesting and NAMEExample must all be new, ignoring case) and the
        toolchain's modules (Foundation, Testing, Swift…). The change is then made in a scratch copy
        of the package, which must load (swift package describe) before it is copied in.
        Exits 0 when the feature was created; 2 on bad input, with nothing changed; 1 when a file
        could not be written, with what was written taken back.
        """

    /// Runs the tool and exits: 0 done, 1 a file could not be written, 2 bad input (the reason on standard error).
    public static func main() -> Never {
        Tool.run(named: "new-feature", usage: usage) { arguments in
            var name: String?
            var uses: [String] = []
            var package: URL?
            var rootName: String?
            while let word = arguments.next() {
                switch word {
                case "--root": rootName = try arguments.value(of: word, "the composition root's target name")
                case "--uses":
                    // Given more than once, the lists join: `--uses Profile --uses Login`.
                    uses += try arguments.value(of: word, "feature names, such as Profile,HTTPClient")
                        .split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                case "--package-path": package = try arguments.package(of: word)
                case _ where word.hasPrefix("-"): throw Tool.Failure.badInput("unknown option '\(word)' (see --help)")
                default:
                    if let name { throw Tool.Failure.badInput("one name at a time ('\(name)', then '\(word)')") }
                    name = word
                }
            }
            guard let name else { throw Tool.Failure.badInput("name the feature: new-feature Wishlist") }
            let feature = try FeatureName(name)
            let root = try package ?? Arguments.currentPackage()
            guard FileManager.default.fileExists(atPath: root.appendingPathComponent(FeatureScaffold.manifest).path)
            else {
                throw Tool.Failure.badInput(
                    "no \(FeatureScaffold.manifest) in \(root.path): new-feature adds to a package laid out as Horizon is"
                )
            }
            let dump = try PackageDump.dumping(root)
            // A configured package's layout and root (the first its check-architecture.json names).
            let layout = try PackageLayout.of(package: root)
            guard layout.interfaceSuffix == "Interface", layout.testingSuffix == "Testing" else {
                throw Tool.Failure.badInput(
                    "new-feature writes XInterface and XTesting, and check-architecture.json names interfaces by "
                        + "'\(layout.interfaceSuffix)' and doubles by '\(layout.testingSuffix)': add the pair by hand")
            }
            let rootFiles = try RootFiles(
                root: rootName ?? layout.configuredRoots?.first ?? RootFiles.defaultRoot, in: dump, at: root)
            try feature.checkNew(
                in: dump, at: root, toolchainModules: try ToolchainModules.list(), folders: layout.folders)
            let features = layout.features(in: dump)
            for used in uses where !features.contains(used) {
                throw Tool.Failure.badInput(
                    "--uses: '\(used)' is not a feature of this package (a concrete module beside its interface; "
                        + "the manifest gave \(dump.targets.count) targets, \(features.count) features)")
            }
            if let twice = uses.enumerated().first(where: { uses[..<$0.offset].contains($0.element) })?.element {
                throw Tool.Failure.badInput("--uses names \(twice) twice: name each feature once")
            }
            let files = FeatureFiles(feature: feature, uses: uses, root: rootFiles, folders: layout.folders)
            // Every file it writes outside its own new folders must be new too.
            if let existing = files.files.map(\.path).first(where: {
                FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path)
            }) {
                throw Tool.Failure.badInput("\(existing) exists, and new-feature \(name) would write it: move it aside")
            }
            let edited = try FeatureScaffold(root: root, files: files, rootFiles: rootFiles).run()
            report(files, edited: edited, root: root, rootFiles: rootFiles)
            return .success
        }
    }

    private static func report(_ files: FeatureFiles, edited: [String], root: URL, rootFiles: RootFiles) {
        let name = files.feature.name
        let pair = files.folders.feature(name)
        let readme = root.appendingPathComponent(FeatureScaffold.readme).path
        let unredrawn =
            !FileManager.default.fileExists(atPath: readme)
            ? "no README.md, so no module graph was redrawn"
            : ModuleGraphBlock.isIn(readme)
                ? nil : "README.md has no module-graph markers, so its graph was not redrawn (module-graph --help)"
        let links = rootFiles.links.map { "\n  \($0): \(files.linkElement) in homeChildren()" } ?? ""
        // Horizon's own scripts and CLI, or, in a team's package, its CI script (the starter's).
        let has = { (path: String) in FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path) }
        let next =
            "swift build && swift test --filter \(name)Tests"
            + (has("Scripts/check-architecture")
                ? " && Scripts/check-architecture && swift run horizon open horizon://\(files.feature.identifier)"
                : has(StarterFiles.ciScript) ? " && \(StarterFiles.ciScript)" : "")
        print(
            """
            created the feature pair \(name) (route "\(files.feature.identifier)"):
              \(files.files.map(\.path).filter { !$0.hasPrefix(pair + "/") }.joined(separator: ", "))
              \(pair)/\(name)Interface, \(pair)/\(name), \(pair)/\(name)Testing, \(pair)/README.md
              Package.swift: \(files.manifestLine) and \(files.exampleLine)
              \(rootFiles.entries): \(files.entryElement) in \(rootFiles.entriesFunction)\(links)
              edited: \(edited.joined(separator: ", "))\(unredrawn.map { "\n  " + $0 } ?? "")
            next: \(next)
                  swift run \(name)Example
            """)
    }
}
