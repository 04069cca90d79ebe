public import HierarchyDriving
import ToolkitSupport
public import UIToolkitInterface

/// The headless `UIWindow`, a `UIToolkit` with UIKit's semantics: holds the root screen,
/// works out what is visible as UIKit does, delivers lifecycle events and tells observers
/// about every change of its hierarchy. Flows and tests drive it on its content model
/// (`DrivableToolkit`'s defaults).
@MainActor
public final class HeadlessWindow: UIToolkit, DrivableToolkit {
    /// Receives every hierarchy change, including those made by user gestures.
    public typealias Observer = HierarchyObserver

    /// The root screen.
    public private(set) var root: Screen?
    private var visible: [Screen] = []
    private var observers = HierarchyObservers()
    /// Incremented whenever the hierarchy or a screen's content changes.
    public private(set) var revision = 0

    /// Creates an empty window.
    public init() {}

    /// Replaces the root screen.
    ///
    /// - Throws: `HierarchyError.alreadyInHierarchy` when the screen has a place elsewhere.
    public func setRoot(_ screen: Screen?) throws(HierarchyError) {
        let change = try Screen.replaceRoot(root, with: screen, in: self)
        root = screen
        hierarchyDidChange(change)
    }

    /// Registers an observer of hierarchy changes.
    ///
    /// - Returns: A token for `removeObserver(_:)`.
    @discardableResult
    public func addObserver(_ observer: @escaping Observer) -> ObserverToken {
        observers.add(observer)
    }

    /// Unregisters an observer.
    public func removeObserver(_ token: ObserverToken) {
        observers.remove(token)
    }

    /// Screens visible now, from the root upwards through the presentation chain.
    public var visibleScreens: [Screen] { visible }

    /// Shows a change the model made: works out the visible set and tells observers.
    public func hierarchyDidChange(_ change: HierarchyChange) {
        revision += 1
        let old = visible
        visible = Screen.visibleInUIKit(root: root)
        Screen.deliverAppearance(from: old, to: visible)
        observers.notify(change)
    }

    /// Shows a change of a screen's content.
    public func contentDidChange() {
        revision += 1
    }
}
