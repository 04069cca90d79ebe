// The `bazel-cache` tool: its logic and tests live in BazelKit.
import BazelKit

BazelCacheCommand.main()
