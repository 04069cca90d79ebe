import AlertInterface
import UIToolkitInterface

/// An alert: its title, its message and one button per action; a tap closes it and runs the
/// button's handler. Each button's identifier is its title, as a UI test finds an alert's buttons.
final class AlertScreen: Screen, AlertInput {
    var title = "" { didSet { render() } }
    var message = "" { didSet { render() } }
    /// The buttons, in order.
    private var actions: [(title: String, handler: @MainActor () -> Void)] = []

    init() {
        super.init(name: "Alert")
    }

    func addAction(_ title: String, handler: @escaping @MainActor () -> Void) {
        actions.append((title, handler))
        render()
    }

    /// The user taps a button: the alert closes, then the button's handler runs.
    private func tap(_ handler: @MainActor () -> Void) {
        try? close()
        handler()
    }

    private func render() {
        content = ScreenContent(
            title: title,
            [.text("message", message)]
                + actions.map { action in
                    .button(action.title, action.title) { [weak self] in self?.tap(action.handler) }
                }
        )
    }
}
