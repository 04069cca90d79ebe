/// How a presented screen covers its presenter.
///
/// `fullScreen` and `custom` hide the presenter (it receives disappear events);
/// `sheet` and `popover` leave it visible underneath, as on iOS 13 and later.
public enum ModalStyle: Codable, Sendable, Hashable, CustomStringConvertible {
    /// Covers the whole window; cannot be swiped down.
    case fullScreen
    /// A card over the presenter; the user can swipe it down.
    case sheet
    /// A bubble anchored to a named element of the presenter; the user can dismiss it.
    case popover(anchor: String)
    /// A full-window presentation driven by a named custom transition.
    case custom(transition: String)

    /// Whether the presenter stays visible underneath.
    public var keepsPresenterVisible: Bool {
        switch self {
        case .sheet, .popover: true
        case .fullScreen, .custom: false
        }
    }

    /// Whether the swipe-down gesture can dismiss it.
    public var isDismissibleByGesture: Bool { keepsPresenterVisible }

    public var description: String {
        switch self {
        case .fullScreen: "fullScreen"
        case .sheet: "sheet"
        case .popover(let anchor): "popover(\(anchor))"
        case .custom(let transition): "custom(\(transition))"
        }
    }
}
