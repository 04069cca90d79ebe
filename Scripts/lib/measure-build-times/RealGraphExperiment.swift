import Foundation

/// The real package: each place × edit on a warm scratch copy, and the horizontal assertion.
struct RealGraphExperiment {
    let package: URL
    let scratch: URL
    let manifest: PackageDump
    let options: Options

    /// Measures every scenario (three with `--quick`), prints the table and writes `--out`.
    ///
    /// - Returns: `.finding` when `--assert-horizontal` finds a concrete-module edit that
    ///   recompiled more than the module and the composition root.
    /// - Throws: ``Tool/Failure/badInput(_:)`` when the package lacks a place;
    ///   ``Tool/Failure/finding(_:)`` when a build fails.
    func run() throws -> Tool.Status {
        let paths = Dictionary(manifest.targets.map { ($0.name, $0.path) }, uniquingKeysWith: { first, _ in first })
        let compositionRoot = Set(paths.filter { $0.value.hasPrefix("App/") }.keys)
        let wanted: [(String, String, String?)] = [
            ("HTTPClient", "leaf service", nil), ("Profile", "feature", nil), ("Router", "router", nil),
            ("HTTPClientInterface", "interface", "HTTPClientProtocol"),
            ("HorizonApp", "composition root", nil),
        ]
        let places = try wanted.map { name, role, contract -> Place in
            guard let path = paths[name] else { throw Tool.Failure.badInput("the package has no target \(name)") }
            return Place(module: name, role: role, path: path, contract: contract)
        }
        let scenarios: [(Place, Edit)] =
            options.quick
            ? [(places[0], .publicAPI), (places[1], .declaration), (places[2], .body)]
            : places.flatMap { place in Edit.applying(to: place).map { (place, $0) } }
        var report = Report(options: options)
        progress("copying \(package.path) to \(scratch.path)")
        let sandbox = try Sandbox.copy(package, to: scratch, modules: manifest.builtModules)
        for place in places { try sandbox.writeProbe(nil, in: place) }
        progress("warm build (once)…")
        let warm = try sandbox.build()
        progress("warm build: \(format(warm.seconds)) s, \(warm.recompiled.count) modules")
        report.records = try measure(
            sandbox, shape: "horizontal", features: nil, scenarios: scenarios, runs: options.runs)
        print("Measured on \(report.cores) cores with \(report.toolchain), \(report.date), \(report.mode).\n")
        print(report.markdown)
        if let out = options.out {
            try report.write(to: out)
            print("\nwrote \(out.path)/results.json and results.csv")
        }
        guard options.assertHorizontal else { return .success }
        var status = Tool.Status.success
        for record in report.records where !record.role.contains("interface") {
            let extra = record.recompiled.filter { !compositionRoot.union([record.place]).contains($0) }
            if !extra.isEmpty {
                status = .finding
                print(
                    "✗ editing \(record.place) (\(record.edit.title)) recompiled \(extra.joined(separator: ", ")) beyond itself and the composition root"
                )
            }
        }
        if status == .success {
            print(
                "✓ every concrete-module edit recompiled only that module and the composition root (\(compositionRoot.sorted().joined(separator: ", ")))"
            )
        }
        return status
    }
}
