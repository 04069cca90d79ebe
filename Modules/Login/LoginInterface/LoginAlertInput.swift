public import RouterModulesInterface

/// The alert the Login module requires to report a failed sign-in.
///
/// Login declares what it needs and nothing more; the composition root serves this protocol
/// with whatever alert module the app has, through an adapter from the protocol a module
/// provides to the one a caller requires.
@MainActor
public protocol LoginAlertInput: AnyObject {
    /// Sets what the alert says.
    ///
    /// - Parameters:
    ///   - title: The headline.
    ///   - message: What went wrong and what to do.
    func setContent(title: String, message: String)

    /// Adds the button that closes the alert.
    ///
    /// - Parameters:
    ///   - title: The button's label.
    ///   - handler: Runs after the alert closed.
    func addCancelButton(title: String, handler: @escaping @MainActor () -> Void)
}

extension Routable where Kind == ScreenModule, Destination == any LoginAlertInput {
    /// The alert Login requires, found by its protocol.
    public init() { self.init(declaring: Destination.self) }
}

/// Where Login anchors its failure alert.
public enum LoginAnchor {
    /// The "Sign in" button.
    public static let signInButton = "sign-in"
}
