import HierarchyInspection
import HorizonApp
import HorizonAppInterface
import RouterLinksInterface
import Testing
import UIToolkitInterface

/// An app lives as long as its owner keeps it: nothing in the app keeps itself alive.
@MainActor
@Suite("App lifetime")
struct AppLifetimeTests {
    @Test(
        "an app its owner lets go of frees its window and every screen it showed, on both toolkits",
        arguments: [AppToolkit.headless, .declarative])
    func released(toolkit: AppToolkit) async throws {
        weak var window: (any UIToolkit)?
        var shown: [WeakBox] = []
        do {
            let app = try ComposedApp(toolkit: toolkit)
            let watched = ShownScreens(watching: app.window)
            try app.links.open(link: "home")
            try app.links.open(link: "horizon://shows/42?season=2#cast")
            await app.settle()
            window = app.window
            shown = watched.alive.map(WeakBox.init)
            #expect(shown.count >= 3, "the home stack, its tabs and the show page were shown")
        }
        #expect(window == nil, "the window outlived its app")
        #expect(shown.compactMap(\.screen?.name) == [], "screens outlived their app")
    }
}

/// A screen held weakly.
@MainActor
private struct WeakBox {
    weak var screen: Screen?
    init(_ screen: Screen) { self.screen = screen }
}
