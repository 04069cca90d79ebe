// The `measure-build-times` tool: its logic and tests live in BuildTimesKit.
import BuildTimesKit

MeasureBuildTimesCommand.main()
