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

    @Test("a flag made from a name equals the one made from a literal, and prints its name")
    func flagName() {
        // A variable, not a literal: `FeatureFlag("…")` with a literal is the literal initializer (SE-0213).
        let name = ["new", "show", "page"].joined(separator: "_")
        let named = FeatureFlag(name)
        let literal: FeatureFlag = "new_show_page"
        #expect(named == literal && named.name == "new_show_page")
        #expect("\(named)" == "new_show_page" && named != "audio_player")
        let flags = InMemoryFeatureFlags([named: true], default: false)
        #expect(flags.isEnabled(literal))
    }
}
