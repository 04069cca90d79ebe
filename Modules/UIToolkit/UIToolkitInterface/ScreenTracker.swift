/// Knows which screens are alive, so tests and flows can prove that nothing leaked.
///
/// Its memory stays bounded in a long-running app: a screen leaves the table when it is
/// deallocated, and the deallocation log keeps the latest names only (at least `logLimit`,
/// at most twice that: it drops the older half at once, so appending stays cheap).
@MainActor
public final class ScreenTracker {
    /// The tracker every screen reports to.
    public static let shared = ScreenTracker()
    /// How many of the latest names the deallocation log keeps, at least.
    public static let logLimit = 1_000

    private var live: [ObjectIdentifier: WeakScreen] = [:]
    /// Names of deallocated screens, oldest first; the latest of them (see `logLimit`).
    public private(set) var deallocated: [String] = []

    private init() {}

    /// Screens alive now, in no particular order.
    public var liveScreens: [Screen] {
        live.values.compactMap(\.screen)
    }

    /// Forgets the deallocation log; live screens stay tracked.
    public func resetLog() {
        deallocated.removeAll()
    }

    func track(_ screen: Screen) {
        live[ObjectIdentifier(screen)] = WeakScreen(screen: screen)
    }

    func didDeallocate(_ screen: ObjectIdentifier, name: String) {
        live[screen] = nil
        if deallocated.count >= 2 * Self.logLimit { deallocated.removeFirst(Self.logLimit) }
        deallocated.append(name)
    }
}
