// Where a build's time goes: the slowest code to type-check, and a Bazel build's critical path.
import Foundation
import ToolSupport

extension BuildCostCommand {
    /// `build-cost type-check`: builds a scratch copy of the package from nothing with the
    /// compiler's timers on, and lists the slowest function bodies and expressions.
    static func typeCheck(_ arguments: inout Arguments) throws -> Tool.Status {
        var options = Options()
        var limit = 20
        var threshold = 1
        while let word = arguments.next() {
            switch word {
            case "--package-path": options.package = try arguments.package(of: word)
            case "--limit": limit = try arguments.number(of: word)
            case "--threshold": threshold = try arguments.number(of: word)
            default: throw Arguments.unknown(word)
            }
        }
        let package = try options.measuredPackage()
        let manifest = try PackageDump.dumping(package).requiringEditableModules()
        let scratch = try ScratchFolder("horizon-type-check")
        defer { scratch.remove() }
        let sandbox = try copy(
            package, manifest: manifest, into: scratch,
            compilerFlags: TypeCheckTimes.compilerFlags(expressionThreshold: threshold))
        progress("building from nothing with the type-checker's timers…")
        let build = try sandbox.build(first: true)
        let times = TypeCheckTimes(log: build.log)
        guard !times.functions.isEmpty else {
            throw Tool.Failure.finding(
                "the build timed no function body: the toolchain did not honour -debug-time-function-bodies")
        }
        let shown = ShownPaths(sandbox: sandbox, package: package)
        print(
            "build-cost type-check: \(manifest.name), a debug build from nothing in \(format(build.seconds)) s "
                + "(\(build.recompiled.count) modules)\n")
        print(times.report(limit: limit, threshold: threshold, path: shown.path))
        return .success
    }

    /// `build-cost critical-path`: the critical path of a Bazel build of the package from
    /// nothing, or of a profile Bazel wrote.
    static func criticalPath(_ arguments: inout Arguments) throws -> Tool.Status {
        var options = Options()
        var profile: URL?
        while let word = arguments.next() {
            switch word {
            case "--package-path": options.package = try arguments.package(of: word)
            case "--profile": profile = URL(fileURLWithPath: try arguments.value(of: word, "a file"))
            default: throw Arguments.unknown(word)
            }
        }
        if let profile {
            guard options.package == nil else {
                throw Tool.Failure.badInput("--profile reads a build that ran: it takes no --package-path")
            }
            print(try CriticalPath(profile: profile).report)
            return .success
        }
        let package = try options.measuredPackage()
        let manifest = try PackageDump.dumping(package).requiringEditableModules()
        let scratch = try ScratchFolder("horizon-critical-path")
        defer { scratch.remove() }
        var sandbox = try copy(package, manifest: manifest, into: scratch, compilerFlags: [])
        sandbox.buildSystem = .bazel
        defer { sandbox.shutDownBazel() }
        try sandbox.writeBazelFiles(manifest)
        progress("bazel build from nothing, with a profile…")
        let build = try sandbox.build(first: true)
        print("build-cost critical-path: \(manifest.name), bazel build from nothing in \(format(build.seconds)) s\n")
        print(try CriticalPath(profile: sandbox.bazelProfile).report)
        return .success
    }

    /// A debug copy of the package and the local packages it depends on, in `scratch`.
    private static func copy(
        _ package: URL, manifest: PackageDump, into scratch: ScratchFolder, compilerFlags: [String]
    ) throws -> Sandbox {
        progress("copying \(package.path) to \(scratch.url.path)")
        return try Sandbox.copy(
            package, to: scratch.url.appendingPathComponent("package"),
            localPackages: try manifest.localPackageFolders(), modules: manifest.builtModules,
            configuration: .debug, compilerFlags: compilerFlags)
    }
}

/// A path the build printed, as the user knows it: relative to their package when inside it,
/// else in their own tree (a local package beside it), never in the tool's scratch copy.
private struct ShownPaths {
    let copy: String
    let original: String
    let package: String

    init(sandbox: Sandbox, package: URL) {
        let mirrored = sandbox.mirrored ?? (package, sandbox.root)
        (copy, original) = (mirrored.copy.standardizedFileURL.path, mirrored.original.standardizedFileURL.path)
        self.package = package.standardizedFileURL.path
    }

    func path(_ file: String) -> String {
        let users = file.hasPrefix(copy + "/") ? original + file.dropFirst(copy.count) : file
        return users.hasPrefix(package + "/") ? String(users.dropFirst(package.count + 1)) : users
    }
}
