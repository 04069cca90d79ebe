public import HierarchyDriving
public import UIToolkitInterface

extension Screen {
    /// What the screen's content shows of the element with this identifier, as the user reads
    /// it; `nil` when the content has no such element.
    public func shown(_ id: String) -> String? {
        content.element(id)?.displayedValue
    }

    /// The identifiers of the content's elements, top to bottom (a list's own, not its rows').
    public var elementIDs: [String] {
        content.elements.map(\.id)
    }
}

extension Screen {
    /// Taps the button with this identifier through the screen's window, as the user would.
    ///
    /// - Throws: `DrivingError.toolkitFailed` when the screen is in no window a person can
    ///   drive; what the window throws.
    public func tap(_ id: String) throws(DrivingError) {
        try drivenWindow().perform(.tap(id))
    }

    /// Types into the field with this identifier through the screen's window.
    ///
    /// - Throws: `DrivingError.toolkitFailed` when the screen is in no window a person can
    ///   drive; what the window throws.
    public func type(_ text: String, into id: String) throws(DrivingError) {
        try drivenWindow().perform(.type(text, into: id))
    }

    private func drivenWindow() throws(DrivingError) -> any DrivableToolkit {
        guard let window = window as? any DrivableToolkit else {
            throw .toolkitFailed("\(name) is in no window a person can drive")
        }
        return window
    }
}
