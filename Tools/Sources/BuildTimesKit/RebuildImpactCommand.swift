// Ranks a package's modules by what an interface change of each costs in rebuilds, and names the
// modules an interface split would help most.
import Foundation
import ToolSupport

/// The `rebuild-impact` executable's work: it reads `CommandLine.arguments` and exits with the tool's status.
public enum RebuildImpactCommand {
    static let usage = """
        usage: rebuild-impact [--package-path DIR] [--out DIR] [--configuration debug|release]
                             [--disable-cmo] [--help]

        Builds a scratch copy of the package (default: the current directory;
        Scripts/rebuild-impact passes Horizon's) once from nothing, with
        `-Xswiftc -stats-output-dir`, and reads each module's compile time from the compiler's
        statistics (processor seconds of its compile jobs), then builds it three times with nothing
        changed (SwiftPM's own overhead). From the `import` lines of the library and executable
        targets (and `@_exported` re-exports) it takes each module's importers, and prints:

        - every module, ranked by what an interface change of it costs: its compile time plus its
          importers' (an upper bound: in debug the driver recompiles only the importers' files that
          use what changed);
        - the libraries an interface split would help most: with `XInterface` beside `X`, the importers
          would use the interface, and a change to `X` would recompile `X` and the composition roots
          that build it. Kinds come from names and imports: an interface (its name ends in
          `Interface`), an implementation (`XInterface` exists beside it), a composition root (an
          executable, or a module that imports an implementation), a library (anything else).

          --package-path DIR   the package (default: the current directory)
          --out DIR            also write DIR/rebuild-impact.md, .json and .svg (a bar chart of the
                               20 costliest modules); a file of those names that the
                               tool did not write there is refused before the build
          --configuration C    debug (default) or release
          --disable-cmo        with release: compile with -Xswiftc -disable-cmo

        Takes one clean build plus about 10 s. Check a prediction with measure-build-times
        --package-path DIR --modules X (it edits X's public API and measures what recompiles).
        Exits 0; 1 when the statistics are incomplete; 2 on bad input, a package that does not build
        included (the reason names your file and its first error).
        """

    /// Runs the tool and exits: 0 done, 1 a finding, 2 bad input (the reason on standard error).
    public static func main() -> Never {
        Tool.run(named: "rebuild-impact", usage: usage) { arguments in
            let options = try Options.parse(
                &arguments, accepting: ["--package-path", "--out", "--configuration", "--disable-cmo"])
            try options.out?.checkRoom(for: RebuildImpact.fileNames, flag: "--out")
            let package = try options.measuredPackage()
            let manifest = try PackageDump.dumping(package).includingLocalPackages(from: package)
                .requiringEditableModules()
            let scratch = try ScratchFolder("horizon-rebuild-impact")
            defer { scratch.remove() }
            let impact = try RebuildImpact.measure(
                package: package, scratch: scratch.url, manifest: manifest, options: options)
            print(impact.markdown)
            if let out = options.out {
                try out.write(try impact.files(), flag: "--out")
                print("wrote \(out.folder.path)/rebuild-impact.md, rebuild-impact.json and rebuild-impact.svg")
            }
            return .success
        }
    }
}
