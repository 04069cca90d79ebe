// The starter: a team's package in Horizon's shape, made in one command.
import ArchitectureCheckKit
import Foundation
import ModuleGraphKit
import ToolSupport

/// The `new-app` executable's work: it reads `CommandLine.arguments` and exits with the tool's status.
public enum NewAppCommand {
    static let usage = """
        usage: new-app NAME (--horizon PATH | --horizon-url URL --from VERSION) [--feature FEATURE] [--out DIR]

        Makes a team's package NAME in Horizon's shape, depending on Horizon by path (a checkout, PATH)
        or by its repository's URL and a version. In DIR (default ./NAME, which must not exist or be
        empty):
          Package.swift               feature("FEATURE", ...) and example("FEATURE") lines, as in Horizon's
                                      manifest, each name a target or one of Horizon's library products
          Modules/FEATURE/            the first feature pair, its double and README, as new-feature writes one
          Tests/FEATURETests/, Examples/FEATUREExample/, Tests/ExampleTests/
          App/NAMEApp/ComposedApp.swift   the composition root on HeadlessUI: entries() lists every feature
          App/name/main.swift         the executable: swift run name
          Tests/NAMEAppTests/         the root's test: a route shows its screen
          check-architecture.json     the root, and Horizon allowed as an external package
          build-budget.json           what an edit of a feature's or an interface's public API may recompile
          Scripts/ci                  build, tests, the architecture check and the budget
          README.md, .gitignore
        Its build, tests, architecture check and budget pass as written (Scripts/ci runs them all).
        Horizon's new-feature then adds pairs to it:
          swift run --package-path PATH/Tools new-feature Cart --package-path DIR

        NAME and FEATURE are Swift type names in UpperCamelCase (FEATURE defaults to Welcome); PATH is
        a folder whose Package.swift is Horizon's, written into the manifest relative to DIR; VERSION
        is a semantic version (1.0.0).
        Exits 0 when the package was made; 2 on bad input, with nothing written; 1 when a file could not
        be written, with the folder it made taken back.
        """

    /// Runs the tool and exits: 0 made, 1 a file could not be written, 2 bad input (the reason on standard error).
    public static func main() -> Never {
        Tool.run(named: "new-app", usage: usage) { arguments in
            var name: String?
            var featureName = "Welcome"
            var path: String?
            var url: String?
            var version: String?
            var out: String?
            while let word = arguments.next() {
                switch word {
                case "--horizon": path = try arguments.value(of: word, "the folder of a checkout of Horizon")
                case "--horizon-url": url = try arguments.value(of: word, "Horizon's repository URL")
                case "--from": version = try arguments.value(of: word, "a version, such as 1.0.0")
                case "--feature": featureName = try arguments.value(of: word, "the first feature's name")
                case "--out": out = try arguments.value(of: word, "the package's folder")
                case _ where word.hasPrefix("-"): throw Tool.Failure.badInput("unknown option '\(word)' (see --help)")
                default:
                    if let name { throw Tool.Failure.badInput("one name at a time ('\(name)', then '\(word)')") }
                    name = word
                }
            }
            guard let name else { throw Tool.Failure.badInput("name the package: new-app Shop --horizon ../horizon") }
            let folder = URL(fileURLWithPath: out ?? name).standardizedFileURL
            let starter = StarterFiles(
                name: try packageName(name), horizon: try source(path: path, url: url, version: version, from: folder),
                feature: try FeatureName(featureName))
            try checkNames(of: starter)
            try checkEmpty(folder)
            try write(starter, into: folder)
            // As a shell takes it: quoted when it holds a space or another character a shell reads.
            let given = out ?? name
            let shown =
                given.allSatisfy { $0.isLetter || $0.isNumber || "/._-".contains($0) }
                ? given : "'" + given.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
            print(
                """
                made the package \(name) in \(given): the feature pair \(starter.feature.name) (its Testing, Tests and \
                Example), the composition root \(starter.rootTarget), the executable \(starter.executable), \
                check-architecture.json, build-budget.json, \(StarterFiles.ciScript)
                next: cd \(shown) && \(StarterFiles.ciScript)
                """)
            return .success
        }
    }

    /// The package's name: a type name, as a feature's is.
    private static func packageName(_ name: String) throws -> String {
        do {
            return try FeatureName(name).name
        } catch let failure as Tool.Failure {
            throw Tool.Failure.badInput("the package's name: \(failure.description)")
        }
    }

    /// Where the package gets Horizon: exactly one of a checkout and a repository with a version.
    private static func source(path: String?, url: String?, version: String?, from folder: URL) throws
        -> StarterFiles.Source
    {
        switch (path, url) {
        case (let path?, nil):
            guard version == nil else { throw Tool.Failure.badInput("--from goes with --horizon-url, not --horizon") }
            let checkout = try Arguments.package(at: path)
            let manifest = try PackageDump.dumping(checkout)
            guard PackageLayout.isHorizon(manifest) else {
                throw Tool.Failure.badInput(
                    "--horizon: \(path) holds the package \(manifest.name), not Horizon: name a checkout of Horizon")
            }
            return .path(PackageDump.relativePath(from: folder, to: checkout.standardizedFileURL))
        case (nil, let url?):
            guard let version else { throw Tool.Failure.badInput("--horizon-url needs --from VERSION, such as 1.0.0") }
            guard version.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?/) != nil else {
                throw Tool.Failure.badInput("--from: '\(version)' is not a semantic version, such as 1.0.0")
            }
            guard !url.isEmpty, !url.contains("\""), !url.contains("\\") else {
                throw Tool.Failure.badInput("--horizon-url: '\(url)' is not a repository's URL")
            }
            return .url(url, from: version)
        case (nil, nil):
            throw Tool.Failure.badInput(
                "say where Horizon is: --horizon PATH (a checkout) or --horizon-url URL --from VERSION")
        case (_?, _?):
            throw Tool.Failure.badInput("--horizon and --horizon-url both given: name one place to get Horizon from")
        }
    }

    /// The feature's targets clash with none of the root's, and no target with a module of the
    /// toolchain (ignoring case, as some file systems do).
    private static func checkNames(of starter: StarterFiles) throws {
        let rootTargets = [starter.rootTarget, starter.executable, "\(starter.rootTarget)Tests", "ExampleTests"]
        for candidate in starter.feature.targets {
            if let clash = rootTargets.first(where: { $0.lowercased() == candidate.lowercased() }) {
                throw Tool.Failure.badInput(
                    "the feature \(starter.feature.name) would add the target \(candidate), and the package has the "
                        + "target \(clash): choose another --feature")
            }
        }
        let modules = try ToolchainModules.list()
        for candidate in starter.feature.targets + rootTargets {
            if let module = modules.sorted().first(where: { $0.lowercased() == candidate.lowercased() }) {
                throw Tool.Failure.badInput(
                    "\(candidate) would be a target, and the toolchain has the module \(module): choose another name")
            }
        }
    }

    /// The folder must not exist, or be empty: the starter never writes over what it did not make.
    private static func checkEmpty(_ folder: URL) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else { return }
        guard isFolder.boolValue else { throw Tool.Failure.badInput("\(folder.path) is a file: name a new folder") }
        let contents = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        guard contents.isEmpty else {
            throw Tool.Failure.badInput("\(folder.path) is not empty: name a new folder with --out")
        }
    }

    /// Writes every file; on a failure, removes what it made.
    private static func write(_ starter: StarterFiles, into folder: URL) throws {
        let manager = FileManager.default
        let existed = manager.fileExists(atPath: folder.path)
        do {
            for (path, text) in starter.files {
                let file = folder.appendingPathComponent(path)
                try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: file, atomically: true, encoding: .utf8)
            }
            try manager.setAttributes(
                [.posixPermissions: 0o755], ofItemAtPath: folder.appendingPathComponent(StarterFiles.ciScript).path)
            try ModuleGraphBlock.write(
                try PackageDump.dumping(folder), into: folder.appendingPathComponent("README.md").path)
        } catch {
            if existed {
                for item in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? [] {
                    try? manager.removeItem(at: folder.appendingPathComponent(item))
                }
            } else {
                try? manager.removeItem(at: folder)
            }
            throw Tool.Failure.finding(
                "cannot write into \(folder.path): \(Tool.reason(of: error)); what was written is taken back")
        }
    }
}
