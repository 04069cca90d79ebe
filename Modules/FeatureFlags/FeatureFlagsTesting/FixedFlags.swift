public import FeatureFlagsInterface

/// Feature flags with every flag at one value.
public final class FixedFlags: FeatureFlagProviding {
    /// The value of every flag.
    public let value: Bool

    /// Creates flags that are all on, or all off.
    public init(_ value: Bool) {
        self.value = value
    }

    public func isEnabled(_ flag: FeatureFlag) -> Bool { value }
}
