public import LoginInterface
public import UIToolkitInterface

/// An alert for Login that records what Login puts into it: a screen, so an example can
/// present it; its button closes it as a real alert would.
@MainActor
public final class RecordingLoginAlert: Screen, LoginAlertInput {
    /// The title and message Login set.
    public private(set) var content: (title: String, message: String)?
    /// The buttons Login added, by title.
    public private(set) var buttons: [String] = []
    private var handlers: [@MainActor () -> Void] = []

    /// Creates an empty alert.
    public init() {
        super.init(name: "LoginAlert")
    }

    public func setContent(title: String, message: String) {
        content = (title, message)
        summary = "\(title): \(message)"
    }

    public func addCancelButton(title: String, handler: @escaping @MainActor () -> Void) {
        buttons.append(title)
        handlers.append(handler)
    }

    /// Taps the first button: closes the alert, then runs the button's handler.
    public func tapCancel() {
        try? close()
        handlers.first?()
    }
}
