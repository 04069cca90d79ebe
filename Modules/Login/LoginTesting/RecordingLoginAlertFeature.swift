public import NavigationInterface
import RouterInterface
public import UIToolkitInterface

/// Builds a `RecordingLoginAlert`: what an example registers as the alert Login requires.
public struct RecordingLoginAlertFeature: Feature {
    /// Creates the feature.
    public init() {}

    public func build(from _: NoInput) throws -> Screen { RecordingLoginAlert() }
}
