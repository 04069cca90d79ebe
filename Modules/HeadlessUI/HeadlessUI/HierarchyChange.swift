/// One change of the window hierarchy, made by code or by a user gesture.
@MainActor
public struct HierarchyChange {
    /// What happened.
    public enum Action: String, Codable, Sendable, Hashable {
        case setRoot, push, pop, setStack, present, dismiss, selectTab, setTabs
        case addChild, removeChild, addSubview, removeSubview, showDetail, removeDetail
    }

    /// What happened.
    public let action: Action
    /// Screens that entered the hierarchy (or were selected).
    public let added: [Screen]
    /// Screens that left the hierarchy.
    public let removed: [Screen]
    /// The container, presenter or host the change happened in.
    public let container: Screen?
    /// The user gesture behind the change; `nil` when code made it.
    public let gesture: Gesture?

    /// Creates a change record.
    ///
    /// - Parameters:
    ///   - action: What happened.
    ///   - added: Screens that entered the hierarchy.
    ///   - removed: Screens that left it.
    ///   - container: Where it happened.
    ///   - gesture: The user gesture behind it, if any.
    public init(action: Action, added: [Screen] = [], removed: [Screen] = [], container: Screen?, gesture: Gesture? = nil) {
        self.action = action
        self.added = added
        self.removed = removed
        self.container = container
        self.gesture = gesture
    }
}
