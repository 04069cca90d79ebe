public import LoginInterface
public import UIToolkitInterface

/// An alert for Login that records what Login puts into it: a screen, so an example can
/// present it; its button closes it as a real alert would.
@MainActor
public final class RecordingLoginAlert: Screen, LoginAlertInput {
    /// The title and message Login set.
    public private(set) var recorded: (title: String, message: String)?
    /// The buttons Login added, by title.
    public private(set) var buttons: [String] = []
    private var handlers: [@MainActor () -> Void] = []

    /// Creates an empty alert.
    public init() {
        super.init(name: "LoginAlert")
    }

    public func setContent(title: String, message: String) {
        recorded = (title, message)
        render()
    }

    public func addCancelButton(title: String, handler: @escaping @MainActor () -> Void) {
        buttons.append(title)
        handlers.append(handler)
        render()
    }

    /// The first button's action: closes the alert, then runs the button's handler.
    private func cancel() {
        try? close()
        handlers.first?()
    }

    private func render() {
        content = ScreenContent(
            title: recorded?.title ?? "LoginAlert",
            [.text("message", recorded?.message ?? "")]
                + buttons.map { title in .button(title, title) { [weak self] in self?.cancel() } })
    }
}
