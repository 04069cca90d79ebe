import Foundation
import ToolSupport

/// The check that makes a measured skip worth quoting: after an incremental build, the same
/// tree is built from nothing at the same path, and the two builds' object files are compared
/// module by module. A module whose objects differ is **stale**: the incremental build skipped
/// work it needed (on Swift 6.3.1, SwiftPM's native build can leave an importer compiled against
/// an old struct layout: swiftlang/swift-package-manager#10502, swiftlang/swift#89636).
///
/// It holds only for builds that are deterministic: an object's code is, once the debugger's
/// data is set aside (``Sandbox/products(outputBase:)``). ``calibrated(_:)`` builds the tree
/// twice from nothing and refuses when a module differs between the two: that module is
/// non-deterministic, and no verdict on it could be trusted.
struct Oracle {
    /// A comparison of one incremental build with a clean one.
    struct Verdict: Codable, Equatable {
        /// The modules whose objects differ from the clean build's.
        let stale: [String]

        /// `same as clean`, or `stale: A, B`.
        var text: String { stale.isEmpty ? "same as clean" : "stale: \(stale.joined(separator: ", "))" }
    }

    /// Builds the sandbox, already built once from nothing, from nothing again at the same path,
    /// and checks the two builds gave the same objects.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` naming the modules that differ (non-deterministic).
    static func calibrated(_ sandbox: Sandbox) throws -> Oracle {
        let first = try sandbox.products()
        progress("\(sandbox.buildSystem.title): a second build from nothing, to check the builds are deterministic…")
        let second = try sandbox.cleanBuildProducts()
        let differing = differences(first, second)
        guard differing.isEmpty else {
            throw Tool.Failure.badInput(
                "--verify: \(differing.joined(separator: ", ")) differ between two builds from nothing of the same "
                    + "tree (non-deterministic): an incremental build cannot be compared with a clean one")
        }
        guard !first.isEmpty else {
            throw Tool.Failure.finding("--verify: no object file found after the build: nothing to compare")
        }
        progress(
            "\(sandbox.buildSystem.title): two builds from nothing gave the same objects in \(first.count) modules")
        return Oracle()
    }

    /// Compares the sandbox's last (incremental) build with a build from nothing of the same tree.
    func verdict(_ sandbox: Sandbox) throws -> Verdict {
        let incremental = try sandbox.products()
        let clean = try sandbox.cleanBuildProducts()
        let stale = Self.differences(incremental, clean)
        for module in stale {
            let (mine, theirs) = (incremental[module] ?? [:], clean[module] ?? [:])
            let files = Set(mine.keys).union(theirs.keys).filter { mine[$0] != theirs[$0] }.sorted()
            progress(
                "\(module): \(files.map { mine[$0] == nil ? "\($0) (clean only)" : theirs[$0] == nil ? "\($0) (incremental only)" : $0 }.joined(separator: ", ")) differ from the clean build's"
            )
        }
        return Verdict(stale: stale)
    }

    /// The modules whose objects differ between two builds, or that one of them lacks.
    static func differences(_ one: Products, _ other: Products) -> [String] {
        Set(one.keys).union(other.keys).filter { one[$0] != other[$0] }.sorted()
    }
}

/// With `--verify`, one line per record whose incremental build left a module stale, or one
/// line saying every build was the same as a build from nothing.
///
/// - Returns: `.finding` when any module was stale.
func verdict(of report: Report, verified: Bool) -> Tool.Status {
    guard verified else { return .success }
    let stale = report.staleRecords
    for record in stale {
        let shape = record.features.map { " \(record.shape) N=\($0)" } ?? ""
        print(
            "✗ \(record.system.title)\(shape): editing \(record.place) (\(record.edit.title)"
                + "\(record.subject.map { ": \($0)" } ?? "")) left \(record.verdict?.stale.joined(separator: ", ") ?? "") "
                + "stale: the incremental build differs from a build from nothing of the same tree; its skip is no saving"
        )
    }
    guard stale.isEmpty else { return .finding }
    print(
        "✓ every incremental build was the same as a build from nothing (\(report.records.filter { $0.verdict != nil }.count) compared)"
    )
    return .success
}
