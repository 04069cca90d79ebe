// The `bazel-build-files` tool: its logic and tests live in BazelKit.
import BazelKit

BazelBuildFilesCommand.main()
