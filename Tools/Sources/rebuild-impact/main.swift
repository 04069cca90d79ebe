// The `rebuild-impact` tool: its logic and tests live in BuildTimesKit.
import BuildTimesKit

RebuildImpactCommand.main()
