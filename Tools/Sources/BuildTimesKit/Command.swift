// Measures what an edit recompiles and how long the rebuild takes, on scratch copies; writes
// the generated packages of the vertical control. Its executable runs from Scripts/measure-build-times and
// Scripts/generate-graph, which make the scratch folder and remove it.
//
// usage: measure-build-times-tool real --package DIR --scratch DIR --dump FILE [--modules A,B | --all]
//                                      [--runs N] [--quick] [--out DIR] [--assert-horizontal]
//                                      [--configuration debug|release] [--disable-cmo]
//        measure-build-times-tool scale --scratch DIR --sizes 6,25 [--runs N] [--quick] [--out DIR]
//                                       [--files F] [--functions K] [--configuration C] [--disable-cmo]
//        measure-build-times-tool impact --package DIR --scratch DIR --dump FILE [--out DIR]
//                                        [--configuration debug|release] [--disable-cmo]
//        measure-build-times-tool render --dump RESULTS.json --out DIR   (a scaling run's report, again)
//        measure-build-times-tool generate --shape horizontal|vertical --features N --out DIR
//                                          [--files F] [--functions K]
import Foundation
import ToolSupport

/// The script that ran the tool, whose name prefixes its messages.
let script =
    ["impact": "rebuild-impact", "generate": "generate-graph"][CommandLine.arguments.dropFirst().first ?? ""]
    ?? "measure-build-times"

/// The package a `real` or `impact` run measures: its folder, the scratch folder and its manifest.
///
/// - Throws: ``Tool/Failure/badInput(_:)`` when a flag is missing or the dump cannot be read.
func measuredPackage(_ options: Options) throws -> (package: URL, scratch: URL, manifest: PackageDump) {
    guard let package = options.package, let scratch = options.scratch, let dump = options.dump else {
        throw Tool.Failure.badInput("\(options.command) needs --package, --scratch and --dump")
    }
    guard let data = try? Data(contentsOf: dump) else { throw Tool.Failure.badInput("cannot read \(dump.path)") }
    return (package, scratch, try PackageDump.decode(data))
}

/// The `measure-build-times` executable's work: it reads `CommandLine.arguments` and exits with the tool's status.
public enum MeasureBuildTimesCommand {
    /// Runs the tool and exits: 0 done, 1 a finding, 2 bad input (the reason on standard error).
    public static func main() -> Never {
        Tool.run(named: script) {
            let options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
            switch options.command {
            case "generate":
                guard let shape = options.shape, let features = options.features, let out = options.out else {
                    throw Tool.Failure.badInput("generate needs --shape, --features and --out")
                }
                let generator = Generator(
                    shape: shape, features: features, files: options.files, functions: options.functions)
                try Tool.writing(out.path) { try generator.write(to: out) }
                print("wrote a \(shape.rawValue) package with \(features) features to \(out.path)")
                return .success
            case "scale":
                guard let scratch = options.scratch else { throw Tool.Failure.badInput("scale needs --scratch") }
                var report = Report(options: options)
                report.records = try ScaleExperiment(
                    sizes: options.sizes, runs: options.runs, quick: options.quick, files: options.files,
                    functions: options.functions, scratch: scratch, configuration: options.configuration,
                    compilerFlags: options.compilerFlags
                ).run()
                let scale = ScaleReport(report: report)
                print(scale.markdown)
                if let out = options.out {
                    try scale.write(to: out)
                    print(
                        "wrote \(out.path)/results.json, results.csv, scaling.md and three charts (scaling-time, scaling-modules, scaling-overhead .svg)"
                    )
                }
                return .success
            case "real":
                let (package, scratch, manifest) = try measuredPackage(options)
                return try RealGraphExperiment(package: package, scratch: scratch, manifest: manifest, options: options)
                    .run()
            case "render":
                guard let results = options.dump, let out = options.out else {
                    throw Tool.Failure.badInput("render needs --dump (a scaling results.json) and --out")
                }
                guard let data = try? Data(contentsOf: results),
                    let report = try? JSONDecoder().decode(Report.self, from: data)
                else { throw Tool.Failure.badInput("cannot read \(results.path) as the results of a scaling run") }
                try ScaleReport(report: report).write(to: out)
                print("wrote \(out.path)/scaling.md and its charts from \(results.path)")
                return .success
            case "impact":
                let (package, scratch, manifest) = try measuredPackage(options)
                let impact = try RebuildImpact.measure(
                    package: package, scratch: scratch, manifest: manifest, options: options)
                print(impact.markdown)
                if let out = options.out {
                    try impact.write(to: out)
                    print("wrote \(out.path)/rebuild-impact.md, rebuild-impact.json and rebuild-impact.svg")
                }
                return .success
            default:
                throw Tool.Failure.badInput("the first argument is real, scale, impact, render or generate")
            }
        }
    }
}
