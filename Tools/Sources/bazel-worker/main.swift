// The `bazel-worker` tool: its logic and tests live in BazelKit.
import BazelKit

BazelWorkerCommand.main()
