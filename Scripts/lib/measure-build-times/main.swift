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

func fail(_ message: String, code: Int32 = 2) -> Never {
    FileHandle.standardError.write(Data("measure-build-times: \(message)\n".utf8))
    exit(code)
}

struct Options {
    var command = ""
    var package: URL?
    var scratch: URL?
    var dump: URL?
    var out: URL?
    var runs = 5
    var quick = false
    var assertHorizontal = false
    var sizes = [6, 25, 50, 100]
    var shape: Generator.Shape?
    var features: Int?
    var files = 4
    var functions = 8

    static func parse(_ arguments: [String]) -> Options {
        var options = Options()
        var words = arguments[...]
        options.command = words.popFirst() ?? ""
        func value(_ flag: String) -> String {
            guard let value = words.popFirst(), !value.hasPrefix("--") else { fail("\(flag) needs a value") }
            return value
        }
        func number(_ flag: String) -> Int {
            guard let number = Int(value(flag)), number > 0 else { fail("\(flag) needs a whole number above 0") }
            return number
        }
        while let word = words.popFirst() {
            switch word {
            case "--package": options.package = URL(fileURLWithPath: value(word))
            case "--scratch": options.scratch = URL(fileURLWithPath: value(word))
            case "--dump": options.dump = URL(fileURLWithPath: value(word))
            case "--out": options.out = URL(fileURLWithPath: value(word))
            case "--runs": options.runs = number(word)
            case "--quick": options.quick = true
            case "--assert-horizontal": options.assertHorizontal = true
            case "--sizes":
                let text = value(word)
                let parts = text.split(separator: ",", omittingEmptySubsequences: false)
                let sizes = parts.compactMap { Int($0) }.filter { $0 > 1 }
                guard !parts.isEmpty, sizes.count == parts.count else {
                    fail("the sizes (--scale) need whole numbers above 1, separated by single commas, such as 6,25,50,100 (got '\(text)')")
                }
                options.sizes = sizes
            case "--shape":
                guard let shape = Generator.Shape(rawValue: value(word)) else { fail("--shape is horizontal or vertical") }
                options.shape = shape
            case "--features":
                let features = number(word)
                guard features > 1 else { fail("--features needs at least 2") }
                options.features = features
            case "--files": options.files = number(word)
            case "--functions": options.functions = number(word)
            default: fail("unknown argument '\(word)' (see --help)")
            }
        }
        if options.quick { options.runs = 1 }
        return options
    }
}

let options = Options.parse(Array(CommandLine.arguments.dropFirst()))

func newReport() -> Report {
    let toolchain = (try? run(["swift", "--version"]).output.split(separator: "\n").first.map(String.init)) ?? nil
    return Report(toolchain: toolchain ?? "unknown", cores: ProcessInfo.processInfo.activeProcessorCount,
                  date: ISO8601DateFormatter().string(from: Date()), mode: options.quick ? "quick (1 run)" : "\(options.runs) runs per scenario",
                  records: [])
}

switch options.command {
case "generate":
    guard let shape = options.shape, let features = options.features, let out = options.out else {
        fail("generate needs --shape, --features and --out")
    }
    do {
        try Generator(shape: shape, features: features, files: options.files, functions: options.functions).write(to: out)
    } catch {
        fail("cannot write \(out.path): \(error)", code: 1)
    }
    print("wrote a \(shape.rawValue) package with \(features) features to \(out.path)")
case "scale":
    guard let scratch = options.scratch else { fail("scale needs --scratch") }
    var report = newReport()
    do {
        report.records = try ScaleExperiment(sizes: options.sizes, runs: options.runs, quick: options.quick, files: options.files,
                                             functions: options.functions, scratch: scratch).run()
        let scale = ScaleReport(report: report)
        print(scale.markdown)
        if let out = options.out {
            try scale.write(to: out)
            print("wrote \(out.path)/results.json, results.csv, scaling.md, scaling-time.svg and scaling-modules.svg")
        }
    } catch {
        fail("\(error)", code: 1)
    }
case "real":
    guard let package = options.package, let scratch = options.scratch, let dump = options.dump else {
        fail("real needs --package, --scratch and --dump")
    }
    measureRealGraph(package: package, scratch: scratch, dump: dump)
default:
    fail("the first argument is real, scale or generate")
}

/// The real package's places, each edit, and the horizontal assertion.
func measureRealGraph(package: URL, scratch: URL, dump: URL) {
    guard let data = try? Data(contentsOf: dump),
          let manifest = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          let targets = manifest["targets"] as? [[String: Any]] else { fail("cannot read the package's manifest") }
    var paths: [String: String] = [:]
    for target in targets {
        if let name = target["name"] as? String, let path = target["path"] as? String { paths[name] = path }
    }
    let compositionRoot = Set(paths.filter { $0.value.hasPrefix("App/") }.keys)
    let wanted: [(String, String, String?)] = [("HTTPClient", "leaf service", nil), ("Profile", "feature", nil), ("Router", "router", nil),
                                                ("HTTPClientInterface", "interface", "HTTPClientProtocol"),
                                                ("HorizonApp", "composition root", nil)]
    let places = wanted.map { name, role, contract -> Place in
        guard let path = paths[name] else { fail("the package has no target \(name)") }
        return Place(module: name, role: role, path: path, contract: contract)
    }
    let scenarios: [(Place, Edit)] = options.quick
        ? [(places[0], .publicAPI), (places[1], .declaration), (places[2], .body)]
        : places.flatMap { place in Edit.applying(to: place).map { (place, $0) } }
    var report = newReport()
    do {
        progress("copying \(package.path) to \(scratch.path)")
        let sandbox = try Sandbox.copy(package, to: scratch)
        for place in places { try sandbox.writeProbe(nil, in: place) }
        progress("warm build (once)…")
        let warm = try sandbox.build()
        progress("warm build: \(format(warm.seconds)) s, \(warm.recompiled.count) modules")
        report.records = try measure(sandbox, shape: "horizontal", features: nil, scenarios: scenarios, runs: options.runs)
    } catch {
        fail("\(error)", code: 1)
    }
    print("Measured on \(report.cores) cores with \(report.toolchain), \(report.date), \(report.mode).\n")
    print(report.markdown)
    if let out = options.out {
        do { try report.write(to: out) } catch { fail("cannot write \(out.path): \(error)", code: 1) }
        print("\nwrote \(out.path)/results.json and results.csv")
    }
    guard options.assertHorizontal else { return }
    var broken = false
    for record in report.records where !record.role.contains("interface") {
        let extra = record.recompiled.filter { !compositionRoot.union([record.place]).contains($0) }
        if !extra.isEmpty {
            broken = true
            print("✗ editing \(record.place) (\(record.edit.title)) recompiled \(extra.joined(separator: ", ")) beyond itself and the composition root")
        }
    }
    if broken { exit(1) }
    print("✓ every concrete-module edit recompiled only that module and the composition root (\(compositionRoot.sorted().joined(separator: ", ")))")
}
