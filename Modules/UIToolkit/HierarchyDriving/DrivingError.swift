/// What refuses to drive a window as a user would. Each case says what the flow or test should do.
public enum DrivingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No visible screen shows the control: `hidden` when a screen that is not visible does.
    case controlNotShown(String, screen: String, hidden: Bool)
    /// The control cannot take the action, such as a tap on a text.
    case controlNotApplicable(UserAction, screen: String)
    /// The toolkit itself failed: a widget it should show is missing, or it could not draw.
    case toolkitFailed(String)

    public var description: String {
        switch self {
        case .controlNotShown(let control, let screen, let hidden):
            hidden
                ? "the control '\(control)' is on \(screen), which is not visible"
                : "no visible screen shows the control '\(control)' (\(screen) is on top)"
        case .controlNotApplicable(let action, let screen):
            "cannot \(action) on \(screen): the control does not take it"
        case .toolkitFailed(let reason):
            reason
        }
    }
}
