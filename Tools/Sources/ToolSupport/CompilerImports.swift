// What a target's files import, as the compiler reads them under the build's conditions.
public import Foundation

/// The modules a target's Swift files import, asked of the compiler
/// (`swift-frontend -emit-imported-modules`) rather than read from the text: only the imports
/// that stand in the `#if` branches active for the build count, with the target's own defines,
/// SwiftPM's (`SWIFT_PACKAGE`, `DEBUG` in a debug build) and the compiler's platform conditions;
/// and a module's name is whatever Swift allows (`import Ünïcødé`).
///
/// What it does not know: `canImport` of a module of the package itself (no module is built
/// yet, so it is false), and defines passed through `unsafeFlags`.
public struct CompilerImports: Sendable {
    /// The configuration whose conditions apply: `debug` or `release`.
    public let configuration: String
    /// The language mode of a target that sets none: the package's latest.
    public let languageMode: String
    /// The package's traits: ``imports(of:in:)`` reads a file as a build with every trait on, so
    /// an import an opt-in trait enables counts; ``conditions(of:)`` is a default build's.
    public let traits: [String]

    /// A reader for the package's builds in `configuration`.
    public init(package: PackageDump, configuration: String = "debug") {
        self.configuration = configuration
        languageMode = package.languageModes.last ?? "5"
        traits = package.traits?.map(\.name) ?? []
    }

    /// The flags that decide how a target's files parse in this configuration: its language
    /// mode and features (Swift 6 reads `/regex/` literals), its defines and SwiftPM's, in a build
    /// with the default traits (none on) — or with every trait on, when `allTraits`.
    public func conditions(of target: PackageDump.Target, allTraits: Bool = false) -> [String] {
        let mode = target.languageMode ?? languageMode
        let upcoming = target.upcomingFeatures.sorted().flatMap { ["-enable-upcoming-feature", $0] }
        let own = target.settings.filter { $0.kind == "define" && $0.tool != "c" && $0.tool != "cxx" }
            .filter { $0.applies(to: configuration) }.compactMap(\.argument)
        let features = target.settings.filter {
            $0.kind == "enableExperimentalFeature" && $0.applies(to: configuration)
        }
        .compactMap(\.argument).flatMap { ["-enable-experimental-feature", $0] }
        return ["-swift-version", mode.split(separator: ".").first.map(String.init) ?? mode] + upcoming + features
            + (["SWIFT_PACKAGE"] + (configuration == "debug" ? ["DEBUG"] : []) + (allTraits ? traits : []) + own)
            .flatMap { ["-D", $0] }
    }

    /// Whether a target's files can read differently in a debug and a release build: it sets a
    /// define or a feature for one configuration only, or a file has an `#if` or `#elseif` that
    /// names `DEBUG` (SwiftPM defines it in debug builds).
    public static func dependsOnConfiguration(_ target: PackageDump.Target, in root: URL) -> Bool {
        if target.settings.contains(where: { $0.configuration != nil && $0.tool != "c" && $0.tool != "cxx" }) {
            return true
        }
        return target.swiftFiles(in: root).contains { file in
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { return false }
            return text.split(separator: "\n").contains { line in
                let code = line.drop { $0 == " " || $0 == "\t" }
                return (code.hasPrefix("#if") || code.hasPrefix("#elseif")) && code.contains("DEBUG")
            }
        }
    }

    /// The modules the target's Swift files import, as a set: every import of any file.
    ///
    /// - Parameters:
    ///   - target: The target, whose settings give the conditions.
    ///   - root: The package's folder.
    /// - Throws: ``Tool/Failure/badInput(_:)`` naming the file and its first error when the
    ///   compiler cannot read a file.
    public func imports(of target: PackageDump.Target, in root: URL) throws -> Set<String> {
        let files = target.swiftFiles(in: root)
        guard !files.isEmpty else { return [] }
        return Set(
            try imports(
                of: files, module: PackageDump.moduleName(of: target.name),
                conditions: conditions(of: target, allTraits: true)))
    }

    /// The modules one Swift file of a target imports under the build's conditions: for a file
    /// whose imports stand in `#if` branches, what its own active branches import.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` naming its first error when the compiler cannot read it.
    public func imports(ofFile file: URL, in target: PackageDump.Target) throws -> Set<String> {
        Set(
            try imports(
                of: [file], module: PackageDump.moduleName(of: target.name),
                conditions: conditions(of: target, allTraits: true)))
    }

    private func imports(of files: [URL], module: String, conditions: [String]) throws -> [String] {
        let outcome = try Subprocess.run(
            ["swiftc", "-frontend", "-emit-imported-modules", "-o", "-", "-module-name", module] + conditions
                + files.map(\.path), separateErrors: true)
        guard outcome.status == 0 else {
            throw Tool.Failure.badInput(
                "the compiler cannot read the imports of \(module): "
                    + (BuildLog.reason(in: outcome.errors) ?? "swift-frontend failed"))
        }
        return outcome.output.split(separator: "\n").map(String.init)
    }

    /// The Swift files under a folder, sorted.
    public static func swiftFiles(in folder: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (enumerator?.compactMap { $0 as? URL } ?? []).filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }
}
