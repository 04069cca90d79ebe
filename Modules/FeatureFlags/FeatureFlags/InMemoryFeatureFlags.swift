import FeatureFlagsInterface
import Locking

/// Feature flags held in memory; unknown flags have the default value.
final class InMemoryFeatureFlags: FeatureFlagOverriding {
    private let values: Locked<[FeatureFlag: Bool]>
    private let defaultValue: Bool

    /// Creates a provider.
    ///
    /// - Parameters:
    ///   - values: Initial values.
    ///   - defaultValue: The value of a flag nobody set; on by default.
    init(_ values: [FeatureFlag: Bool] = [:], default defaultValue: Bool = true) {
        self.values = Locked(values)
        self.defaultValue = defaultValue
    }

    func isEnabled(_ flag: FeatureFlag) -> Bool {
        values.withLock { $0[flag] } ?? defaultValue
    }

    func set(_ flag: FeatureFlag, enabled: Bool) {
        values.withLock { $0[flag] = enabled }
    }
}
