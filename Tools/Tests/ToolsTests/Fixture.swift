import Foundation
import ToolSupport

/// A small package on disk: its `swift package dump-package` as JSON, and its sources.
struct Fixture {
    let root: URL
    let dump: PackageDump

    /// The core's interface and a feature pair on it: what most fixtures start from.
    static let profilePair: [(name: String, path: String, type: String, dependencies: [String])] = [
        ("RouterInterface", "Modules/Router/RouterInterface", "regular", []),
        ("ProfileInterface", "Modules/Profile/ProfileInterface", "regular", ["RouterInterface"]),
        ("Profile", "Modules/Profile/Profile", "regular", ["ProfileInterface", "RouterInterface"]),
    ]

    /// Writes the sources under a new temporary folder and decodes the dump.
    ///
    /// - Parameters:
    ///   - targets: Each target's name, path, kind and dependencies, in manifest order.
    ///   - sources: Each file's path and text.
    init(targets: [(name: String, path: String, type: String, dependencies: [String])], sources: [String: String])
        throws
    {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-tools-\(UUID().uuidString)")
        for (path, text) in sources {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        let settings =
            #"[{"tool": "swift", "kind": {"enableUpcomingFeature": {"_0": "InternalImportsByDefault"}}}, "#
            + #"{"tool": "swift", "kind": {"enableUpcomingFeature": {"_0": "MemberImportVisibility"}}}]"#
        let entries = targets.map { target in
            let dependencies = target.dependencies.map { #"{"byName": ["\#($0)", null]}"# }.joined(separator: ", ")
            return #"{"name": "\#(target.name)", "path": "\#(target.path)", "type": "\#(target.type)", "#
                + #""dependencies": [\#(dependencies)], "settings": \#(settings)}"#
        }
        let json =
            #"{"name": "Fixture", "targets": [\#(entries.joined(separator: ", "))], "dependencies": [], "#
            + #""swiftLanguageVersions": ["6"], "toolsVersion": {"_version": "6.1.0"}}"#
        dump = try PackageDump.decode(Data(json.utf8))
    }

    /// Removes the folder.
    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}
