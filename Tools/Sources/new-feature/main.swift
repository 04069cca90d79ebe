// The `new-feature` tool: its logic and tests live in NewFeatureKit.
import NewFeatureKit

NewFeatureCommand.main()
