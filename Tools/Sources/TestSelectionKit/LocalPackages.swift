// The local packages a package depends on, and which of them a range of commits changed.
import Foundation
import ToolSupport

/// The local packages (`.package(path:)`) in the repository that a package depends on, directly
/// or through one another, and that a range of commits changed: their own files, or a local
/// package they depend on. SwiftPM builds them from their folders, so a change there reaches
/// every test that links one of their products. A local package outside the repository is not
/// followed: no commit of the repository changes it.
struct LocalPackages {
    /// A local package the range changed.
    struct Change: Equatable {
        /// Its identity, as a manifest's `.product(name:package:)` names it.
        let identity: String
        /// Its folder, relative to the package's (`../Core`).
        let path: String
        /// Its products' names.
        let products: Set<String>
        /// What changed: `3 files changed`, or `through ../Util (1 file changed)`.
        let what: String

        /// Whether a target's dependency on `product` (of the package `package`, when the
        /// manifest names it) is one on this package's product.
        func offers(_ product: String, package: String?) -> Bool {
            if let package { return package.lowercased() == identity.lowercased() }
            return products.contains(product) || product.lowercased() == identity
        }
    }

    /// The changed local packages, in the order they were found.
    let changed: [Change]

    /// Walks the local packages the package's manifest at `head` depends on.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when a local package's manifest does not load;
    ///   ``Tool/Failure/finding(_:)`` when git fails.
    init(base: String, head: String, git: Git, manifests: ManifestCache) throws {
        let prefix = try git.prefix()
        var found: [String: Change?] = [:]
        var order: [Change] = []
        /// The change of the local package at `path` (relative to the package), `nil` when it did not change.
        func visit(_ path: String, identity: String) throws -> Change? {
            if let known = found[path] { return known }
            found[path] = .some(nil)  // a cycle, which SwiftPM refuses anyway, ends here
            let own = try git.entries(["diff", "--name-only", "-z", "--no-renames", base, head, "--", path]).count
            let manifest = try manifests.manifest(at: head, in: path)
            var through: Change?
            for dependency in try manifests.localPackages(at: head, in: path) {
                let child = try git.resolvingLinks(RelativePath.normalized(path + "/" + dependency.path), at: head)
                guard Self.isInRepository(child, prefix: prefix) else { continue }
                if let change = try visit(child, identity: dependency.identity), through == nil { through = change }
            }
            var change: Change?
            if own > 0 || through != nil {
                change = Change(
                    identity: identity, path: path, products: Set((manifest.products ?? []).map(\.name)),
                    what: own > 0
                        ? "\(own) file\(own == 1 ? "" : "s") changed"
                        : "through \(through?.path ?? "") (\(through?.what ?? ""))")
            }
            found[path] = .some(change)
            if let change { order.append(change) }
            return change
        }
        for dependency in try manifests.localPackages(at: head) {
            let path = try git.resolvingLinks(RelativePath.normalized(dependency.path), at: head)
            guard Self.isInRepository(path, prefix: prefix) else { continue }
            _ = try visit(path, identity: dependency.identity)
        }
        changed = order
    }

    /// Whether a folder relative to the package (whose place in the repository is `prefix`) is in the repository.
    static func isInRepository(_ path: String, prefix: String) -> Bool {
        !path.hasPrefix("/") && !RelativePath.normalized(prefix + path).hasPrefix("..")
    }
}
