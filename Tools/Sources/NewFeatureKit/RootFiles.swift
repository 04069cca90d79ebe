// Where a composition root lists its modules and links: found by parsing the root's files.
import Foundation
import ToolSupport

/// The files of a composition root that `new-feature` edits: the one whose `entries` function
/// returns the modules' entries (`entries(backend:)` in Horizon, `entries()` in a package the
/// starter made), and the one whose `homeChildren()` returns the link tree's endpoints under
/// Home, when the root has a link tree. Each is found by the compiler's parse of the root
/// target's Swift files, so a root of another name (`--root ShopApp`, or the first of
/// `check-architecture.json`'s composition roots) works as Horizon's does.
struct RootFiles {
    /// The root Horizon's own package composes the app in.
    static let defaultRoot = "HorizonApp"

    /// The root target's name.
    let target: String
    /// The file with the `entries` function, relative to the package.
    let entries: String
    /// The `entries` function's argument labels: `["backend"]` in Horizon, none in a starter's package.
    let entriesLabels: [String]
    /// The file with `homeChildren()`, relative to the package; `nil` when the root has no link tree.
    let links: String?

    /// What `entries` is called with its labels, as a message names it: `entries(backend:)`.
    var entriesFunction: String { "entries(\(entriesLabels.map { "\($0):" }.joined()))" }

    /// Finds the files of the root target `name` in the package.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when the package has no such target, or none of its
    ///   files declares an `entries` function.
    init(root name: String, in package: PackageDump, at folder: URL) throws {
        guard let target = package.targets.first(where: { $0.name == name }) else {
            throw Tool.Failure.badInput(
                "no target '\(name)' in \(package.name): --root names the composition root, which lists the "
                    + "entries (or the first of check-architecture.json's \"composition roots\")")
        }
        let files = target.swiftFiles(in: folder).map { String($0.path.dropFirst(folder.path.count + 1)) }
        var entries: (path: String, labels: [String])?
        var links: String?
        for path in files where entries == nil || links == nil {
            let parsed = try ParsedSource(file: folder.appendingPathComponent(path), shownAs: path)
            if entries == nil, let labels = parsed.labels(ofFunction: "entries") { entries = (path, labels) }
            if links == nil, parsed.arrayBody(ofFunction: "homeChildren", labels: []) != nil { links = path }
        }
        guard let entries else {
            throw Tool.Failure.badInput(
                "no file of \(name) (\(target.path)) declares an entries function: new-feature adds the feature's "
                    + "entry to the array it returns (pass the root with --root)")
        }
        self.init(target: name, entries: entries.path, entriesLabels: entries.labels, links: links)
    }

    /// The files of a root the starter writes, by their paths.
    init(target: String, entries: String, entriesLabels: [String], links: String?) {
        self.target = target
        self.entries = entries
        self.entriesLabels = entriesLabels
        self.links = links
    }
}
