import ArchitectureCheckKit
import Foundation
import ToolSupport

/// A real package — Horizon or any other — each place × edit on a warm scratch copy, beside
/// what its import graph predicts; and, for Horizon's shape, the horizontal assertion.
struct RealGraphExperiment {
    let package: URL
    let scratch: URL
    let manifest: PackageDump
    let options: Options

    /// Measures every scenario (three with `--quick`), prints the table and writes `--out`.
    ///
    /// - Returns: `.finding` when `--assert-horizontal` finds a concrete-module edit that
    ///   recompiled more than the module and the composition root.
    /// - Throws: ``Tool/Failure/badInput(_:)`` when `--modules` names a target the package does not build;
    ///   ``Tool/Failure/finding(_:)`` when a build fails.
    func run() throws -> Tool.Status {
        let graph = try ImportGraph(
            package: manifest, root: package, configuration: options.configuration.rawValue)
        let budget = try options.budget.map(Budget.load)
        let layout = try PackageLayout.of(package: package)
        let roots = layout.compositionRoots(in: manifest)
        let budgeted = try budget?.scenarios(in: manifest, root: package, layout: layout)
        let (places, scenarios) =
            try budgeted.map { scenarios in
                (
                    Array(Set(scenarios.map(\.place))).sorted { $0.module < $1.module },
                    scenarios.map { ($0.place, $0.edit) }
                )
            } ?? chosenScenarios()
        var report = Report(options: options)
        let (measured, verified) =
            options.verify ? try verifiedScenarios(places: places, scenarios: scenarios) : (places, scenarios)
        report.records = try measure(places: measured, scenarios: verified, graph: graph)
        // With --format json, standard output is the budget's document alone.
        let table = options.format != .json
        if table {
            print("Measured on \(report.cores) cores with \(report.toolchain), \(report.date), \(report.mode).\n")
            print(report.markdown)
            if let comparison = Comparison(records: report.records) { print("\n" + comparison.markdown) }
        }
        if let out = options.out {
            try out.write(try report.files(), flag: "--out")
            if table { print("\nwrote \(out.folder.path)/results.json and results.csv") }
        }
        guard verdict(of: report, verified: options.verify) == .success else { return .finding }
        if let budgeted, let file = options.budget {
            let budget = checkBudget(
                budgeted, records: report.records, graph: graph, roots: roots, layout: layout,
                file: file.lastPathComponent)
            switch options.format {
            case .text: print(budget.text)
            case .github: print(budget.annotations(in: file))
            case .json: print(FindingFormat.json(budget))
            }
            return budget.passed ? .success : .finding
        }
        guard options.assertHorizontal else { return .success }
        var status = Tool.Status.success
        for record in report.records where !record.role.contains("interface") && Edit.edits.contains(record.edit) {
            let allowed = Budget.allowed(
                Budget.horizontal, place: record.place, graph: graph, manifest: manifest, roots: roots,
                layout: layout)
            let extra = record.recompiled.filter { !allowed.contains($0) }
            if !extra.isEmpty {
                status = .finding
                print(
                    "✗ editing \(record.place) (\(record.edit.title)) recompiled \(extra.joined(separator: ", ")) beyond itself, its faces and the composition root"
                )
            }
        }
        if status == .success {
            print(
                "✓ every concrete-module edit recompiled only that module, its faces (the engine's, for Router) and the composition roots (\(roots.sorted().joined(separator: ", ")))"
            )
        }
        return status
    }

    /// Checks each measured set against its rule: each set beyond its budget, with the module,
    /// the edit, the set it recompiled, the budget and what went beyond it.
    private func checkBudget(
        _ scenarios: [(place: Place, edit: Edit, rule: Budget.Rule)], records: [Record], graph: ImportGraph,
        roots: Set<String>, layout: PackageLayout, file: String
    ) -> BudgetReport {
        var findings: [BudgetReport.Finding] = []
        for record in records where Edit.edits.contains(record.edit) {
            guard let rule = scenarios.first(where: { $0.place.module == record.place && $0.edit == record.edit })?.rule
            else { continue }
            let allowed = Budget.allowed(
                rule, place: record.place, graph: graph, manifest: manifest, roots: roots, layout: layout)
            let extra = record.recompiled.filter { !allowed.contains($0) }
            guard !extra.isEmpty else { continue }
            findings.append(
                BudgetReport.Finding(
                    module: record.place, edit: record.edit.title, buildSystem: record.system.title,
                    recompiled: record.recompiled, rule: rule.name, allows: rule.mayRecompile, beyond: extra))
        }
        return BudgetReport(budget: file, scenarios: scenarios.count, findings: findings)
    }

    /// With `--verify`: the places, each with its public types that other modules store
    /// (asked of the compiler, ``BorrowedLayouts``), and the scenarios: the control edit (a
    /// comment, which must change nothing) first, the control that moves lines in each place
    /// (``LineShift``), and each place's layout edits of its own public types, where it has them,
    /// the stored ones first.
    private func verifiedScenarios(places: [Place], scenarios: [(Place, Edit)]) throws -> (
        places: [Place], scenarios: [(Place, Edit)]
    ) {
        progress("asking the compiler which public types other modules store…")
        let findings: [BorrowedLayouts.Finding]
        do {
            findings = try BorrowedLayouts(package: manifest, root: package).findings(
                needing: Set(manifest.targets.map(\.name)))
        } catch {
            // Only the choice of type depends on it; the verdicts do not. The package builds (it
            // was built before): what failed is the tool's own emission of its modules one by one,
            // so the message says what the tool does instead, with the compiler's words last.
            let reason =
                ((error as? Tool.Failure)?.description ?? Tool.reason(of: error))
                .split(separator: "\n").first.map(String.init) ?? ""
            progress(
                "not known which public types other modules store, as the tool's own emission of the modules "
                    + "stopped (\(reason.replacingOccurrences(of: "error: ", with: ""))): each layout edit changes "
                    + "the first public type of its kind instead; the verdicts do not depend on the choice")
            findings = []
        }
        let stored = Dictionary(grouping: findings, by: \.borrowedModule).mapValues { Set($0.map(\.borrowedName)) }
        let marked = places.map { place in
            var marked = place
            marked.storedElsewhere = stored[place.moduleName].map { $0.sorted() }
            return marked
        }
        let byModule = Dictionary(marked.map { ($0.module, $0) }, uniquingKeysWith: { first, _ in first })
        var verified: [(Place, Edit)] = marked.first.map { [($0, .comment)] } ?? []
        verified += marked.filter { LineShift.file(in: package.appendingPathComponent($0.path)) != nil }
            .map { ($0, .lineShift) }
        verified += scenarios.map { place, edit in (byModule[place.module] ?? place, edit) }
        for place in marked {
            var found: [String] = []
            for (edit, kind) in Edit.layoutEdits {
                guard let layout = try LayoutEdit.find(kind, in: place, of: package) else { continue }
                verified.append((place, edit))
                let storedBy = findings.filter {
                    $0.borrowedModule == place.moduleName && $0.borrowedName == layout.type
                }
                found.append(
                    layout.subject
                        + (storedBy.isEmpty
                            ? ""
                            : ", stored by " + storedBy.map { "\($0.target).\($0.member)" }.joined(separator: ", ")))
            }
            progress(
                "\(place.module): layout edits of \(found.isEmpty ? "none (no public struct, enum or class to change)" : found.joined(separator: "; "))"
            )
        }
        return (marked, verified)
    }

    /// Horizon's own places, with their roles and the interface's protocol.
    private static let horizonPlaces: [(name: String, role: String, contract: String?)] = [
        ("HTTPClient", "leaf service", nil), ("Profile", "feature", nil), ("Router", "router", nil),
        ("HTTPClientInterface", "interface", "HTTPClientProtocol"), ("HorizonApp", "composition root", nil),
    ]

    /// The scenarios on a copy per build system, their runs taking turns. Measuring several
    /// build systems, each copy's first build and no-op builds are recorded too, side by side.
    private func measure(places: [Place], scenarios: [(Place, Edit)], graph: ImportGraph) throws -> [Record] {
        var lanes: [Lane] = []
        defer { for lane in lanes { lane.sandbox.shutDownBazel() } }
        for buildSystem in options.buildSystems {
            let root = scratch.appendingPathComponent(buildSystem.rawValue)
            progress("copying \(package.path) to \(root.path)")
            var sandbox = try Sandbox.copy(
                package, to: root, localPackages: try manifest.localPackageFolders(), modules: manifest.builtModules,
                configuration: options.configuration, compilerFlags: options.compilerFlags)
            sandbox.buildSystem = buildSystem
            if buildSystem.isBazel { try sandbox.writeBazelFiles(manifest) }
            for place in places { try sandbox.writeProbe(nil, in: place) }
            lanes.append(Lane(sandbox: sandbox))
        }
        var records: [Record] = []
        if lanes.count > 1 {
            records = try baseline(lanes, shape: manifest.name, features: nil, runs: options.runs, first: true)
        } else {
            for lane in lanes {
                progress("warm build (once)…")
                let warm = try lane.sandbox.build(first: true)
                progress("warm build: \(format(warm.seconds)) s, \(warm.recompiled.count) modules")
            }
        }
        if options.verify {
            for index in lanes.indices {
                lanes[index].oracle = try Oracle.calibrated(lanes[index].sandbox, graph: graph)
            }
        }
        return records
            + graph.annotated(
                try BuildTimesKit.measure(
                    lanes, shape: manifest.name, features: nil, scenarios: scenarios, runs: options.runs))
    }

    /// The places the run edits: Horizon's five, `--modules`, or every library and executable.
    func places() throws -> [Place] {
        try chosenScenarios().places
    }

    /// The places to edit and the scenarios to run on them.
    ///
    /// The places are the modules `--modules` names, every built module with `--all`, and
    /// otherwise Horizon's five places when the package has them, every built module when not.
    /// Every edit kind runs on each place (the requirement where the place has a protocol);
    /// `--quick` runs public API on each discovered place, or three of Horizon's scenarios.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when `--modules` names a target that is not built.
    private func chosenScenarios() throws -> (places: [Place], scenarios: [(Place, Edit)]) {
        let built = manifest.targets.filter { manifest.editableModules.contains(PackageDump.moduleName(of: $0.name)) }
        let byName = Dictionary(built.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let horizon = Self.horizonPlaces.compactMap { name, role, contract in
            byName[name].map { Place(module: name, role: role, path: $0.path, contract: contract) }
        }
        let isHorizon = horizon.count == Self.horizonPlaces.count
        /// A target as a place; in Horizon, one of its five keeps its role and protocol, so
        /// `--modules` runs the requirement edit on it too.
        func place(_ target: PackageDump.Target) -> Place {
            horizon.first { isHorizon && $0.module == target.name }
                ?? Place(
                    module: target.name, role: target.type == "executable" ? "executable" : "library", path: target.path
                )
        }
        if options.modules.isEmpty, !options.all, isHorizon {
            let scenarios: [(Place, Edit)] =
                options.quick
                ? [(horizon[0], .publicAPI), (horizon[1], .declaration), (horizon[2], .body)]
                : horizon.flatMap { place in Edit.applying(to: place).map { (place, $0) } }
            return (horizon, scenarios)
        }
        let places =
            try options.modules.isEmpty
            ? built.map(place)
            : options.modules.map { name in
                guard let target = byName[name] else {
                    throw Tool.Failure.badInput(
                        "--modules: the package has no built target '\(name)'; its targets are "
                            + built.map(\.name).joined(separator: ", "))
                }
                return place(target)
            }
        let scenarios: [(Place, Edit)] =
            options.quick
            ? places.map { ($0, .publicAPI) } : places.flatMap { place in Edit.applying(to: place).map { (place, $0) } }
        return (places, scenarios)
    }
}
