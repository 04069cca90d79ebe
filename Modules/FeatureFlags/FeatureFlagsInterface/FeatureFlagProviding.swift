/// Answers whether a flag is on; features read it in `isEnabled()`.
public protocol FeatureFlagProviding: AnyObject, Sendable {
    /// Whether the flag is on.
    ///
    /// - Parameter flag: The flag.
    /// - Returns: The configured value, or the provider's default for an unknown flag.
    func isEnabled(_ flag: FeatureFlag) -> Bool
}

/// A provider whose values can be changed at run time, e.g. by a remote configuration refresh.
public protocol FeatureFlagOverriding: FeatureFlagProviding {
    /// Sets a flag.
    ///
    /// - Parameters:
    ///   - flag: The flag.
    ///   - enabled: Its new value.
    func set(_ flag: FeatureFlag, enabled: Bool)
}
