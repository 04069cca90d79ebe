// One way of building `horizon` for a comparison.
public import Foundation
import ToolSupport

/// A build of `horizon` that `compare-bench` runs beside others: a configuration, library
/// evolution on or off, and the commit it is built from (the working tree when none).
///
/// Written `CONFIGURATION[+evolution][@REVISION]`: `release`, `debug+evolution`,
/// `release@HEAD~3`.
public struct BenchBuild: Hashable, Sendable {
    /// How `swift build` compiles it.
    public enum Configuration: String, Sendable, CaseIterable {
        /// `swift build -c debug`: the edit-build loop's build.
        case debug
        /// `swift build -c release`: whole-module and cross-module optimization.
        case release
    }

    /// How `swift build` compiles it.
    public let configuration: Configuration
    /// Every module compiled with `-enable-library-evolution` (resilient types, no function
    /// bodies across modules but `@inlinable` ones), as Bazel builds Horizon's libraries.
    public let libraryEvolution: Bool
    /// The commit it is built from, as given; the working tree when `nil`.
    public let revision: String?

    /// A build; see the type's description for how it is written.
    public init(configuration: Configuration, libraryEvolution: Bool = false, revision: String? = nil) {
        (self.configuration, self.libraryEvolution, self.revision) = (configuration, libraryEvolution, revision)
    }

    /// The build written as `CONFIGURATION[+evolution][@REVISION]`.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` naming what is wrong with `text`.
    public init(parsing text: String) throws {
        let parts = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        let flavour = parts[0].split(separator: "+", omittingEmptySubsequences: false)
        guard let configuration = Configuration(rawValue: String(flavour[0])) else {
            throw Tool.Failure.badInput(
                "--builds: '\(text)' does not start with debug or release (CONFIGURATION[+evolution][@REVISION])")
        }
        guard flavour.dropFirst().allSatisfy({ $0 == "evolution" }), flavour.count <= 2 else {
            throw Tool.Failure.badInput("--builds: '\(text)' may add only +evolution to its configuration")
        }
        let revision = parts.count > 1 ? String(parts[1]) : nil
        if let revision, revision.isEmpty || revision.hasPrefix("-") {
            throw Tool.Failure.badInput("--builds: '\(text)' needs a revision after @")
        }
        self.init(configuration: configuration, libraryEvolution: flavour.count == 2, revision: revision)
    }

    /// The build as it is written on the command line.
    public var name: String {
        configuration.rawValue + (libraryEvolution ? "+evolution" : "") + (revision.map { "@\($0)" } ?? "")
    }

    /// The `swift build` command that builds this build's `horizon` from `package` into `scratch`.
    public func buildCommand(package: URL, scratch: URL) -> [String] {
        [
            "swift", "build", "-c", configuration.rawValue, "--product", "horizon", "--package-path", package.path,
            "--scratch-path", scratch.path,
        ] + (libraryEvolution ? ["-Xswiftc", "-enable-library-evolution"] : [])
    }
}
