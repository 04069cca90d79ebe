public import UIToolkitInterface

/// A show's page as its users see it.
@MainActor
public protocol ShowPageScreenInput: Screen {
    /// The show.
    var showId: Int { get }
    /// The season asked for, if any.
    var season: Int? { get }
    /// The section of the page scrolled to, if any.
    var section: String? { get }
    /// The show's title, once loaded.
    var title: String? { get }
    /// The last load or navigation error, shown on screen.
    var lastError: String? { get }

    /// The user taps a recommended show: pushes its page.
    ///
    /// - Parameter id: The recommended show.
    func tapRecommended(_ id: Int)

    /// The user taps "Play": opens the player on the show's track.
    func tapPlay()
    /// Shows what a link asks for in this page, which stays: another season or section
    /// scrolls there, another show loads in place.
    ///
    /// - Parameter route: The show, season and section to show.
    func show(_ route: ShowRoute)
}
