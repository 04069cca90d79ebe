import AlertInterface
import UIToolkitInterface

/// A headless alert: shows its title and buttons; a tap closes it and runs the button's handler.
final class AlertScreen: Screen, AlertScreenInput {
    var title = "" { didSet { render() } }
    var message = "" { didSet { render() } }
    /// The button labels, in order.
    private(set) var actions: [String] = []
    private var handlers: [String: @MainActor () -> Void] = [:]

    init() {
        super.init(name: "Alert")
    }

    func addAction(_ title: String, handler: @escaping @MainActor () -> Void) {
        actions.append(title)
        handlers[title] = handler
        render()
    }

    /// The user taps a button: the alert closes, then the button's handler runs.
    ///
    /// - Returns: Whether there was such a button.
    @discardableResult
    func tap(_ action: String) -> Bool {
        guard let handler = handlers[action] else { return false }
        try? close()
        handler()
        return true
    }

    private func render() {
        summary = "\(title): \(message) [\(actions.joined(separator: " | "))]"
    }
}
