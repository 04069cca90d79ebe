/// What the engine needs from a UI toolkit: a window that shows the screen model, tells who
/// listens about every change, works out what is visible, and turns the user's gestures into
/// changes.
///
/// The engine and the features build and change a toolkit-neutral model: `Screen` and the
/// containers `StackContainer`, `TabContainer` and `SplitContainer`, presented with a
/// `ModalStyle`. The model keeps the rules (what UIKit refuses, SwiftUI cannot show) and
/// reports each change to the toolkit of its window through `hierarchyDidChange(_:)`. The
/// toolkit shows the change its own way and owns two answers: which screens are visible
/// (and so the lifecycle events each screen gets) and what a gesture does.
///
/// Two toolkits implement it here: HeadlessUI's `HeadlessWindow` (UIKit's semantics, object tree) and
/// DeclarativeUI's `DeclarativeScene` (SwiftUI's: the hierarchy as a value a view layer renders, gestures
/// as writes to its bindings). The README's "Running on UIKit or SwiftUI" maps each
/// requirement to the calls a real app makes.
@MainActor
public protocol UIToolkit: AnyObject {
    /// The root screen shown in the window.
    var root: Screen? { get }
    /// Incremented whenever the hierarchy or a screen's content changes.
    var revision: Int { get }
    /// Screens visible now, from the root upwards through the presentation chain.
    var visibleScreens: [Screen] { get }

    /// Replaces the root screen.
    ///
    /// - Throws: `HierarchyError.alreadyInHierarchy` when the screen has a place elsewhere.
    func setRoot(_ screen: Screen?) throws(HierarchyError)

    /// Registers an observer of hierarchy changes, including those the user's gestures make.
    ///
    /// - Returns: A token for `removeObserver(_:)`.
    @discardableResult
    func addObserver(_ observer: @escaping HierarchyObserver) -> ObserverToken

    /// Unregisters an observer.
    func removeObserver(_ token: ObserverToken)

    /// Performs a user gesture on the topmost visible part of the hierarchy; observers see
    /// the change with its `gesture` set.
    ///
    /// - Throws: `HierarchyError.gestureNotApplicable` when nothing visible can take it.
    func perform(_ gesture: UserGesture) throws(HierarchyError)

    /// Shows a change the model made: the model calls it on the toolkit of the screen's
    /// window after every change, and the toolkit updates visibility and tells its observers.
    func hierarchyDidChange(_ change: HierarchyChange)

    /// Shows a change of a screen's content.
    func contentDidChange()
}

/// Receives every hierarchy change of a toolkit, including those made by user gestures.
public typealias HierarchyObserver = @MainActor (HierarchyChange) -> Void

/// Identifies a registered hierarchy observer.
public struct ObserverToken: Hashable, Sendable {
    /// The token's number, unique per toolkit.
    public let id: Int

    /// Creates a token; a toolkit numbers its observers.
    public init(id: Int) {
        self.id = id
    }
}
