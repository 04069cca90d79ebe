public import UIToolkitInterface

/// A sign-in screen that tells whoever opened it how sign-in ended: the composition root sets
/// `onFinish` on the screen a link opens.
@MainActor
public protocol LoginOutcomeReporting: Screen {
    /// Called once when the user signs in or cancels.
    var onFinish: (@MainActor (LoginOutcome) -> Void)? { get set }
}
