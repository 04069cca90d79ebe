// The `build-cost` tool: its logic and tests live in BuildTimesKit.
import BuildTimesKit

BuildCostCommand.main()
