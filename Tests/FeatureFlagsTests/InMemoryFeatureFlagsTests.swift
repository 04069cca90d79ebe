import FeatureFlagsInterface
import Testing

@testable import FeatureFlags

@Suite("InMemoryFeatureFlags")
struct InMemoryFeatureFlagsTests {
    @Test("unknown flags have the default; set flags keep their value", arguments: [true, false])
    func values(defaultValue: Bool) {
        let flags = InMemoryFeatureFlags(["preset": !defaultValue], default: defaultValue)
        #expect(flags.isEnabled("unknown") == defaultValue)
        #expect(flags.isEnabled("preset") == !defaultValue)
        flags.set("preset", enabled: defaultValue)
        #expect(flags.isEnabled("preset") == defaultValue)
    }
}
