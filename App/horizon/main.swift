import Foundation
import HorizonCLI

// The executable only forwards to the testable `CommandLineTool` in HorizonCLI.
let tool = CommandLineTool(
    output: { print($0) },
    errors: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
    style: CommandLineTool.standardOutputStyle)
let code = await tool.run(Array(CommandLine.arguments.dropFirst()))
exit(code)
