// Finds the entries of Bazel's remote cache that would fail a build, and removes them.
public import Foundation
import ToolSupport

/// A check of the cache folder `bazel-cache` serves: every content blob (`cas/HASH`) must hash to
/// its name, and every action result (`ac/KEY`) must be a well-formed `ActionResult` whose
/// outputs are all in `cas/` with the size and contents it names. An entry that fails would fail
/// every build that hits it (Bazel 4 does not fall back to running the action), so the check
/// lists them and, asked to, removes them: the next build runs those actions and stores them again.
///
/// Only names shaped as Bazel's are entries: a SHA-256 in lowercase hexadecimal. Any other file
/// under `ac/` or `cas/` is not the cache's, and the check neither reads nor removes it.
public struct CacheCheck {
    /// An entry that would fail a build, and why.
    public struct Finding: Equatable, Sendable {
        /// The entry's path in the cache folder: `ac/KEY` or `cas/HASH`.
        public let entry: String
        /// What is wrong with it.
        public let reason: String
    }

    /// The cache folder (`DIR/cache`).
    public let folder: URL
    /// How many action results and blobs were read.
    public let actions: Int
    public let blobs: Int
    /// The files under `ac/` and `cas/` whose names are no entry's, left alone: `ac/NAME` or `cas/NAME`.
    public let strangers: [String]
    /// The entries that would fail a build.
    public let findings: [Finding]

    /// Reads every entry of the cache in `folder`.
    ///
    /// - Throws: ``Tool/Failure/finding(_:)`` when the blobs cannot be hashed.
    public init(folder: URL) throws {
        self.folder = folder
        let manager = FileManager.default
        let all = { (kind: String) in
            ((try? manager.contentsOfDirectory(atPath: folder.appendingPathComponent(kind).path)) ?? []).sorted()
        }
        let names = { (kind: String) in all(kind).filter(Self.isEntryName) }
        strangers = ["ac", "cas"].flatMap { kind in all(kind).filter { !Self.isEntryName($0) }.map { "\(kind)/\($0)" } }
        let blobNames = names("cas")
        let hashes = try FileHashes.sha256(of: blobNames.map { folder.appendingPathComponent("cas/\($0)").path })
        var findings: [Finding] = []
        var bad: Set<String> = []
        for name in blobNames where hashes[folder.appendingPathComponent("cas/\(name)").path] != name {
            bad.insert(name)
            findings.append(Finding(entry: "cas/\(name)", reason: "its contents do not hash to its name"))
        }
        let actionNames = names("ac")
        for name in actionNames {
            let entry = "ac/\(name)"
            guard let data = manager.contents(atPath: folder.appendingPathComponent(entry).path),
                let result = try? CachedActionResult(data)
            else {
                findings.append(Finding(entry: entry, reason: "is not an action result"))
                continue
            }
            // An empty output needs no blob: Bazel neither uploads nor fetches the empty digest.
            for (output, digest) in result.outputs where digest.size > 0 {
                let blob = folder.appendingPathComponent("cas/\(digest.hash)")
                let size = (try? manager.attributesOfItem(atPath: blob.path)[.size] as? UInt64) ?? nil
                let problem: String? =
                    if size == nil {
                        "is missing from the cache"
                    } else if size != digest.size {
                        "has \(size ?? 0) bytes where the entry says \(digest.size)"
                    } else if bad.contains(digest.hash) {
                        "does not hash to its name"
                    } else {
                        nil
                    }
                if let problem {
                    findings.append(
                        Finding(
                            entry: entry, reason: "its output \(output) (cas/\(digest.hash.prefix(12))…) \(problem)"))
                    break
                }
            }
        }
        (actions, blobs, self.findings) = (actionNames.count, blobNames.count, findings)
    }

    /// Whether a name is an entry's: 64 lowercase hexadecimal digits, as Bazel names both kinds.
    static func isEntryName(_ name: String) -> Bool {
        name.utf8.count == 64 && name.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// Removes every entry found.
    public func removeFindings() {
        for finding in findings {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(finding.entry))
        }
    }
}
