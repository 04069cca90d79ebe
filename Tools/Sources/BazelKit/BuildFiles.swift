public import ArchitectureCheckKit
public import Foundation
public import ToolSupport

/// A package's BUILD.bazel files, written from its manifest: one in each target's folder, a
/// Bazel package per module as a Bazel monorepo has them, with one rule per library and
/// executable target (the same names, sources, dependencies and Swift settings), and the
/// package's Swift flags in `bazel/package.bzl`.
///
/// - A Swift library is a `swift_library`, an executable a `swift_binary` (both in
///   `bazel/swift.bzl`, with rules_swift's attribute names); a C target is a `c_library` of
///   the same file (with rules_swift: a `cc_library` tagged `swift_module=Name`).
/// - `visibility` states who may depend on the target (``BazelVisibility``): in a package laid
///   out as Horizon is, the architecture's rules, so `bazel build` refuses a forbidden dependency.
/// - A test target is a `swift_test` (Swift Testing's tests, run by a generated main), with the
///   files `select-tests.json` says it reads as `data` (``TestData``); one that imports XCTest,
///   or that the rules cannot build, is left to `swift test`. Plugins, macros, binary and
///   system-library targets are left out. `bazel/package.bzl` lists each.
public struct BuildFiles {
    /// Each file's path in the package and its text: the BUILD.bazel files, then `bazel/package.bzl`.
    public let files: [(path: String, text: String)]
    /// The targets left to SwiftPM, each with its kind: tests, plugins and the like.
    public let skipped: [String]
    /// The labels of what `swift build` builds, the libraries and executables (tests are
    /// `bazel test`'s): a build measured beside SwiftPM's builds these.
    public let buildLabels: [String]

    /// How each Swift library builds: with library evolution or not, and its private dependencies.
    public let evolution: LibraryEvolution

    /// The files for a package's manifest; the package's folder tells Swift targets from C ones.
    ///
    /// - Parameters:
    ///   - permitted: Who may depend on each target; `nil` for a package not laid out as Horizon
    ///     is, whose targets are all public.
    ///   - evolution: Where the libraries' ``LibraryEvolution`` comes from: compiling each
    ///     (the default), none with it, or the package's record.
    /// - Throws: ``Tool/Failure/badInput(_:)`` naming every target the rules cannot build as
    ///   SwiftPM does (``BazelLimits``): nothing is generated then.
    public init(
        package: PackageDump, root: URL, permitted: PermittedDependents? = nil,
        evolution source: LibraryEvolution.Source = .trial
    ) throws {
        let limits = BazelLimits(package: package, root: root)
        if let refusal = limits.refusal(of: package) { throw refusal }
        let libraries = package.targets.filter { $0.type == "regular" && !Self.isC($0, in: root) }
        switch source {
        case .trial: evolution = try LibraryEvolutionTrial(package: package, root: root, libraries: libraries).run()
        case .off: evolution = .off(libraries.map(\.name))
        case .recorded: evolution = .recorded(in: root)
        }
        let visibility = BazelVisibility(package: package, permitted: permitted)
        let data = try TestData(package: package, root: root)
        let compiler = CompilerImports(package: package)
        var rules: [(folder: String, rule: String, kind: String, label: String)] = []
        var skipped: [String] = []
        let copts = package.targets.map { Self.copts(of: $0, in: package) }
        let common = Dictionary(grouping: copts, by: { $0 }).max { $0.value.count < $1.value.count }?.key ?? []
        for (target, options) in zip(package.targets, copts) {
            if target.type == "test" {
                let why =
                    try limits.testReasons[target.name]
                    ?? (compiler.imports(of: target, in: root).contains("XCTest")
                        ? "uses XCTest, which swift_test does not run on Linux" : nil)
                guard let why else {
                    let rule = Self.swiftRule(
                        target, kind: "swift_test", copts: Self.flags(options, common: common, parseAsLibrary: false),
                        deps: Self.dependencies(of: target, named: target.targetDependencies, in: package),
                        visibility: nil,
                        extra: data.attributes(of: target.name))
                    rules.append((target.path, rule, "swift_test", Self.label(of: target)))
                    continue
                }
                skipped.append("\(target.name) (test: \(why))")
                continue
            }
            guard Self.isBuilt(target) else {
                skipped.append("\(target.name) (\(target.type))")
                continue
            }
            let visible = visibility.attribute(for: target.name)
            if target.type == "regular", Self.isC(target, in: root) {
                rules.append(
                    (target.path, Self.cLibrary(target, visibility: visible), "c_library", Self.label(of: target)))
                continue
            }
            // SwiftPM's rule: an executable of one file not named main.swift is parsed as a
            // library, so its @main type is the entry point.
            let swift = Self.files(of: target, in: root).filter { $0.hasSuffix(".swift") }
            let single = target.type == "executable" && swift.count == 1 && !swift[0].hasSuffix("/main.swift")
            let kind = target.type == "executable" ? "swift_binary" : "swift_library"
            // Library evolution where the library compiles with it; the dependencies its
            // interface does not import are private, never its importers' inputs.
            let resilient = kind == "swift_library" && evolution.builds(target.name)
            let hidden = resilient ? evolution.privateDependencies[target.name] ?? [] : []
            let extra =
                (hidden.isEmpty
                    ? []
                    : ["    private_deps = \(Self.list(Self.dependencies(of: target, named: hidden, in: package))),"])
                + (resilient ? ["    library_evolution = True,"] : [])
            rules.append(
                (
                    target.path,
                    Self.swiftRule(
                        target, kind: kind, copts: Self.flags(options, common: common, parseAsLibrary: single),
                        deps: Self.dependencies(
                            of: target, named: target.targetDependencies.filter { !hidden.contains($0) }, in: package),
                        visibility: visible, extra: extra),
                    kind,
                    Self.label(of: target)
                ))
        }
        let folders = Dictionary(grouping: rules, by: \.folder).sorted { $0.key < $1.key }
        files =
            folders.map { folder, rules in
                (
                    Self.buildFile(in: folder),
                    Self.header(loading: rules.map(\.kind)) + rules.map(\.rule).joined(separator: "\n")
                )
            } + data.buildFiles(package: package)
            + [("bazel/package.bzl", Self.packageFlags(common, skipped: skipped) + "\n" + evolution.record)]
        self.skipped = skipped
        buildLabels = rules.filter { $0.kind != "swift_test" }.map(\.label).sorted()
    }

    /// A rule's `copts`: `SWIFT_COPTS` when the target's flags are the common ones, its own list
    /// when not, and `-parse-as-library` after either when SwiftPM would parse it so.
    static func flags(_ options: [String], common: [String], parseAsLibrary: Bool) -> String {
        let extra = parseAsLibrary ? ["-parse-as-library"] : []
        guard options == common else { return list(options + extra) }
        return extra.isEmpty ? "SWIFT_COPTS" : "SWIFT_COPTS + \(list(extra))"
    }

    /// The BUILD.bazel of a folder, relative to the package.
    static func buildFile(in folder: String) -> String {
        folder.isEmpty || folder == "." ? "BUILD.bazel" : folder + "/BUILD.bazel"
    }

    /// The lines every BUILD.bazel starts with, after the tool's own (``BazelFiles/ownLine(package:)``): what it loads.
    static func header(loading kinds: [String]) -> String {
        let swiftRules = Set(kinds).subtracting(["c_library"])
        let loads =
            (swiftRules.isEmpty ? [] : [#"load("//bazel:package.bzl", "SWIFT_COPTS")"#])
            + [#"load("//bazel:swift.bzl", "# + Set(kinds).sorted().map(quoted).joined(separator: ", ") + ")"]
        return """
            # After a change to the manifest: run bazel-build-files --write again.
            \(loads.joined(separator: "\n"))


            """
    }

    /// `bazel/package.bzl`: the Swift flags most targets share, and what the files leave out.
    static func packageFlags(_ common: [String], skipped: [String]) -> String {
        let left =
            skipped.isEmpty
            ? ""
            : "\n# Not built with Bazel: " + skipped.joined(separator: ", ") + ".\n"
        return """
            # The language mode, the package (for `package` access) and the upcoming features, as in
            # the manifest: the flags most of the package's targets share.
            SWIFT_COPTS = \(list(common))

            """ + left
    }

    /// A target's label: its folder's package, and its name where the folder's differs.
    static func label(of target: PackageDump.Target) -> String {
        let folder = target.path == "." ? "" : target.path
        return "//" + folder + ((folder as NSString).lastPathComponent == target.name ? "" : ":" + target.name)
    }

    /// The swiftc flags of a target: its language mode, the package's name (for `package` access,
    /// as SwiftPM passes it) and its upcoming features.
    static func copts(of target: PackageDump.Target, in package: PackageDump) -> [String] {
        let mode = target.languageMode ?? package.languageModes.last ?? "6"
        let swift = target.settings.filter { $0.tool == "swift" && $0.appliesOnLinux && $0.configuration == nil }
        let experimental = swift.filter { $0.kind == "enableExperimentalFeature" }.compactMap(\.argument)
        let defines = swift.filter { $0.kind == "define" }.compactMap(\.argument)
        return ["-swift-version", mode, "-package-name", package.name]
            + target.upcomingFeatures.sorted().flatMap { ["-enable-upcoming-feature", $0] }
            + experimental.flatMap { ["-enable-experimental-feature", $0] } + defines.flatMap { ["-D", $0] }
    }

    /// Whether the rules build a target: a library or an executable.
    static func isBuilt(_ target: PackageDump.Target) -> Bool {
        target.type == "regular" || target.type == "executable"
    }

    /// The files of a target, relative to the package root: its `sources` or its whole folder,
    /// less what the manifest excludes.
    static func files(of target: PackageDump.Target, in root: URL) -> [String] {
        let folder = root.appendingPathComponent(target.path)
        let all = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String]) ?? []
        let excluded = target.exclude
        return all.filter { file in
            let included =
                target.sources.map { sources in
                    sources.contains { file == $0 || file.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
                } ?? true
            return included && !excluded.contains { file == $0 || file.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
        }.map { target.path + "/" + $0 }.sorted()
    }

    /// The glob of a target's files with one of `extensions`, relative to its folder: its
    /// `sources` (files or folders) or the whole folder, less what the manifest excludes.
    static func glob(_ target: PackageDump.Target, _ extensions: [String]) -> String {
        let patterns = (target.sources ?? [""]).flatMap { entry in
            extensions.contains((entry as NSString).pathExtension)
                ? [entry] : extensions.map { entry.isEmpty ? "**/*.\($0)" : "\(entry)/**/*.\($0)" }
        }
        let excluded = target.exclude.filter { !isBuildFile($0) }.flatMap { [$0, "\($0)/**"] }
        return excluded.isEmpty
            ? "glob(\(list(patterns)))" : "glob(\(list(patterns)), exclude = \(list(excluded)))"
    }

    static func swiftRule(
        _ target: PackageDump.Target, kind: String, copts: String, deps: [String], visibility: String?,
        extra: [String] = []
    ) -> String {
        var lines = [
            "    name = \(quoted(target.name)),",
            "    srcs = \(glob(target, ["swift"])),",
            "    copts = \(copts),",
        ]
        if !deps.isEmpty { lines.append("    deps = \(list(deps)),") }
        lines += extra
        lines.append("    module_name = \(quoted(PackageDump.moduleName(of: target.name))),")
        if let visibility { lines.append("    visibility = \(visibility),") }
        return "\(kind)(\n\(lines.joined(separator: "\n"))\n)\n"
    }

    static func cLibrary(_ target: PackageDump.Target, visibility: String) -> String {
        let headers = target.publicHeadersPath ?? "include"
        return """
            c_library(
                name = \(quoted(target.name)),
                srcs = \(glob(target, ["c", "h"])),
                hdrs = glob([\(quoted(headers + "/**/*.h"))]),
                includes = [\(quoted(headers))],
                module_name = \(quoted(PackageDump.moduleName(of: target.name))),
                visibility = \(visibility),
            )

            """
    }

    /// The labels of a target's dependencies `names`: `:Name` in its own folder, the full label elsewhere.
    static func dependencies(of target: PackageDump.Target, named names: [String], in package: PackageDump) -> [String]
    {
        names.map { name in
            guard let other = package.targets.first(where: { $0.name == name }), other.path != target.path else {
                return ":" + name
            }
            return label(of: other)
        }
    }

    /// Whether a path names a Bazel BUILD file, which a manifest excludes so SwiftPM does not
    /// warn of an unhandled file, and which no glob of sources matches anyway.
    static func isBuildFile(_ path: String) -> Bool {
        ["BUILD.bazel", "BUILD"].contains((path as NSString).lastPathComponent)
    }

    /// The library and executable targets whose folder will hold a BUILD.bazel their manifest
    /// entry does not exclude: SwiftPM warns of it as an unhandled file.
    static func unexcluded(in package: PackageDump) -> [String] {
        package.targets.filter { isBuilt($0) && !$0.exclude.contains(where: isBuildFile) }.map(\.name)
    }

    /// Whether a target's folder holds C sources and no Swift ones.
    static func isC(_ target: PackageDump.Target, in root: URL) -> Bool {
        let folder = root.appendingPathComponent(target.path)
        let files = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String]) ?? []
        return files.contains { $0.hasSuffix(".c") } && !files.contains { $0.hasSuffix(".swift") }
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    static func list(_ items: [String]) -> String {
        "[" + items.map(quoted).joined(separator: ", ") + "]"
    }
}
