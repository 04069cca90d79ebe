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
    /// - Throws: `HierarchyError.noRoot` when the screen is in no window; what the window throws.
    public func tap(_ id: String) throws(HierarchyError) {
        guard let window else { throw .noRoot }
        try window.perform(.tap(id))
    }

    /// Types into the field with this identifier through the screen's window.
    ///
    /// - Throws: `HierarchyError.noRoot` when the screen is in no window; what the window throws.
    public func type(_ text: String, into id: String) throws(HierarchyError) {
        guard let window else { throw .noRoot }
        try window.perform(.type(text, into: id))
    }
}
