public import NavigationInterface
import RouterInterface
import UIToolkitInterface

/// How the protocols face shows a screen module: every route type of UIKit, in one enum.
public enum ScreenRouteType: Sendable, Hashable, CustomStringConvertible {
    /// Push onto the source's navigation stack; removal pops.
    case push
    /// Present full screen; removal dismisses.
    case presentModally
    /// Present as a sheet over the source; removal dismisses.
    case presentAsSheet
    /// Present as a popover pointing at a named element of the source; the anchor is required.
    case presentAsPopover(anchor: String)
    /// Push when the source is in a navigation stack, otherwise present.
    case show
    /// Show in the detail column of the source's split container, otherwise like `show`.
    case showDetail
    /// Add as a child of the source; removal removes it from its parent.
    case addAsChild
    /// Embed in the source's view; removal removes it from its superview.
    case addAsSubview
    /// Use a custom transition registered under this name; removal uses its inverse.
    case custom(String)
    /// Build and prepare the destination without showing it.
    case makeDestination

    /// The presentation this route type asks for; `nil` for `makeDestination`.
    public var presentation: Presentation? {
        switch self {
        case .push: .push
        case .presentModally: .modal(.fullScreen)
        case .presentAsSheet: .modal(.sheet)
        case .presentAsPopover(let anchor): .modal(.popover(anchor: anchor))
        case .show: .show
        case .showDetail: .showDetail
        case .addAsChild: .child
        case .addAsSubview: .subview
        case .custom(let name): .custom(name)
        case .makeDestination: nil
        }
    }

    public var description: String {
        switch self {
        case .push: "push"
        case .presentModally: "presentModally"
        case .presentAsSheet: "presentAsSheet"
        case .presentAsPopover(let anchor): "presentAsPopover(\(anchor))"
        case .show: "show"
        case .showDetail: "showDetail"
        case .addAsChild: "addAsChild"
        case .addAsSubview: "addAsSubview"
        case .custom(let name): "custom(\(name))"
        case .makeDestination: "makeDestination"
        }
    }
}
