/// Everything HeadlessUI refuses, mirroring what UIKit refuses.
public enum HeadlessUIError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The presenter already presents a screen; dismiss it first or present from the presented one.
    case alreadyPresenting(presenter: String, presented: String)
    /// The presenter is not in a window; attach it to the window hierarchy before presenting.
    case presenterNotInWindow(String)
    /// There is nothing presented to dismiss.
    case nothingToDismiss(String)
    /// Push needs a navigation stack; embed the source in a `NavigationStack` or present instead.
    case notInNavigationStack(String)
    /// The root of a navigation stack cannot be popped; replace the stack with `setStack` instead.
    case cannotPopRoot(String)
    /// The screen is already in this navigation stack; pop back to it instead of pushing it again.
    case alreadyInStack(String)
    /// The screen already has a place in a hierarchy; remove it from there first.
    case alreadyInHierarchy(String)
    /// A navigation stack cannot be pushed onto another; present it instead.
    case cannotPushNavigationStack(String)
    /// The screen is not in this container.
    case notInContainer(screen: String, container: String)
    /// A navigation stack or tab container needs at least one screen.
    case emptyContainer(String)
    /// The tab index does not exist.
    case tabOutOfRange(index: Int, count: Int)
    /// A popover needs the name of the element it points at.
    case popoverWithoutAnchor(String)
    /// Containers manage their own children; use their API (push, tabs, detail) instead.
    case managedByContainer(String)
    /// The screen is not a child of any parent.
    case noParent(String)
    /// The screen is not a subview of any screen.
    case noSuperview(String)
    /// The window has no root screen.
    case noRoot
    /// The gesture cannot happen in the current hierarchy.
    case gestureNotApplicable(Gesture, reason: String)

    public var description: String {
        switch self {
        case let .alreadyPresenting(presenter, presented):
            "\(presenter) is already presenting \(presented): dismiss it first, or present from \(presented)"
        case let .presenterNotInWindow(name):
            "\(name) is not in a window: attach it to the window hierarchy before presenting from it"
        case let .nothingToDismiss(name):
            "\(name) presents nothing and was not presented: there is nothing to dismiss"
        case let .notInNavigationStack(name):
            "\(name) is not in a navigation stack: embed it in a NavigationStack, or present instead of pushing"
        case let .cannotPopRoot(name):
            "cannot pop \(name), the root of its navigation stack: use setStack to replace the root"
        case let .alreadyInStack(name):
            "\(name) is already in this navigation stack: pop back to it instead of pushing it again"
        case let .alreadyInHierarchy(name):
            "\(name) already has a place in a hierarchy: remove it from there before adding it again"
        case let .cannotPushNavigationStack(name):
            "cannot push the navigation stack \(name) onto another one: present it instead"
        case let .notInContainer(screen, container):
            "\(screen) is not in \(container)"
        case let .emptyContainer(name):
            "\(name) needs at least one screen"
        case let .tabOutOfRange(index, count):
            "there is no tab \(index): the container has \(count) tabs (0-based)"
        case let .popoverWithoutAnchor(name):
            "the popover \(name) has no anchor: name the element it points at"
        case let .managedByContainer(name):
            "\(name) manages its own children: use its push, tab or detail API instead"
        case let .noParent(name):
            "\(name) has no parent to be removed from"
        case let .noSuperview(name):
            "\(name) is not a subview of any screen"
        case .noRoot:
            "the window has no root screen: set one first"
        case let .gestureNotApplicable(gesture, reason):
            "cannot \(gesture): \(reason)"
        }
    }
}
