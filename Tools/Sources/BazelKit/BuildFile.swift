public import Foundation
public import ToolSupport

/// A package's BUILD.bazel, written from its manifest: one rule per library and executable
/// target, with the same names, sources, dependencies and Swift settings.
///
/// - A Swift library is a `swift_library`, an executable a `swift_binary` (both in
///   `bazel/swift.bzl`, with rules_swift's attribute names); a C target is a `c_library` of
///   the same file (with rules_swift: a `cc_library` tagged `swift_module=Name`).
/// - Test targets stay with `swift test`: Swift Testing's discovery has no rule here. Plugins,
///   macros, binary and system-library targets are left out. The file lists each in a comment.
public struct BuildFile {
    /// The text of BUILD.bazel.
    public let text: String
    /// The targets left to SwiftPM, each with its kind: tests, plugins and the like.
    public let skipped: [String]

    /// The file for a package's manifest; the package's folder tells Swift targets from C ones.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` naming every target the rules cannot build as
    ///   SwiftPM does (``BazelLimits``): nothing is generated then.
    public init(package: PackageDump, root: URL) throws {
        if let refusal = BazelLimits(package: package, root: root).refusal(of: package) { throw refusal }
        var rules: [String] = []
        var skipped: [String] = []
        let copts = package.targets.map { Self.copts(of: $0, in: package) }
        let common = Dictionary(grouping: copts, by: { $0 }).max { $0.value.count < $1.value.count }?.key ?? []
        for (target, options) in zip(package.targets, copts) {
            switch target.type {
            case "regular", "executable":
                if target.type == "regular", Self.isC(target, in: root) {
                    rules.append(Self.cLibrary(target))
                } else {
                    // SwiftPM's rule: an executable of one file not named main.swift is parsed as a
                    // library, so its @main type is the entry point.
                    let swift = Self.files(of: target, in: root).filter { $0.hasSuffix(".swift") }
                    let single = target.type == "executable" && swift.count == 1 && !swift[0].hasSuffix("/main.swift")
                    let flags =
                        options == common && !single
                        ? "SWIFT_COPTS"
                        : options == common
                            ? "SWIFT_COPTS + [\"-parse-as-library\"]"
                            : Self.list(options + (single ? ["-parse-as-library"] : []))
                    rules.append(Self.swiftRule(target, copts: flags))
                }
            default:
                skipped.append("\(target.name) (\(target.type))")
            }
        }
        let header = """
            # Generated from Package.swift by bazel-build-files (Tools/Sources/BazelKit): do not edit.
            # After a change to the manifest: Scripts/bazel-build-files --write (CI checks it is current).
            # To build with rules_swift instead, load its rules here (and make each c_library a
            # cc_library tagged swift_module=Name):
            #   load("@build_bazel_rules_swift//swift:swift.bzl", "swift_binary", "swift_library")
            load("//bazel:swift.bzl", "c_library", "swift_binary", "swift_library")

            # The language mode, the package (for `package` access) and the upcoming features, as in the manifest.
            SWIFT_COPTS = \(Self.list(common))

            """
        let footer =
            skipped.isEmpty
            ? ""
            : "\n# Not built here: " + skipped.joined(separator: ", ")
                + ". Test targets run with `swift test`.\n"
        text = header + "\n" + rules.joined(separator: "\n") + footer
        self.skipped = skipped
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

    /// The glob of a target's files with one of `extensions`: its `sources` (files or folders)
    /// or its whole folder, less what the manifest excludes.
    static func glob(_ target: PackageDump.Target, _ extensions: [String]) -> String {
        let entries = (target.sources ?? [""]).map { $0.isEmpty ? target.path : target.path + "/" + $0 }
        let patterns = entries.flatMap { entry in
            extensions.contains((entry as NSString).pathExtension) ? [entry] : extensions.map { "\(entry)/**/*.\($0)" }
        }
        let excluded = target.exclude.flatMap { ["\(target.path)/\($0)", "\(target.path)/\($0)/**"] }
        return excluded.isEmpty
            ? "glob(\(list(patterns)))" : "glob(\(list(patterns)), exclude = \(list(excluded)))"
    }

    static func swiftRule(_ target: PackageDump.Target, copts: String) -> String {
        var lines = [
            "    name = \(quoted(target.name)),",
            "    srcs = \(glob(target, ["swift"])),",
            "    copts = \(copts),",
        ]
        if !target.targetDependencies.isEmpty {
            lines.append("    deps = \(list(target.targetDependencies.map { ":" + $0 })),")
        }
        lines.append("    module_name = \(quoted(PackageDump.moduleName(of: target.name))),")
        lines.append("    visibility = [\"//visibility:public\"],")
        let rule = target.type == "executable" ? "swift_binary" : "swift_library"
        return "\(rule)(\n\(lines.joined(separator: "\n"))\n)\n"
    }

    static func cLibrary(_ target: PackageDump.Target) -> String {
        let headers = target.publicHeadersPath ?? "include"
        return """
            c_library(
                name = \(quoted(target.name)),
                srcs = \(glob(target, ["c", "h"])),
                hdrs = glob([\(quoted(target.path + "/" + headers + "/**/*.h"))]),
                includes = [\(quoted(target.path + "/" + headers))],
                module_name = \(quoted(PackageDump.moduleName(of: target.name))),
                visibility = ["//visibility:public"],
            )

            """
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
