/// A lifecycle callback a screen received, in the order UIKit would deliver it.
public enum LifecycleEvent: String, Codable, Sendable, Hashable {
    /// The screen's content was created; sent once, before the first appearance.
    case didLoad
    /// The screen is about to become visible.
    case willAppear
    /// The screen became visible.
    case didAppear
    /// The screen is about to stop being visible.
    case willDisappear
    /// The screen stopped being visible.
    case didDisappear
}
