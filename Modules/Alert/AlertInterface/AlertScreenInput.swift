public import UIToolkitInterface

/// An alert as the person in front of it sees it: its buttons, to tap.
@MainActor
public protocol AlertScreenInput: Screen, AlertInput {
    /// The buttons' titles, in order.
    var actions: [String] { get }

    /// The user taps a button: runs its handler and dismisses the alert.
    ///
    /// - Parameter action: The button's title.
    /// - Returns: Whether the alert had that button.
    @discardableResult
    func tap(_ action: String) -> Bool
}
