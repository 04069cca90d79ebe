// The `check-architecture` tool: its logic and tests live in ArchitectureCheckKit.
import ArchitectureCheckKit

CheckArchitectureCommand.main()
