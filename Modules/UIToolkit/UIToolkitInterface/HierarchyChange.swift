/// One change of the window hierarchy, made by code or by a user gesture.
@MainActor
public struct HierarchyChange {
    /// What happened.
    public enum Action: String, Codable, Sendable, Hashable {
        /// The window's root was replaced.
        case setRoot
        /// A screen was pushed onto a navigation stack.
        case push
        /// Screens were popped from a navigation stack (by code, back or swipe-back).
        case pop
        /// A navigation stack's screens were replaced.
        case setStack
        /// A screen was presented modally.
        case present
        /// A presented screen (and what it presented) was dismissed, by code or swipe-down.
        case dismiss
        /// A tab was selected, by code or a tab tap.
        case selectTab
        /// A tab container's tabs were replaced.
        case setTabs
        /// A child screen was added.
        case addChild
        /// A child screen was removed from its parent.
        case removeChild
        /// A screen was embedded as a subview.
        case addSubview
        /// A subview screen was removed.
        case removeSubview
        /// A split container's detail was replaced.
        case showDetail
        /// A split container's detail was removed.
        case removeDetail

        /// Whether UIKit lets the caller animate this change: push, pop, present, dismiss and the
        /// split container's detail. The others are never animated.
        public var isAnimatable: Bool {
            switch self {
            case .push, .pop, .present, .dismiss, .showDetail, .removeDetail: true
            default: false
            }
        }
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
    public let gesture: UserGesture?
    /// Whether the change was animated: what the caller asked of a push, pop, presentation,
    /// dismissal or detail; always `true` for a gesture; `false` for changes UIKit never
    /// animates (root, stack or tabs replaced, containment).
    public let animated: Bool

    /// Creates a change record.
    ///
    /// - Parameters:
    ///   - action: What happened.
    ///   - added: Screens that entered the hierarchy.
    ///   - removed: Screens that left it.
    ///   - container: Where it happened.
    ///   - gesture: The user gesture behind it, if any.
    ///   - animated: Whether it was animated; a gesture always is.
    public init(
        action: Action, added: [Screen] = [], removed: [Screen] = [], container: Screen?, gesture: UserGesture? = nil,
        animated: Bool = false
    ) {
        self.action = action
        self.added = added
        self.removed = removed
        self.container = container
        self.gesture = gesture
        self.animated = animated || gesture != nil
    }
}
