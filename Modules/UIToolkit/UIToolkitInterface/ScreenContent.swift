/// What a screen shows, declared as values: a title and its elements, top to bottom.
///
/// A screen returns it from `Screen.content`; every toolkit renders it its own way (the
/// headless ones as text and values, GTK as labels, buttons, entries, switches and lists), and
/// the user's acts (`UserAction`) reach the element's action through the toolkit. On UIKit it
/// is what a view controller's view shows; on SwiftUI, what a destination view's body declares.
@MainActor
public struct ScreenContent {
    /// The title shown in the navigation bar or the window's header.
    public var title: String
    /// The elements, top to bottom.
    public var elements: [ScreenElement]

    /// Creates content.
    ///
    /// - Parameters:
    ///   - title: The title shown in the navigation bar.
    ///   - elements: The elements, top to bottom.
    public init(title: String, _ elements: [ScreenElement] = []) {
        self.title = title
        self.elements = elements
    }

    /// The element with this identifier, looked up in lists' rows too.
    public func element(_ id: String) -> ScreenElement? {
        Self.element(id, in: elements)
    }

    private static func element(_ id: String, in elements: [ScreenElement]) -> ScreenElement? {
        for element in elements {
            if element.id == id { return element }
            if case .list(let rows) = element.kind, let row = Self.element(id, in: rows) { return row }
        }
        return nil
    }
}
