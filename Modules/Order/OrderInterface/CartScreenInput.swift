public import UIToolkitInterface

/// The cart (the seed's page A) as its users see it.
@MainActor
public protocol CartScreenInput: Screen {
    /// The order.
    var orderNumber: Int { get }
    /// Its price.
    var price: Double { get }
    /// What happened to the order, shown under the button.
    var status: String? { get }

    /// The user taps "Confirm": asks for sign-in when needed, then shows the summary.
    func confirm()

    /// The same, through the login task that keeps its completion until the user acts.
    func confirmThroughLoginTask()
}
