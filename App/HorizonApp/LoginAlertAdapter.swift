import AlertInterface
import LoginInterface

/// Serves the alert Login requires with the app's alert module (ZIKRouter's module adapter):
/// Login and Alert never learn about each other; only the composition root knows both.
@MainActor
final class LoginAlertAdapter: LoginAlertInput {
    private let alert: any AlertInput

    init(alert: any AlertInput) {
        self.alert = alert
    }

    func setContent(title: String, message: String) {
        alert.title = title
        alert.message = message
    }

    func addCancelButton(title: String, handler: @escaping @MainActor () -> Void) {
        alert.addAction(title, handler: handler)
    }
}
