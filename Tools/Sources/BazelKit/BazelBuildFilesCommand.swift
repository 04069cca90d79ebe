// Writes a package's Bazel build files from its SwiftPM manifest, and checks they are current.
import Foundation
import ToolSupport

/// The `bazel-build-files` executable's work: it reads `CommandLine.arguments` and exits with the tool's status.
public enum BazelBuildFilesCommand {
    static let usage = """
        usage: bazel-build-files [--package-path DIR] [--write | --check] [--help]

        Reads the manifest of the package at DIR (default: the current directory;
        Scripts/bazel-build-files passes Horizon's) and gives it Bazel build files, one source of
        truth: BUILD.bazel, one rule per library and executable target (swift_library,
        swift_binary; cc_library for a C target), with the manifest's names, sources, dependencies
        and Swift settings; and the rule set it loads (bazel/swift.bzl, with rules_swift's
        attribute names), WORKSPACE, .bazelrc and .bazelignore. Then `bazel build //...` builds
        every library and executable. Test targets and plugins stay with SwiftPM (--write names them).
        A package whose targets the rules cannot build as SwiftPM does (other packages' products,
        binary or macro targets, C++ sources, resources, build plugins, settings the rules do not
        pass) is refused, exit 2, naming every such target and why. --write never replaces a
        WORKSPACE, .bazelrc or other file the package has of its own: it names them and stops.

          (no option)  print BUILD.bazel
          --write      write every file into the package
          --check      exit 1, naming them, when a file is missing or differs from the manifest's
        Exits 0, 1 on --check finding a file out of date, 2 on bad input.
        """

    /// Runs the tool and exits: 0 done, 1 a finding, 2 bad input (the reason on standard error).
    public static func main() -> Never {
        Tool.run(named: "bazel-build-files", usage: usage) { arguments in
            var package: URL?
            var mode = "print"
            while let word = arguments.next() {
                switch word {
                case "--package-path": package = try arguments.package(of: word)
                case "--write", "--check": mode = String(word.dropFirst(2))
                default: throw Arguments.unknown(word)
                }
            }
            let root = try package ?? Arguments.currentPackage()
            let files = try BazelFiles(package: try PackageDump.dumping(root), root: root)
            switch mode {
            case "write":
                try files.write(to: root)
                print("bazel-build-files: wrote \(files.files.map(\.path).joined(separator: ", ")) in \(root.path)")
                if !files.skipped.isEmpty {
                    print("bazel-build-files: left to SwiftPM: \(files.skipped.joined(separator: ", "))")
                }
            case "check":
                let outdated = files.outdated(in: root)
                guard outdated.isEmpty else {
                    throw Tool.Failure.finding(
                        "\(outdated.joined(separator: ", ")) out of date with Package.swift: run Scripts/bazel-build-files --write"
                    )
                }
                print("bazel-build-files: the Bazel files match Package.swift")
            default:
                print(files.files[0].text, terminator: "")
            }
            return .success
        }
    }
}
