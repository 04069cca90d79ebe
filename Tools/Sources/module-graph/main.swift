// The `module-graph` tool: its logic and tests live in ModuleGraphKit.
import ModuleGraphKit

ModuleGraphCommand.main()
