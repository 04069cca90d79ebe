package import RouterInspection
import RouterInterface

/// The observers of router events: every event, or one module's (per-module hooks).
@MainActor
struct ObserverList {
    private var observers: [Int: Observer] = [:]
    private var lastToken = 0

    /// Adds an observer.
    ///
    /// - Returns: Its token, for `remove(_:)`.
    mutating func add(_ observer: Observer) -> Int {
        lastToken += 1
        observers[lastToken] = observer
        return lastToken
    }

    /// Removes the observer with this token, if it is still there.
    mutating func remove(_ token: Int) {
        observers[token] = nil
    }

    /// The observers an event about `module`'s destination goes to, oldest first.
    func recipients(module: String?) -> [Observer] {
        observers.keys.sorted().compactMap { key in
            observers[key].flatMap { $0.module == nil || $0.module == module ? $0 : nil }
        }
    }
}

/// An observer of every event, or a per-module hook when `module` is set.
package struct Observer {
    let module: String?
    let callback: @MainActor (RouterEvent) -> Void

    /// Creates an observer.
    ///
    /// - Parameters:
    ///   - module: The protocol whose destinations it hears of; `nil` for every event.
    ///   - callback: Called with each event.
    package init(module: String?, callback: @escaping @MainActor (RouterEvent) -> Void) {
        self.module = module
        self.callback = callback
    }
}
