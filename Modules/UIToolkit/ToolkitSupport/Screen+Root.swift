public import UIToolkitInterface

extension Screen {
    /// What a toolkit's `setRoot(_:)` does to the model: refuses a new root placed elsewhere,
    /// moves the window from the old root to the new one, and returns the change to show.
    ///
    /// - Parameters:
    ///   - previous: The window's root now.
    ///   - screen: The new root; `nil` empties the window.
    ///   - window: The toolkit's window.
    /// - Returns: The `.setRoot` change; the toolkit stores the new root, then shows it.
    /// - Throws: `HierarchyError.alreadyInHierarchy` when the screen has a place elsewhere.
    public static func replaceRoot(_ previous: Screen?, with screen: Screen?, in window: any UIToolkit)
        throws(HierarchyError) -> HierarchyChange
    {
        if let screen, screen !== previous, screen.isInHierarchy { throw .alreadyInHierarchy(screen.name) }
        previous?.hostWindow = nil
        screen?.hostWindow = window
        return HierarchyChange(
            action: .setRoot, added: screen.map { [$0] } ?? [],
            removed: previous.flatMap { $0 === screen ? nil : [$0] } ?? [], container: nil)
    }
}
