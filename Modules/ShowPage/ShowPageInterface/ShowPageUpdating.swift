public import UIToolkitInterface

/// A show page a link can point elsewhere without pushing another page: another season, section
/// or show (the composition root's `settingParameters`, MonarchRouter's setParameters).
@MainActor
public protocol ShowPageUpdating: Screen {
    /// Scrolls to the route's season and section, or loads the route's show.
    func show(_ route: ShowRoute)
}
