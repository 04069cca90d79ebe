public import UIToolkitInterface

/// A settings screen that lets the app decide where the user goes after signing out: the
/// composition root sets `onSignOut` to switch to the signed-out section.
@MainActor
public protocol SignOutReporting: Screen {
    /// Called when the user signs out; when `nil`, the screen closes itself.
    var onSignOut: (@MainActor () -> Void)? { get set }
}
