import LoginInterface
import NavigationInterface
import OrderInterface
import RouterInterface
import RouterServicesInterface
import RouterValuesInterface
import UIToolkitInterface

/// The cart (the seed's page A): confirming goes to the order's summary, signing in first
/// when nobody is signed in.
final class CartScreen: Screen {
    /// The order.
    let orderNumber: Int
    /// Its price.
    let price: Double
    private let auth: any Authenticating
    private let services: any ServiceRouting
    /// What happened last, shown under the button (e.g. why sign-in did not happen).
    private(set) var status: String?

    init(orderNumber: Int, price: Double, auth: any Authenticating, services: any ServiceRouting) {
        self.orderNumber = orderNumber
        self.price = price
        self.auth = auth
        self.services = services
        super.init(name: "Cart")
        render()
    }

    /// The user taps "Confirm": straight to the summary when signed in; otherwise the sign-in
    /// form is presented in a navigation stack, with a completion that continues on success.
    private func confirm() {
        guard auth.currentAccount == nil else { return showSummary() }
        let completion: @MainActor @Sendable (LoginOutcome) -> Void = { [weak self] outcome in
            self?.signInEnded(outcome)
        }
        let info = UserInfo((LoginService.reason, "check out"), (LoginService.completion, completion))
        services.navigate(
            service: LoginService.name, task: LoginService.present, userInfo: info,
            type: .presentInNavigation(self)
        ) { [weak self] result in self?.report(result) }
    }

    /// The same, with the form created by `LoginService.createScreen`, which keeps its task
    /// completion and finishes it when the user does (the seed's Q&A variant); the cart
    /// presents the form itself, as a sheet.
    private func confirmThroughLoginTask() {
        guard auth.currentAccount == nil else { return showSummary() }
        let created = services.doTask(
            service: LoginService.name, task: LoginService.createScreen,
            userInfo: UserInfo((LoginService.reason, "check out"))
        ) { [weak self] result in
            switch result {
            case .success(let info): if let outcome = info[LoginService.outcome] { self?.signInEnded(outcome) }
            case .failure(let error):
                self?.status = "sign-in failed: \(error)"
                self?.render()
            }
        }
        do {
            guard let form = try created.get()?.value(LoginService.screen) else { return }
            try present(StackContainer([form]), style: .sheet)
        } catch {
            status = "could not show sign-in: \(error)"
            render()
        }
    }

    private func signInEnded(_ outcome: LoginOutcome) {
        switch outcome {
        case .signedIn: showSummary()
        case .cancelled(let lastError):
            status = "not signed in: " + (lastError.map { "\($0)" } ?? "cancelled")
            render()
        }
    }

    private func showSummary() {
        let info = UserInfo((OrderService.orderNumber, orderNumber), (OrderService.price, price))
        services.navigate(
            service: OrderService.name, task: OrderService.summary, userInfo: info,
            type: .pushOrPresent(self)
        ) { [weak self] result in self?.report(result) }
    }

    private func report(_ result: Result<any NavigationHandle, ServiceError>) {
        if case .failure(let error) = result { status = "\(error)" } else { status = nil }
        render()
    }

    private func render() {
        var elements: [ScreenElement] = [
            .text("order", "Order #\(orderNumber)"), .text("price", price.formatted2),
        ]
        if let status { elements.append(.text("status", status)) }
        elements += [
            .button("confirm", "Confirm") { [weak self] in self?.confirm() },
            .button("confirm-with-task", "Confirm (sign-in task)") { [weak self] in self?.confirmThroughLoginTask() },
        ]
        content = ScreenContent(title: "Cart", elements)
    }
}
