public import UIToolkitInterface

/// How a destination is shown from its source. The router picks the inverse for removal.
public enum Presentation: Hashable, Sendable, CustomStringConvertible {
    /// Push onto the source's navigation stack (removal pops).
    case push
    /// Present modally, optionally wrapped in a new navigation stack (removal dismisses).
    case modal(ModalStyle, embedInNavigation: Bool)
    /// Push when the source is in a navigation stack, otherwise present full screen.
    case show
    /// Show in the detail column of the source's split container, otherwise like `show`.
    case showDetail
    /// Add as a child of the source (removal removes it from its parent).
    case child
    /// Embed in the source's view (removal removes it from its superview).
    case subview
    /// Replace the window's root (removal is refused: there is nothing to go back to).
    case setRoot
    /// A custom transition registered under this name (removal runs its inverse).
    case custom(String)

    /// A full-screen modal presentation.
    public static var modal: Presentation { .modal(.fullScreen, embedInNavigation: false) }

    /// A modal presentation in the given style.
    public static func modal(_ style: ModalStyle) -> Presentation { .modal(style, embedInNavigation: false) }

    public var description: String {
        switch self {
        case .push: "push"
        case .modal(let style, let embed): "modal(\(style)\(embed ? ", in navigation" : ""))"
        case .show: "show"
        case .showDetail: "showDetail"
        case .child: "child"
        case .subview: "subview"
        case .setRoot: "setRoot"
        case .custom(let name): "custom(\(name))"
        }
    }
}
