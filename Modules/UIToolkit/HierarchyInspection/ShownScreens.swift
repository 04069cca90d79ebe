public import UIToolkitInterface

/// The screens a window has had in its hierarchy, held weakly: what a leak check compares
/// with the hierarchy.
///
/// It watches the window from outside, as any observer does: it takes the screens there now,
/// then every screen a change adds (`HierarchyChange.added`), so a toolkit knows nothing of it
/// and nothing is shared between windows. A screen gone leaves an empty entry until the next
/// pruning, which runs when the table has doubled since the last one: memory stays bounded by
/// twice the screens alive.
///
/// ```swift
/// let shown = ShownScreens(watching: app.window)   // before the app shows anything
/// …
/// try app.window.setRoot(nil)
/// #expect(shown.alive.isEmpty)
/// ```
@MainActor
public final class ShownScreens {
    private var screens: [ObjectIdentifier: WeakScreen] = [:]
    private var pruneAt = 64

    /// Starts watching a window: the screens in it now, and every screen a change adds later.
    ///
    /// - Parameter window: The window; watched for as long as it lives (the observer does
    ///   nothing once this table is gone).
    public init(watching window: any UIToolkit) {
        if let root = window.root { insert(root) }
        window.addObserver { [weak self] change in
            for screen in change.added { self?.insert(screen) }
        }
    }

    /// The screens shown in the window at some point that are alive now, in no particular order.
    public var alive: [Screen] {
        screens.values.compactMap(\.screen)
    }

    private func insert(_ screen: Screen) {
        for shown in screen.subtree {
            // An identifier is reused once its screen is gone: the entry is simply replaced.
            screens[ObjectIdentifier(shown)] = WeakScreen(screen: shown)
        }
        guard screens.count >= pruneAt else { return }
        screens = screens.filter { $0.value.screen != nil }
        pruneAt = max(64, 2 * screens.count)
    }
}
