/// The screens a toolkit's window has had in its hierarchy, held weakly: what a leak check
/// compares with the hierarchy (`UIToolkit.screensEverShown`).
///
/// Each window owns one, so nothing is shared between windows or processes' tests. A screen
/// gone leaves an empty entry until the next pruning, which runs when the table has doubled
/// since the last one: memory stays bounded by twice the screens alive.
@MainActor
public final class ShownScreens {
    private var screens: [ObjectIdentifier: WeakScreen] = [:]
    private var pruneAt = 64

    /// Creates an empty table.
    public init() {}

    /// Remembers a screen the hierarchy gained, and every screen below it.
    ///
    /// - Parameter screen: A screen a change added (`HierarchyChange.added`).
    public func insert(_ screen: Screen) {
        for shown in screen.subtree {
            // An identifier is reused once its screen is gone: the entry is simply replaced.
            screens[ObjectIdentifier(shown)] = WeakScreen(screen: shown)
        }
        guard screens.count >= pruneAt else { return }
        screens = screens.filter { $0.value.screen != nil }
        pruneAt = max(64, 2 * screens.count)
    }

    /// The screens shown in the window at some point that are alive now, in no particular order.
    public var alive: [Screen] {
        screens.values.compactMap(\.screen)
    }
}
