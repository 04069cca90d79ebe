// What the toolchain says of itself: the triple it compiles for, where its modules are.
public import Foundation

/// The answer of `swiftc -print-target-info`: the triple the toolchain compiles for and the
/// folders of its own modules.
public struct TargetInfo: Sendable {
    /// The target triple, `x86_64-unknown-linux-gnu` or `arm64-apple-macosx15.0`.
    public let triple: String
    /// The triple without the operating system's version, as SwiftPM names its build folder
    /// (`.build/arm64-apple-macosx`).
    public let unversionedTriple: String
    /// The folders of the toolchain's Swift modules, and its resource folder last.
    public let moduleFolders: [URL]

    /// Asks the toolchain on the PATH.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when `swiftc -print-target-info` does not answer.
    public static func current() throws -> TargetInfo {
        let outcome = try Subprocess.run(["swiftc", "-print-target-info"], separateErrors: true)
        guard outcome.status == 0,
            let info = try? JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any],
            let target = info["target"] as? [String: Any], let triple = target["triple"] as? String,
            let unversioned = target["unversionedTriple"] as? String,
            let paths = info["paths"] as? [String: Any], let resources = paths["runtimeResourcePath"] as? String
        else { throw Tool.Failure.badInput("swiftc -print-target-info did not say what the toolchain compiles for") }
        let libraries = paths["runtimeLibraryImportPaths"] as? [String] ?? []
        return TargetInfo(
            triple: triple, unversionedTriple: unversioned,
            moduleFolders: (libraries + [resources]).map { URL(fileURLWithPath: $0) })
    }
}
