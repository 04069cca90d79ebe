// Writes the vertical control of the build-time experiments, or its horizontal twin: a package of
// the same shape as Horizon (shared services, N features, a composition root).
import Foundation
import ToolSupport

/// The `generate-graph` executable's work: it reads `CommandLine.arguments` and exits with the tool's status.
public enum GenerateGraphCommand {
    static let usage = """
        usage: generate-graph --shape horizontal|vertical --features N --out DIR
                              [--files F] [--functions K] [--public-imports] [--help]

          --shape horizontal  every service and feature is a pair, ServiceInterface + Service; features
                              import only interfaces (Horizon's shape)
          --shape vertical    no interface targets: features import the concrete services and the
                              previous feature directly
          --features N        features (at least 2); each uses the 3 services and the previous feature
          --files F           source files per module (default 4)
          --functions K       functions per file (default 8, about six lines each)
          --out DIR           where to write the package (created; must not exist)
          --public-imports    every import public, no upcoming features (the graphs as generated
                              before 2026-12-02). By default each target follows Horizon's rules:
                              InternalImportsByDefault and MemberImportVisibility, and a module
                              imports `public` only what its public API names (a live service, its
                              interface; a feature, nothing)
        Build it with `swift build --package-path DIR`. Exits 0, 1 when DIR cannot be written, 2 on
        bad input.
        """

    /// Runs the tool and exits: 0 done, 1 a finding, 2 bad input (the reason on standard error).
    public static func main() -> Never {
        Tool.run(named: "generate-graph", usage: usage) { arguments in
            var out: URL?
            var flags: [String] = []
            while let word = arguments.next() {
                if word == "--out" {
                    out = URL(fileURLWithPath: try arguments.value(of: word, "a directory")).standardizedFileURL
                } else {
                    flags.append(word)
                }
            }
            var rest = Arguments(flags)
            let options = try Options.parse(
                &rest, accepting: ["--shape", "--features", "--files", "--functions", "--public-imports"])
            guard let out else { throw Tool.Failure.badInput("--out is required (see --help)") }
            guard !FileManager.default.fileExists(atPath: out.path) else {
                throw Tool.Failure.badInput("'\(out.path)' exists: choose a new folder")
            }
            guard let shape = options.shape, let features = options.features else {
                throw Tool.Failure.badInput("--shape and --features are required (see --help)")
            }
            let generator = Generator(
                shape: shape, features: features, files: options.files, functions: options.functions,
                publicImports: options.publicImports)
            try Tool.writing(out.path) { try generator.write(to: out) }
            print("wrote a \(shape.rawValue) package with \(features) features to \(out.path)")
            return .success
        }
    }
}
