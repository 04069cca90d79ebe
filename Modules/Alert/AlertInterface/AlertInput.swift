public import RouterModulesInterface

/// An alert as its callers see it: a title, a message and buttons.
///
/// Modules that need an alert usually declare their own required protocol (such as
/// `LoginAlertInput`); the composition root adapts it to this one.
@MainActor
public protocol AlertInput: AnyObject {
    /// The bold line at the top.
    var title: String { get set }
    /// The explanation under the title.
    var message: String { get set }

    /// Adds a button; tapping it closes the alert, then runs `handler`.
    ///
    /// - Parameters:
    ///   - title: The button's label.
    ///   - handler: What the button does.
    func addAction(_ title: String, handler: @escaping @MainActor () -> Void)
}

extension Routable where Kind == ScreenModule, Destination == any AlertInput {
    /// The alert, found by its protocol.
    public init() { self.init(declaring: Destination.self) }
}
