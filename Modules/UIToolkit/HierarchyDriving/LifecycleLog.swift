public import UIToolkitInterface

/// The lifecycle events each screen of a window received, oldest first: what a flow or a test
/// reads to say a screen loaded once and appeared again, the same instance.
///
/// It watches the window from outside, as any observer does, so a screen keeps no history of its
/// own and an app that does not watch pays nothing. After each change it compares every screen
/// it knows, and every screen the change added or removed, with what it saw before: loaded since
/// (`didLoad`), visible since (`willAppear`, `didAppear`), no longer visible (`willDisappear`,
/// `didDisappear`), the events the toolkit delivered in between, in UIKit's order for one
/// screen. A screen in the window when the log starts has no events before it. Entries of
/// screens gone are pruned when the table has doubled, as `ShownScreens` does.
///
/// ```swift
/// let lifecycle = LifecycleLog(watching: app.window)   // before the app shows anything
/// …
/// #expect(lifecycle.events(of: profile) == [.didLoad, .willAppear, .didAppear])
/// ```
@MainActor
public final class LifecycleLog {
    private struct Entry {
        var screen: WeakScreen
        var loaded: Bool
        var visible: Bool
        var events: [LifecycleEvent] = []
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var pruneAt = 64

    /// Starts watching a window: the screens in it now, as they are, and every change after.
    ///
    /// - Parameter window: The window; watched for as long as it lives (the observer does
    ///   nothing once this log is gone).
    public init(watching window: any UIToolkit) {
        for screen in window.root?.subtree ?? [] {
            entries[ObjectIdentifier(screen)] = Entry(
                screen: WeakScreen(screen: screen), loaded: screen.isLoaded, visible: screen.isVisible)
        }
        window.addObserver { [weak self, weak window] change in
            let current = window?.root?.subtree ?? []
            self?.update(current + (change.added + change.removed).flatMap(\.subtree))
        }
    }

    /// The events a screen received while the log watched, oldest first; empty for a screen it
    /// never saw.
    public func events(of screen: Screen) -> [LifecycleEvent] {
        guard let entry = entries[ObjectIdentifier(screen)], entry.screen.screen === screen else { return [] }
        return entry.events
    }

    private func update(_ seen: [Screen]) {
        for screen in seen where entries[ObjectIdentifier(screen)]?.screen.screen !== screen {
            // New, or an identifier reused once its screen was gone: it starts unloaded and hidden.
            entries[ObjectIdentifier(screen)] = Entry(screen: WeakScreen(screen: screen), loaded: false, visible: false)
        }
        for (id, entry) in entries {
            guard let screen = entry.screen.screen else { continue }
            var updated = entry
            if !entry.loaded, screen.isLoaded { updated.events.append(.didLoad) }
            if !entry.visible, screen.isVisible { updated.events += [.willAppear, .didAppear] }
            if entry.visible, !screen.isVisible { updated.events += [.willDisappear, .didDisappear] }
            updated.loaded = screen.isLoaded
            updated.visible = screen.isVisible
            entries[id] = updated
        }
        guard entries.count >= pruneAt else { return }
        entries = entries.filter { $0.value.screen.screen != nil }
        pruneAt = max(64, 2 * entries.count)
    }
}
