import Foundation
import ToolSupport

/// What a scaling run edits (`--edited`): the service every feature uses, the feature in the
/// middle of the chain (its public API in its interface when horizontal), or the layout of the
/// public struct of the service's contract, which every feature's screen model embeds (a private
/// stored property added: no importer reads it where the struct is resilient).
enum ScaleSubject: String, CaseIterable {
    case service, feature, layout

    /// The subject a record's place is.
    init(_ record: Record) {
        self = record.role.hasPrefix(Generator.middleFeatureRole) ? .feature : .service
    }
}

/// Both shapes at several sizes: a clean build, then the edits of the service every feature uses
/// and of the feature in the middle of the chain (with `--quick`, the body-only and public-API
/// edits of the one `--edited` names).
struct ScaleExperiment {
    let sizes: [Int]
    let runs: Int
    let quick: Bool
    let files: Int
    let functions: Int
    let scratch: URL
    var configuration = Sandbox.Configuration.debug
    var compilerFlags: [String] = []
    var buildSystems: [BuildSystem] = [.swiftpm]
    /// `--verify`: each edit's incremental build compared with a build from nothing (``Oracle``),
    /// with the control and the layout edits of the contract's public struct.
    var verify = false
    /// `--quick`'s subjects: the shared service (the worst case), the middle feature (the typical
    /// one), the layout of the contract's struct; in the order given.
    var edited = [ScaleSubject.service]
    /// `--shape`: the shapes measured, both by default (one when the other cannot finish in time).
    var shapes = Generator.Shape.allCases
    /// `--public-imports`: every generated import public, as the graphs were before they followed Horizon's rules.
    var publicImports = false

    /// One shape at one size on every build system, their runs taking turns: a clean build,
    /// no-op builds, then the edits, each beside what the generated package's import graph predicts.
    private func measure(_ shape: Generator.Shape, size: Int) throws -> [Record] {
        let generator = Generator(
            shape: shape, features: size, files: files, functions: functions, publicImports: publicImports)
        var lanes: [Lane] = []
        defer {
            for lane in lanes {
                lane.sandbox.shutDownBazel()
                ScratchFolder.removeItem(atPath: lane.sandbox.root.path)
                ScratchFolder.removeItem(atPath: lane.sandbox.outputBase.path)
            }
        }
        var manifest: PackageDump?
        for buildSystem in buildSystems {
            let root = scratch.appendingPathComponent("\(shape.rawValue)-\(size)-\(buildSystem.rawValue)")
            try generator.write(to: root)
            var sandbox = Sandbox(
                root: root, modules: generator.moduleNames, configuration: configuration,
                compilerFlags: compilerFlags)
            sandbox.buildSystem = buildSystem
            let dumped = try manifest ?? PackageDump.dumping(root)
            manifest = dumped
            if buildSystem.isBazel { try sandbox.writeBazelFiles(dumped) }
            for place in generator.places { try sandbox.writeProbe(nil, in: place) }
            lanes.append(Lane(sandbox: sandbox))
        }
        guard let manifest, let first = lanes.first else { return [] }
        var records = try baseline(lanes, shape: shape.rawValue, features: size, runs: runs, first: false)
        let service = generator.places[0]
        let contract = shape == .horizontal ? generator.places[1] : service
        let feature: [(Place, Edit)] = [(generator.middleFeature, .body), (generator.middleFeatureAPI, .publicAPI)]
        let structure: [(Place, Edit)] =
            try LayoutEdit.find(.structure, in: contract, of: first.sandbox.root) == nil
            ? [] : [(contract, .layoutStruct)]
        let scenarios: [(Place, Edit)] =
            quick
            ? edited.flatMap { subject -> [(Place, Edit)] in
                switch subject {
                case .service: [(service, .body), (service, .publicAPI)]
                case .feature: feature
                case .layout: structure
                }
            }
            : [.body, .declaration, .publicBody, .publicAPI].map { (service, $0) } + [(contract, .requirement)]
                + feature
        let graph = try ImportGraph(package: manifest, root: first.sandbox.root, configuration: configuration.rawValue)
        if verify {
            for index in lanes.indices {
                lanes[index].oracle = try Oracle.calibrated(lanes[index].sandbox, graph: graph)
            }
        }
        // The contract's public struct (`Service0Item`) is embedded by every feature's screen model.
        let layout: [(Place, Edit)] = try Edit.layoutEdits.compactMap { edit, kind in
            try LayoutEdit.find(kind, in: contract, of: first.sandbox.root).map { _ in (contract, edit) }
        }
        let verified =
            verify
            ? [(service, .comment), (service, .lineShift)] + scenarios
                + layout.filter { edit in !scenarios.contains { $0.1 == edit.1 } } : scenarios
        records += graph.annotated(
            try BuildTimesKit.measure(
                lanes, shape: shape.rawValue, features: size, scenarios: verified, runs: runs))
        return records
    }

    /// For each size and shape: a clean build, no-op builds, then the edits, on every build
    /// system, whose runs take turns.
    func run() throws -> [Record] {
        var records: [Record] = []
        for size in sizes {
            for shape in shapes {
                records += try measure(shape, size: size)
            }
        }
        return records
    }
}
