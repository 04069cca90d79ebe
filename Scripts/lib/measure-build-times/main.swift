// Measures what an edit recompiles and how long the rebuild takes, on scratch copies; writes
// the generated packages of the vertical control. Run by Scripts/measure-build-times and
// Scripts/generate-graph, which make the scratch folder and remove it.
//
// usage: measure-build-times-tool real --package DIR --scratch DIR --dump FILE [--runs N] [--quick]
//                                      [--out DIR] [--assert-horizontal]
//        measure-build-times-tool scale --scratch DIR --sizes 6,25 [--runs N] [--quick] [--out DIR]
//                                       [--files F] [--functions K]
//        measure-build-times-tool generate --shape horizontal|vertical --features N --out DIR
//                                          [--files F] [--functions K]
import Foundation

Tool.run(named: "measure-build-times") {
    let options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
    switch options.command {
    case "generate":
        guard let shape = options.shape, let features = options.features, let out = options.out else {
            throw Tool.Failure.badInput("generate needs --shape, --features and --out")
        }
        let generator = Generator(shape: shape, features: features, files: options.files, functions: options.functions)
        try Tool.writing(out.path) { try generator.write(to: out) }
        print("wrote a \(shape.rawValue) package with \(features) features to \(out.path)")
        return .success
    case "scale":
        guard let scratch = options.scratch else { throw Tool.Failure.badInput("scale needs --scratch") }
        var report = Report(options: options)
        report.records = try ScaleExperiment(
            sizes: options.sizes, runs: options.runs, quick: options.quick, files: options.files,
            functions: options.functions, scratch: scratch, configuration: options.configuration
        ).run()
        let scale = ScaleReport(report: report)
        print(scale.markdown)
        if let out = options.out {
            try scale.write(to: out)
            print("wrote \(out.path)/results.json, results.csv, scaling.md, scaling-time.svg and scaling-modules.svg")
        }
        return .success
    case "real":
        guard let package = options.package, let scratch = options.scratch, let dump = options.dump else {
            throw Tool.Failure.badInput("real needs --package, --scratch and --dump")
        }
        guard let data = try? Data(contentsOf: dump) else { throw Tool.Failure.badInput("cannot read \(dump.path)") }
        return try RealGraphExperiment(
            package: package, scratch: scratch, manifest: try PackageDump.decode(data), options: options
        ).run()
    default:
        throw Tool.Failure.badInput("the first argument is real, scale or generate")
    }
}
