// The `interface-usage` tool: its logic and tests live in InterfaceUsageKit.
import InterfaceUsageKit

InterfaceUsageCommand.main()
