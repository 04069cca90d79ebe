// The `new-app` tool: its logic and tests live in NewFeatureKit.
import NewFeatureKit

NewAppCommand.main()
