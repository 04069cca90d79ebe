public import UIToolkitInterface

/// The observers of a toolkit's hierarchy, told in the order they registered: what a
/// `UIToolkit` keeps behind `addObserver(_:)` and `removeObserver(_:)`.
@MainActor
public struct HierarchyObservers {
    private var observers: [ObserverToken: HierarchyObserver] = [:]
    private var nextToken = 0

    /// Creates an empty list.
    public init() {}

    /// Registers an observer.
    ///
    /// - Returns: A token for `remove(_:)`.
    public mutating func add(_ observer: @escaping HierarchyObserver) -> ObserverToken {
        nextToken += 1
        let token = ObserverToken(id: nextToken)
        observers[token] = observer
        return token
    }

    /// Unregisters an observer.
    public mutating func remove(_ token: ObserverToken) {
        observers[token] = nil
    }

    /// Tells every observer about a change, oldest first.
    public func notify(_ change: HierarchyChange) {
        for token in observers.keys.sorted(by: { $0.id < $1.id }) {
            observers[token]?(change)
        }
    }
}
