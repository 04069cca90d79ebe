// Writes a package's Bazel build files from its SwiftPM manifest, and checks they are current.
import ArchitectureCheckKit
import Foundation
import ToolSupport

/// The `bazel-build-files` executable's work: it reads `CommandLine.arguments` and exits with the tool's status.
public enum BazelBuildFilesCommand {
    static let usage = """
        usage: bazel-build-files [--package-path DIR] [--root NAME,NAME] [--no-library-evolution]
                                 [--write | --check] [--help]

        Reads the manifest of the package at DIR (default: the current directory;
        Scripts/bazel-build-files passes Horizon's) and gives it Bazel build files, one source of
        truth: a BUILD.bazel in each target's folder, one rule per library and executable target
        (swift_library, swift_binary; c_library for a C target) and test target (swift_test, for
        Swift Testing), with the manifest's names, sources, dependencies and Swift settings;
        bazel/package.bzl with the package's Swift flags; and the rule set they load
        (bazel/swift.bzl, with rules_swift's attribute names), WORKSPACE, .bazelrc and
        .bazelignore. Then `bazel build //...` builds every library and executable, and `bazel
        test //...` runs the tests. What a test reads at run time comes from select-tests.json (a
        folder becomes a filegroup in its data; the whole package makes the test run from the
        package's folder, never cached). Tests that import XCTest, and plugins, stay with SwiftPM
        (--write names them).
        Each target's `visibility` says who may depend on it. In a package laid out as Horizon is
        (targets under App/), it states check-architecture's rules: a concrete module is visible
        to the composition roots (--root, default: HorizonApp,HorizonBench), its own tests and its
        example; an XTesting target to tests and examples; an interface to everyone. So `bazel
        build` refuses a forbidden dependency. In any other package every target is public.
        Each library builds with library evolution where it compiles so: the tool compiles each
        as the rules will (declarations and inlinable code, in a scratch folder), with it and,
        where that fails, without it, and says in one line per library why it has not. An
        importer of a library with it compiles against its package interface, so an edit of the
        library's private or internal declarations reruns none of its importers; and the
        dependencies that interface does not import are the library's private_deps, which its
        importers never load, so an edit of one reruns no importer either. bazel/package.bzl
        records what the compiles found; --check reads it back rather than compile.
        --no-library-evolution builds every library without it (the build SwiftPM makes), for a
        measurement beside the one with it.
        A package whose targets the rules cannot build as SwiftPM does (other packages' products,
        binary or macro targets, C++ sources, resources, build plugins, settings the rules do not
        pass) is refused, exit 2, naming every such target and why. --write never replaces a
        WORKSPACE, .bazelrc or other file the package has of its own, and never writes a file
        that would hide one of them from Bazel (a BUILD.bazel beside the package's BUILD, a
        WORKSPACE beside its WORKSPACE.bazel or MODULE.bazel): it names them and stops; it
        removes the BUILD files it wrote before that the manifest no longer gives. A file is its
        own only when its first line is exactly the one it writes for this package (naming the
        package); it never enters another package's or Bazel workspace's folder inside this one.

          (no option)  print the BUILD files, each after a line naming it
          --write      write every file into the package
          --check      exit 1, naming them, when a file is missing, differs from the manifest's,
                       or is one the tool wrote that the manifest no longer gives
        Exits 0, 1 on --check finding a file out of date, 2 on bad input.
        """

    /// Runs the tool and exits: 0 done, 1 a finding, 2 bad input (the reason on standard error).
    public static func main() -> Never {
        Tool.run(named: "bazel-build-files", usage: usage) { arguments in
            var package: URL?
            var mode = "print"
            var compositionRoots = PermittedDependents.defaultRoots
            var evolution = LibraryEvolution.Source.trial
            while let word = arguments.next() {
                switch word {
                case "--no-library-evolution": evolution = .off
                case "--package-path": package = try arguments.package(of: word)
                case "--root": compositionRoots = try PermittedDependents.roots(from: &arguments, after: word)
                case "--write", "--check": mode = String(word.dropFirst(2))
                default: throw Arguments.unknown(word)
                }
            }
            let root = try package ?? Arguments.currentPackage()
            let files = try BazelFiles(
                package: try PackageDump.dumping(root), root: root, compositionRoots: compositionRoots,
                evolution: mode == "check" ? .recorded : evolution)
            switch mode {
            case "write":
                try files.write(to: root)
                print("bazel-build-files: wrote \(files.files.count) files in \(root.path): \(files.summary)")
                for line in files.evolution.lines { print("bazel-build-files: \(line)") }
                if case .off = evolution { print("bazel-build-files: every library builds without library evolution") }
                if !files.skipped.isEmpty {
                    print("bazel-build-files: left to SwiftPM: \(files.skipped.joined(separator: ", "))")
                }
                if !files.unexcluded.isEmpty {
                    print(
                        "bazel-build-files: SwiftPM warns of the BUILD.bazel in \(files.unexcluded.count) target folder(s) "
                            + "as an unhandled file until each target says exclude: [\"BUILD.bazel\"] "
                            + "(\(files.unexcluded.prefix(3).joined(separator: ", "))\(files.unexcluded.count > 3 ? ", …" : ""))"
                    )
                }
            case "check":
                let outdated = files.outdated(in: root)
                guard outdated.isEmpty else {
                    throw Tool.Failure.finding(
                        "\(outdated.joined(separator: ", ")) out of date with Package.swift: run bazel-build-files --write"
                    )
                }
                print("bazel-build-files: the Bazel files match Package.swift")
            default:
                for (path, text) in files.files where path.hasSuffix("BUILD.bazel") {
                    print("# --- \(path)\n\(text)")
                }
            }
            return .success
        }
    }
}
