// Where a composition root lists its modules and links: found by parsing the root's files.
import Foundation
import ToolSupport

/// The two files of a composition root that `new-feature` edits: the one whose
/// `entries(backend:)` returns the modules' entries, and the one whose `homeChildren()` returns
/// the link tree's endpoints under Home. Each is found by the compiler's parse of the root
/// target's Swift files, so a root renamed from `HorizonApp` (`--root ShopApp`) works as Horizon's does.
struct RootFiles {
    /// The root Horizon's own package composes the app in.
    static let defaultRoot = "HorizonApp"

    /// The root target's name.
    let target: String
    /// The file with `entries(backend:)`, relative to the package.
    let entries: String
    /// The file with `homeChildren()`, relative to the package.
    let links: String

    /// Finds the files of the root target `name` in the package.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when the package has no such target, or none of its
    ///   files declares one of the two functions.
    init(root name: String, in package: PackageDump, at folder: URL) throws {
        guard let target = package.targets.first(where: { $0.name == name }) else {
            throw Tool.Failure.badInput(
                "no target '\(name)' in \(package.name): new-feature adds to a package laid out as Horizon is; "
                    + "--root names its composition root, which lists the entries")
        }
        let files = target.swiftFiles(in: folder).map { String($0.path.dropFirst(folder.path.count + 1)) }
        var entries: String?
        var links: String?
        for path in files where entries == nil || links == nil {
            let parsed = try ParsedSource(file: folder.appendingPathComponent(path), shownAs: path)
            if entries == nil, parsed.arrayBody(ofFunction: "entries", labels: ["backend"]) != nil { entries = path }
            if links == nil, parsed.arrayBody(ofFunction: "homeChildren", labels: []) != nil { links = path }
        }
        guard let entries, let links else {
            let missing = entries == nil ? "entries(backend:)" : "homeChildren()"
            throw Tool.Failure.badInput(
                "no file of \(name) (\(target.path)) declares \(missing): new-feature adds the feature's "
                    + (entries == nil ? "entry" : "link") + " to the array it returns (pass the root with --root)")
        }
        self.target = name
        self.entries = entries
        self.links = links
    }
}
