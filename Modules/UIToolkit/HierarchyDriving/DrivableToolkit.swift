public import UIToolkitInterface

/// A toolkit whose window flows, examples and tests use as a person would: act on a control
/// found by its identifier, and read what a control shows.
///
/// The defaults act on the content model (HeadlessUI, DeclarativeUI); a toolkit that renders
/// widgets acts on them instead (GtkUI), so what is tested is what the person sees. Nothing a
/// feature or the engine builds on: the seam, `UIToolkit`, knows nothing of it.
@MainActor
public protocol DrivableToolkit: UIToolkit {
    /// Performs the user's action on a control a visible screen shows; the control's action runs.
    ///
    /// - Throws: `DrivingError.controlNotShown` when no visible screen shows the control,
    ///   `.controlNotApplicable` when it cannot take the action (tapping a text).
    func perform(_ action: UserAction) throws(DrivingError)

    /// What the user sees of a control on a visible screen: its text, title, field text (masked
    /// when secure), `on` or `off`, or a list's rows, one per line.
    ///
    /// - Throws: `DrivingError.controlNotShown` when no visible screen shows it.
    func displayedValue(of control: String) throws(DrivingError) -> String
}

extension DrivableToolkit {
    /// Performs the action on the content model: finds the control on the topmost visible
    /// screen that shows it and runs its action.
    public func perform(_ action: UserAction) throws(DrivingError) {
        let (screen, element) = try shownElement(action.control)
        switch (action, element.kind) {
        case (.tap, .button(_, let run)): run()
        case (.type(let text, _), .field(_, _, _, let onChange)): onChange(text)
        case (.flip, .toggle(_, let isOn, let onChange)): onChange(!isOn)
        default: throw .controlNotApplicable(action, screen: screen.name)
        }
    }

    /// What the user sees of the control, read from the content model.
    public func displayedValue(of control: String) throws(DrivingError) -> String {
        try shownElement(control).element.displayedValue
    }
}
