/// Everything the screen model refuses, mirroring what UIKit refuses (and what SwiftUI cannot show).
public enum HierarchyError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The presenter already presents a screen; dismiss it first or present from the presented one.
    case alreadyPresenting(presenter: String, presented: String)
    /// The presenter is not in a window; attach it to the window hierarchy before presenting.
    case presenterNotInWindow(String)
    /// There is nothing presented to dismiss.
    case nothingToDismiss(String)
    /// Push needs a navigation stack; embed the source in a `StackContainer` or present instead.
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
    case gestureNotApplicable(UserGesture, reason: String)
    /// The toolkit itself failed: it could not open its window, or a widget it should show is missing.
    case toolkitFailed(String)

    public var description: String {
        switch self {
        case .alreadyPresenting(let presenter, let presented):
            "\(presenter) is already presenting \(presented): dismiss it first, or present from \(presented)"
        case .presenterNotInWindow(let name):
            "\(name) is not in a window: attach it to the window hierarchy before presenting from it"
        case .nothingToDismiss(let name):
            "\(name) presents nothing and was not presented: there is nothing to dismiss"
        case .notInNavigationStack(let name):
            "\(name) is not in a navigation stack: embed it in a StackContainer, or present instead of pushing"
        case .cannotPopRoot(let name):
            "cannot pop \(name), the root of its navigation stack: use setStack to replace the root"
        case .alreadyInStack(let name):
            "\(name) is already in this navigation stack: pop back to it instead of pushing it again"
        case .alreadyInHierarchy(let name):
            "\(name) already has a place in a hierarchy: remove it from there before adding it again"
        case .cannotPushNavigationStack(let name):
            "cannot push the navigation stack \(name) onto another one: present it instead"
        case .notInContainer(let screen, let container):
            "\(screen) is not in \(container)"
        case .emptyContainer(let name):
            "\(name) needs at least one screen"
        case .tabOutOfRange(let index, let count):
            "there is no tab \(index): the container has \(count) tab\(count == 1 ? "" : "s") (0-based)"
        case .popoverWithoutAnchor(let name):
            "the popover \(name) has no anchor: name the element it points at"
        case .managedByContainer(let name):
            "\(name) manages its own children: use its push, tab or detail API instead"
        case .noParent(let name):
            "\(name) has no parent to be removed from"
        case .noSuperview(let name):
            "\(name) is not a subview of any screen"
        case .noRoot:
            "the window has no root screen: set one first"
        case .gestureNotApplicable(let gesture, let reason):
            "cannot \(gesture): \(reason)"
        case .toolkitFailed(let reason):
            reason
        }
    }
}
