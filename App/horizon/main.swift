import Foundation
import HorizonApp
import HorizonBench
import HorizonCLI
import HorizonFlows

// The executable creates the composition roots — the app and the benchmarks — and the flows,
// and hands them to the testable `CommandLineTool` in HorizonCLI, which sees them only through
// interfaces.
let tool = CommandLineTool(
    makeApp: { try ComposedApp(backend: $0, toolkit: $1) },
    benchmarks: HorizonBenchmarks(),
    flows: HorizonFlowPlayer(),
    output: { print($0) },
    errors: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
    style: CommandLineTool.standardOutputStyle)
let code = await tool.run(Array(CommandLine.arguments.dropFirst()))
exit(code)
