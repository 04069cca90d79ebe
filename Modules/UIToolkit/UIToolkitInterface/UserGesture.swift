/// Something the user does outside any code path: the router can only observe it.
public enum UserGesture: Codable, Sendable, Hashable, CustomStringConvertible {
    /// Taps the back button of the topmost visible navigation stack.
    case back
    /// Swipes from the left edge of the topmost visible navigation stack.
    case swipeBack
    /// Taps the tab at this index of the topmost visible tab container.
    case tabTap(Int)
    /// Swipes down the topmost sheet or popover.
    case swipeDown

    public var description: String {
        switch self {
        case .back: "back"
        case .swipeBack: "swipe-back"
        case .tabTap(let index): "tab \(index)"
        case .swipeDown: "swipe-down"
        }
    }
}
