/// Knows which screens are alive, so tests and flows can prove that nothing leaked.
@MainActor
public final class ScreenTracker {
    /// The tracker every screen reports to.
    public static let shared = ScreenTracker()

    private var live: [ObjectIdentifier: WeakScreen] = [:]
    /// Names of deallocated screens, oldest first.
    public private(set) var deallocated: [String] = []

    private init() {}

    /// Screens alive now, in no particular order.
    public var liveScreens: [Screen] {
        live = live.filter { $0.value.screen != nil }
        return live.values.compactMap(\.screen)
    }

    /// Forgets the deallocation log; live screens stay tracked.
    public func resetLog() {
        deallocated.removeAll()
    }

    func track(_ screen: Screen) {
        live[ObjectIdentifier(screen)] = WeakScreen(screen: screen)
    }

    func didDeallocate(_ name: String) {
        deallocated.append(name)
    }
}

@MainActor
private struct WeakScreen {
    weak var screen: Screen?
}
