// The `interface-changes` tool: its logic and tests live in InterfaceChangesKit.
import InterfaceChangesKit

InterfaceChangesCommand.main()
