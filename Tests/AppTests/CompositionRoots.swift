import HierarchyInspection
import HorizonApp
import HorizonAppInterface
import HorizonBench
import HorizonCLI
import HorizonFlows
import HorizonFlowsInterface
import UIToolkitInterface

/// The composition roots as the executable hands them over: the tests drive the app through
/// the same interfaces as the flows and the CLI.
@MainActor
enum CompositionRoots {
    /// Creates `ComposedApp`s.
    static var makeApp: AppMaker { { try ComposedApp(backend: $0, toolkit: $1) } }
}

extension CommandLineTool {
    /// The tool with Horizon's app and benchmarks, as `horizon` creates it.
    init(
        output: @escaping (String) -> Void, errors: @escaping (String) -> Void, input: (() -> String?)? = nil,
        style: TextTreeStyle = .plain
    ) {
        self.init(
            makeApp: CompositionRoots.makeApp, benchmarks: HorizonBenchmarks(), flows: HorizonFlowPlayer(),
            output: output, errors: errors, input: input, style: style)
    }
}

extension FlowRunner {
    /// Plays flows on Horizon's app.
    static func play(
        _ flows: [Flow], log: ((String) -> Void)? = nil, style: TextTreeStyle = .plain, toolkit: AppToolkit = .headless
    ) async -> [FlowResult] {
        await play(flows, makeApp: CompositionRoots.makeApp, log: log, style: style, toolkit: toolkit)
    }
}
