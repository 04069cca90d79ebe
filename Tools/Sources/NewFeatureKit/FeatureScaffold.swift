// Adds a feature to a package laid out as Horizon is: whole, or not at all.
import ArchitectureCheckKit
import BazelKit
import Foundation
import ModuleGraphKit
import ToolSupport

/// The change `new-feature` makes: the feature's files, its lines in the manifest, its entry in
/// the composition root, its endpoint in the link tree, the README's module graph and the Bazel
/// files. It is made whole in a scratch copy of the package, which must load, before anything in
/// the package is touched; then the new folders and files are copied in and the edited files
/// replaced, and a failure half-way puts back what was already changed.
struct FeatureScaffold {
    /// The package's folder.
    let root: URL
    let files: FeatureFiles
    /// The composition root's two files the change edits.
    let rootFiles: RootFiles

    static let manifest = "Package.swift"
    static let readme = "README.md"

    /// Makes the change.
    ///
    /// - Returns: The paths of the package's files the change edited, beside the new ones.
    /// - Throws: ``Tool/Failure/badInput(_:)`` when a file is not of the shape the change needs, or
    ///   the changed package would not load (nothing is changed then); ``Tool/Failure/finding(_:)``
    ///   when a file cannot be written (what was changed is put back).
    func run() throws -> [String] {
        let scratch = try ScratchFolder("horizon-new-feature")
        defer { scratch.remove() }
        let copy = scratch.url.appendingPathComponent("package")
        let bazelPaths: [String]
        do {
            try copyPackage(to: copy)
            bazelPaths = try edit(into: copy)
            try verify(copy, building: scratch.url.appendingPathComponent("build"))
        } catch let failure as Tool.Failure {
            throw failure.naming(copy.path, as: root.path)
        }
        return try moveIn(from: copy, bazelPaths: bazelPaths)
    }

    /// The package without its build folders and history: what SwiftPM and Bazel read.
    private func copyPackage(to copy: URL) throws {
        try PackageCopy.copy(root, to: copy)
    }

    /// Writes the new files and the three edits into the copy, then redraws the graph and the Bazel files.
    ///
    /// - Returns: The paths of the Bazel files written, none when the package has no Bazel files.
    private func edit(into copy: URL) throws -> [String] {
        var manifest = SourceEdit(try parse(Self.manifest))
        try manifest.addStatement(files.manifestLine, afterLastCallTo: "feature")
        try manifest.addStatement(files.exampleLine, afterLastCallTo: "example")
        var composition = SourceEdit(try parse(rootFiles.entries))
        composition.addImport(files.feature.name)
        try composition.addElement(files.entryElement, toArrayOf: "entries", labels: rootFiles.entriesLabels)
        var edits = [(Self.manifest, manifest), (rootFiles.entries, composition)]
        if let linksFile = rootFiles.links {
            var links = SourceEdit(try parse(linksFile))
            links.addImport("\(files.feature.name)Interface")
            try links.addElement(files.linkElement, toArrayOf: "homeChildren", labels: [])
            edits.append((linksFile, links))
        }
        for (path, text) in files.files + edits.map({ ($0.0, $0.1.text) }) {
            let file = copy.appendingPathComponent(path)
            try Tool.writing(file.path) {
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: file, atomically: true, encoding: .utf8)
            }
        }
        let package = try PackageDump.dumping(copy)
        let readme = copy.appendingPathComponent(Self.readme).path
        if ModuleGraphBlock.isIn(readme) { try ModuleGraphBlock.write(package, into: readme) }
        guard hasBazelFiles(copy) else { return [] }
        let bazel = try bazelFiles(of: package, in: copy)
        try bazel.write(to: copy)
        return bazel.files.map(\.path)
    }

    private func parse(_ path: String) throws -> ParsedSource {
        try ParsedSource(file: root.appendingPathComponent(path), shownAs: path)
    }

    /// Whether the package builds with Bazel from files `bazel-build-files` wrote: its rule set is there.
    private func hasBazelFiles(_ package: URL) -> Bool {
        FileManager.default.fileExists(atPath: package.appendingPathComponent("bazel/swift.bzl").path)
    }

    /// The Bazel files of the package, its `visibility` by its composition roots: the one the
    /// feature is added to, then those of `bazel-build-files`' default ones (HorizonApp,
    /// HorizonBench) it has.
    private func bazelFiles(of package: PackageDump, in folder: URL) throws -> BazelFiles {
        let names = Set(package.targets.map(\.name))
        let roots =
            [rootFiles.target]
            + PermittedDependents.defaultRoots.filter { names.contains($0) && $0 != rootFiles.target }
        return try BazelFiles(package: package, root: folder, compositionRoots: roots)
    }

    /// The copy must load as SwiftPM loads it (the manifest, every target's folder and sources),
    /// and the edited Swift files must parse.
    private func verify(_ copy: URL, building scratch: URL) throws {
        for path in [rootFiles.entries] + (rootFiles.links.map { [$0] } ?? []) {
            _ = try ParsedSource(file: copy.appendingPathComponent(path), shownAs: path)
        }
        let outcome = try Subprocess.run(
            [
                "swift", "package", "--package-path", copy.path, "--scratch-path", scratch.path, "describe", "--type",
                "json",
            ],
            separateErrors: true)
        guard outcome.status == 0 else {
            let reason = BuildLog.firstError(in: outcome.errors + outcome.output) ?? "swift package describe failed"
            throw Tool.Failure.badInput(
                "the package with \(files.feature.name) would not load, so nothing was changed: \(reason)")
        }
    }

    /// Copies the new files in and replaces the edited ones; on a failure, puts back what it changed.
    private func moveIn(from copy: URL, bazelPaths: [String]) throws -> [String] {
        let manager = FileManager.default
        let isNew = { (path: String) in files.newFolders.contains { path.hasPrefix($0 + "/") } }
        let newPaths = files.newFolders + files.files.map(\.path).filter { !isNew($0) }
        let edited =
            ([Self.manifest, rootFiles.entries, Self.readme] + (rootFiles.links.map { [$0] } ?? [])
            + bazelPaths.filter { !isNew($0) })
            .filter { path in
                manager.contents(atPath: copy.appendingPathComponent(path).path)
                    != manager.contents(atPath: root.appendingPathComponent(path).path)
            }
        var created: [URL] = []
        var replaced: [(URL, Data)] = []
        do {
            for path in newPaths + edited.filter({ !manager.fileExists(atPath: root.appendingPathComponent($0).path) })
            {
                let target = root.appendingPathComponent(path)
                try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try manager.copyItem(at: copy.appendingPathComponent(path), to: target)
                created.append(target)
            }
            for path in edited where !created.contains(root.appendingPathComponent(path)) {
                let target = root.appendingPathComponent(path)
                let original = try Data(contentsOf: target)
                try Tool.replaceContents(of: target, with: try Data(contentsOf: copy.appendingPathComponent(path)))
                replaced.append((target, original))
            }
        } catch {
            for url in created.reversed() { try? manager.removeItem(at: url) }
            for (url, original) in replaced { try? Tool.replaceContents(of: url, with: original) }
            throw Tool.Failure.finding(
                "cannot write into \(root.path): \(Tool.reason(of: error)); what was written is taken back")
        }
        return edited
    }
}
