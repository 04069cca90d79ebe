// The `generate-graph` tool: its logic and tests live in BuildTimesKit.
import BuildTimesKit

GenerateGraphCommand.main()
