import HomeInterface
import NavigationInterface
import NoteEditorInterface
import ProfileInterface
import RouterInterface
import RouterModulesInterface
import ShowPageInterface
import UIToolkitInterface

/// The main page: featured shows, the way to the profile, and notes.
final class HomeScreen: Screen, NoteEditorDelegate {
    /// The shows featured on the home screen.
    static let featuredShows = [42, 7]

    private let router: any Routing
    private let modules: any ModuleRouting
    /// The last navigation error, as the screen shows it.
    private(set) var lastError: String? { didSet { render() } }
    /// The notes saved from the note editor, oldest first.
    private(set) var notes: [Note] = [] { didSet { render() } }

    init(router: any Routing, modules: any ModuleRouting) {
        self.router = router
        self.modules = modules
        super.init(name: "Home")
        render()
    }

    /// The user taps a show: pushes its page.
    private func openShow(_ id: Int) {
        do throws(RouterError) { go(to: try ShowRoute(showId: id)) } catch { lastError = error.description }
    }

    /// The user taps the profile button: pushes the profile.
    private func openProfile() {
        go(to: ProfileRoute(someAnalyticsContext: "home"))
    }

    /// The user taps "New note": pushes the note editor, found by its protocol, prepared for a new note.
    private func newNote() {
        modules.perform(RoutableScreen<any NoteEditorInput>()) { config in
            config.source = self
            config.routeType = .push
            config.prepare = { [weak self] editor in
                editor.delegate = self
                editor.constructForCreatingNewNote()
            }
            config.error = { [weak self] _, error in self?.lastError = error.description }
        }
    }

    func noteEditor(didSave note: Note) {
        notes.append(note)
    }

    private func render() {
        var elements: [ScreenElement] = [
            .list(
                "featured",
                Self.featuredShows.map { id in
                    .button("show-\(id)", "Show #\(id)") { [weak self] in self?.openShow(id) }
                }),
            .button("profile", "Profile") { [weak self] in self?.openProfile() },
            .button("new-note", "New note") { [weak self] in self?.newNote() },
        ]
        if !notes.isEmpty {
            elements.append(.list("notes", notes.enumerated().map { .text("note-\($0)", "\($1.title): \($1.text)") }))
        }
        if let lastError { elements.append(.text("error", lastError)) }
        content = ScreenContent(title: "Home", elements)
    }

    private func go(to route: any Route) {
        router.navigate(to: route, from: self, presentation: .push) { [weak self] result in
            if case .failure(let error) = result { self?.lastError = error.description }
        }
    }
}
