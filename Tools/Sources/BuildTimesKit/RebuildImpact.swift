import ArchitectureCheckKit
import Foundation
import ToolSupport

/// What an interface change of each module of a package costs in rebuilds, and which modules
/// an interface split would help most.
///
/// One clean build on a scratch copy gives each module's compile time (``CompileTimes``); the
/// import graph gives who sees each module's API. An interface change of a module recompiles the
/// module and every importer (in debug, the importers' files that use what changed: the figure is
/// an upper bound). Split into an interface and an implementation, the importers would use the
/// interface alone, and a change in the implementation would recompile the module and the
/// composition roots that build it, no other importer.
struct RebuildImpact: Encodable {
    /// What a module is in the graph, read from names and imports alone.
    enum Kind: String, Encodable {
        /// Its name ends in `Interface`: its importers need it whole.
        case interface
        /// A module `<name>Interface` exists beside it: split already.
        case implementation
        /// An executable, or a library that imports an implementation: it builds the graph.
        case compositionRoot = "composition root"
        /// Anything else: a split candidate when modules other than composition roots import it.
        case library
    }

    /// One module's row of the report.
    struct Row: Encodable {
        let module: String
        let kind: Kind
        let lines: Int
        /// Processor seconds of the module's compile jobs in the clean build.
        let compileSeconds: Double
        /// The modules that see its API: they import it, or a module that re-exports it.
        let importers: [String]
        /// Processor seconds of the importers' compile jobs.
        let importersSeconds: Double
        /// What an interface change costs: the module and its importers, recompiled.
        let rebuildSeconds: Double
        /// What a split into an interface and an implementation would save per implementation
        /// change: its importers' compile time, the composition roots' excepted (they would
        /// still import it); `nil` for any kind but a library.
        let splitSaving: Double?
    }

    let package: String
    let configuration: Sandbox.Configuration
    let toolchain: String
    let cores: Int
    let date: String
    let cleanBuildSeconds: Double
    let noOpBuildSeconds: Double
    /// Every module, the costliest interface change first.
    let rows: [Row]

    /// Builds the report from compile times and the package's import graph.
    ///
    /// - Parameter interfaceSuffix: What ends an interface's name in the package (``PackageLayout``).
    init(
        package: PackageDump, graph: ImportGraph, compileSeconds: [String: Double], lines: [String: Int],
        build: (clean: Double, noOp: Double), configuration: Sandbox.Configuration, machine: Report,
        interfaceSuffix: String = PackageLayout.horizon.interfaceSuffix
    ) {
        let modules = Set(compileSeconds.keys)
        let implementations = modules.filter { modules.contains($0 + interfaceSuffix) }
        let roots = Set(
            package.targets.filter { $0.type == "executable" }.map { PackageDump.moduleName(of: $0.name) }
        ).union(modules.filter { !(graph.imports[$0] ?? []).isDisjoint(with: implementations) })
        func seconds(_ modules: [String]) -> Double { modules.reduce(0) { $0 + (compileSeconds[$1] ?? 0) } }
        let rows = modules.map { module in
            let importers = graph.importers(of: module).sorted()
            let kind: Kind =
                if module.hasSuffix(interfaceSuffix) {
                    .interface
                } else if implementations.contains(module) {
                    .implementation
                } else if roots.contains(module) {
                    .compositionRoot
                } else {
                    .library
                }
            let own = compileSeconds[module] ?? 0
            return Row(
                module: module, kind: kind, lines: lines[module] ?? 0, compileSeconds: own, importers: importers,
                importersSeconds: seconds(importers), rebuildSeconds: own + seconds(importers),
                splitSaving: kind == .library ? seconds(importers.filter { !roots.contains($0) }) : nil)
        }
        self.package = package.name
        self.configuration = configuration
        toolchain = machine.toolchain
        cores = machine.cores
        date = machine.date
        cleanBuildSeconds = build.clean
        noOpBuildSeconds = build.noOp
        self.rows = rows.sorted { ($0.rebuildSeconds, $1.module) > ($1.rebuildSeconds, $0.module) }
    }

    /// The modules a split would help, the largest saving first (those saving anything).
    var candidates: [Row] {
        rows.filter { ($0.splitSaving ?? 0) > 0 }.sorted { ($0.splitSaving ?? 0) > ($1.splitSaving ?? 0) }
    }

    /// Builds a scratch copy of the package from nothing, then again with compiler statistics,
    /// then three times with nothing changed; reads each module's compile time and size.
    ///
    /// The statistics come from the second build: its new flag makes every module recompile
    /// whole, with the compiler's caches warm. In the first build, the first module compiled
    /// pays for building the module cache (seconds, for a two-line module).
    ///
    /// - Throws: ``Tool/Failure/finding(_:)`` when a build fails, or the second one leaves a module
    ///   uncompiled or no statistics.
    static func measure(package: URL, scratch: URL, manifest: PackageDump, options: Options) throws -> RebuildImpact {
        let graph = try ImportGraph(
            package: manifest, root: package, configuration: options.configuration.rawValue)
        let statistics = scratch.appendingPathComponent("statistics")
        try FileManager.default.createDirectory(at: statistics, withIntermediateDirectories: true)
        progress("copying \(package.path) to \(scratch.path)")
        var sandbox = try Sandbox.copy(
            package, to: scratch.appendingPathComponent("package"), localPackages: try manifest.localPackageFolders(),
            modules: manifest.builtModules,
            configuration: options.configuration, compilerFlags: options.compilerFlags)
        progress("clean build…")
        let clean = try sandbox.build(first: true)
        progress("clean build: \(format(clean.seconds)) s, \(clean.recompiled.count) modules; again with statistics…")
        sandbox.compilerFlags += ["-stats-output-dir", statistics.path]
        let measured = try sandbox.build()
        let missed = Set(clean.recompiled).subtracting(measured.recompiled)
        guard missed.isEmpty else {
            throw Tool.Failure.finding(
                "the build with statistics did not recompile \(missed.sorted().joined(separator: ", ")): "
                    + "their compile times are unknown")
        }
        progress("every module recompiled: \(format(measured.seconds)) s; three no-op builds…")
        let noOp = Seconds(try (1...3).map { _ in try sandbox.build().seconds }).median
        var lines: [String: Int] = [:]
        for target in manifest.targets where manifest.builtModules.contains(PackageDump.moduleName(of: target.name)) {
            lines[PackageDump.moduleName(of: target.name)] = try SourceFile.all(of: target, in: package)
                .reduce(0) { $0 + $1.lines.count }
        }
        return RebuildImpact(
            package: manifest, graph: graph,
            compileSeconds: try CompileTimes.read(from: statistics, modules: manifest.builtModules), lines: lines,
            build: (clean.seconds, noOp), configuration: options.configuration, machine: Report(options: options),
            interfaceSuffix: try PackageLayout.of(package: package).interfaceSuffix)
    }
}
