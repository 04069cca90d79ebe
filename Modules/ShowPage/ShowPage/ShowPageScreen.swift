import AudioPlayerInterface
import HTTPClientInterface
import NavigationInterface
import RouterInterface
import ShowPageInterface
import UIToolkitInterface

/// A show with its recommended shows; opens another show or the player.
final class ShowPageScreen: Screen, ShowPageUpdating {
    /// `GET /shows/{id}`.
    struct Details: Decodable, Sendable, Hashable {
        /// The id.
        let id: Int
        /// The title.
        let title: String
        /// The track the player plays.
        let trackId: Int
        /// Ids of recommended shows.
        let recommended: [Int]
    }

    /// The show.
    private(set) var showId: Int
    /// The season the page shows, if a link named one.
    private(set) var season: Int?
    /// The part of the page it scrolled to, if a link named one.
    private(set) var section: String?
    private let client: any HTTPClientProtocol
    private let router: any Routing
    /// The loaded show.
    private(set) var details: Details?
    /// The last load or navigation error.
    private(set) var lastError: String?

    init(route: ShowRoute, client: any HTTPClientProtocol, router: any Routing) {
        showId = route.showId
        season = route.season
        section = route.section
        self.client = client
        self.router = router
        super.init(name: "ShowPage")
        render()
    }

    override func screenDidLoad() {
        startTask { [weak self] in await self?.reload() }
    }

    /// Loads the show from the backend.
    func reload() async {
        let id = showId
        let loaded: Result<Details, HTTPClientError>
        do { loaded = .success(try await client.fetch(HTTPRequest("/shows/\(id)"), as: Details.self)) } catch {
            loaded = .failure(error)
        }
        // A link may have shown another show meanwhile: its own load wins.
        guard id == showId else { return }
        switch loaded {
        case .success(let loaded): (details, lastError) = (loaded, nil)
        case .failure(let error): lastError = error.description
        }
        render()
    }

    /// A link asks for another season, section or show: scrolls there, or loads the other show.
    func show(_ route: ShowRoute) {
        season = route.season
        section = route.section
        guard route.showId != showId else { return render() }
        showId = route.showId
        details = nil
        render()
        startTask { [weak self] in await self?.reload() }
    }

    /// The user taps a recommended show: pushes its page.
    private func openRecommended(_ id: Int) {
        do throws(RouterError) { go(to: try ShowRoute(showId: id), presentation: .push) } catch { fail(error) }
    }

    /// The user taps play: presents the player for the show's track as a sheet.
    private func play() {
        guard let details else {
            lastError = "the show is not loaded yet"
            return render()
        }
        do throws(RouterError) {
            go(to: try AudioPlayerRoute(trackId: details.trackId), presentation: .modal(.sheet))
        } catch {
            fail(error)
        }
    }

    private func go(to route: any Route, presentation: Presentation) {
        router.navigate(to: route, from: self, presentation: presentation) { [weak self] result in
            self?.lastError = result.failureDescription
            self?.render()
        }
    }

    private func fail(_ error: RouterError) {
        lastError = error.description
        render()
    }

    private func render() {
        var elements: [ScreenElement] = [
            .text("status", details.map { "Show #\($0.id)" } ?? "Loading show #\(showId)…")
        ]
        if let season { elements.append(.text("season", "Season \(season)")) }
        if let section { elements.append(.text("section", "At #\(section)")) }
        if let lastError { elements.append(.text("error", lastError)) }
        elements.append(.button("play", "Play") { [weak self] in self?.play() })
        if let details {
            elements.append(
                .list(
                    "recommended",
                    details.recommended.map { id in
                        .button("show-\(id)", "Show #\(id)") { [weak self] in self?.openRecommended(id) }
                    }))
        }
        content = ScreenContent(title: details?.title ?? "Show #\(showId)", elements)
    }
}

extension Result {
    /// The failure as text, `nil` on success.
    fileprivate var failureDescription: String? {
        if case .failure(let error) = self { String(describing: error) } else { nil }
    }
}
