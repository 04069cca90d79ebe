// Measures what an edit recompiles and how long the rebuild takes, on a scratch copy of a
// package. Run by Scripts/measure-build-times, which makes the scratch folder and removes it.
//
// usage: measure-build-times-tool --package DIR --scratch DIR --dump FILE [--runs N] [--quick]
//                                 [--out DIR] [--assert-horizontal]
import Foundation

func fail(_ message: String, code: Int32 = 2) -> Never {
    FileHandle.standardError.write(Data("measure-build-times: \(message)\n".utf8))
    exit(code)
}

func progress(_ message: String) {
    FileHandle.standardError.write(Data("  \(message)\n".utf8))
}

struct Options {
    var package: URL?
    var scratch: URL?
    var dump: URL?
    var runs = 5
    var quick = false
    var out: URL?
    var assertHorizontal = false

    static func parse(_ arguments: [String]) -> Options {
        var options = Options()
        var words = arguments[...]
        func value(_ flag: String) -> String {
            guard let value = words.popFirst(), !value.hasPrefix("--") else { fail("\(flag) needs a value") }
            return value
        }
        while let word = words.popFirst() {
            switch word {
            case "--package": options.package = URL(fileURLWithPath: value(word))
            case "--scratch": options.scratch = URL(fileURLWithPath: value(word))
            case "--dump": options.dump = URL(fileURLWithPath: value(word))
            case "--runs":
                guard let runs = Int(value(word)), runs > 0 else { fail("--runs needs a whole number above 0") }
                options.runs = runs
            case "--quick": options.quick = true
            case "--out": options.out = URL(fileURLWithPath: value(word))
            case "--assert-horizontal": options.assertHorizontal = true
            default: fail("unknown argument '\(word)' (see Scripts/measure-build-times --help)")
            }
        }
        if options.quick { options.runs = 1 }
        return options
    }
}

/// The targets of a package: name → (path, whether it belongs to the composition root).
func targets(in dump: URL) -> [String: (path: String, isRoot: Bool)] {
    guard let data = try? Data(contentsOf: dump),
          let manifest = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          let targets = manifest["targets"] as? [[String: Any]] else { fail("cannot read the package's manifest") }
    var result: [String: (path: String, isRoot: Bool)] = [:]
    for target in targets {
        guard let name = target["name"] as? String, let path = target["path"] as? String else { continue }
        result[name] = (path, path.hasPrefix("App/"))
    }
    return result
}

let options = Options.parse(Array(CommandLine.arguments.dropFirst()))
guard let package = options.package, let scratch = options.scratch, let dump = options.dump else {
    fail("the wrapper passes --package, --scratch and --dump")
}
let table = targets(in: dump)
let compositionRoot = Set(table.filter { $0.value.isRoot }.keys)
let wanted: [(String, String)] = [("HTTPClient", "leaf service"), ("Profile", "feature"), ("Router", "router"),
                                  ("HTTPClientInterface", "interface"), ("HorizonApp", "composition root")]
let places = wanted.map { name, role -> Place in
    guard let target = table[name] else { fail("the package has no target \(name)") }
    return Place(module: name, role: role, path: target.path)
}
let scenarios: [(Place, Edit)] = options.quick
    ? [(places[0], .publicAPI), (places[1], .declaration), (places[2], .body)]
    : places.flatMap { place in Edit.applying(to: place).map { (place, $0) } }

let toolchain = (try? run(["swift", "--version"]).output.split(separator: "\n").first.map(String.init)) ?? nil
var report = Report(toolchain: toolchain ?? "unknown", cores: ProcessInfo.processInfo.activeProcessorCount,
                    date: ISO8601DateFormatter().string(from: Date()), mode: options.quick ? "quick" : "full (\(options.runs) runs)",
                    records: [])
do {
    progress("copying \(package.path) to \(scratch.path)")
    let sandbox = try Sandbox.copy(package, to: scratch)
    for place in places { try sandbox.writeProbe(nil, in: place) }
    progress("warm build (once)…")
    let warm = try sandbox.build()
    progress("warm build: \(format(warm.seconds)) s, \(warm.recompiled.count) modules")
    for (place, edit) in scenarios {
        var times: [Double] = []
        var recompiled: Set<String> = []
        for index in 1...options.runs {
            try sandbox.writeProbe(edit, in: place)
            let result = try sandbox.build()
            times.append(result.seconds)
            recompiled.formUnion(result.recompiled)
            progress("\(place.module), \(edit.title), run \(index)/\(options.runs): \(format(result.seconds)) s, recompiled \(result.recompiled.joined(separator: ", "))")
            try sandbox.writeProbe(nil, in: place)
            _ = try sandbox.build()
        }
        report.records.append(Record(shape: "horizontal", features: nil, place: place.module, role: place.role, edit: edit,
                                     recompiled: recompiled.sorted(), seconds: Seconds(times)))
    }
} catch {
    fail("\(error)", code: 1)
}

print("Measured on \(report.cores) cores with \(report.toolchain), \(report.date), \(report.mode).\n")
print(report.markdown)
if let out = options.out {
    do { try report.write(to: out) } catch { fail("cannot write \(out.path): \(error)", code: 1) }
    print("\nwrote \(out.path)/results.json and results.csv")
}
if options.assertHorizontal {
    var broken = false
    for record in report.records where !record.role.contains("interface") {
        let allowed = compositionRoot.union([record.place])
        let extra = record.recompiled.filter { !allowed.contains($0) }
        if !extra.isEmpty {
            broken = true
            print("✗ editing \(record.place) (\(record.edit.title)) recompiled \(extra.joined(separator: ", ")) beyond itself and the composition root")
        }
    }
    if broken { exit(1) }
    print("✓ every concrete-module edit recompiled only that module and the composition root (\(compositionRoot.sorted().joined(separator: ", ")))")
}
