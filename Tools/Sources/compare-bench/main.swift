// The `compare-bench` tool: its logic and tests live in BenchComparisonKit.
import BenchComparisonKit

CompareBenchCommand.main()
