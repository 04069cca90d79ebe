import AudioPlayerInterface
public import HeadlessUI
import HTTPClientInterface
import RouterInterface
import ShowPageInterface

/// A show with its recommended shows; opens another show or the player.
public final class ShowPageScreen: Screen {
    /// `GET /shows/{id}`.
    public struct Details: Decodable, Sendable, Hashable {
        /// The id.
        public let id: Int
        /// The title.
        public let title: String
        /// The track the player plays.
        public let trackId: Int
        /// Ids of recommended shows.
        public let recommended: [Int]
    }

    /// The show.
    public let showId: Int
    /// The season the page opened at, if a link named one.
    public let season: Int?
    /// The part of the page it scrolled to, if a link named one.
    public let section: String?
    private let client: any HTTPClientProtocol
    private let router: any Routing
    /// The loaded show.
    public private(set) var details: Details?
    /// The last load or navigation error.
    public private(set) var lastError: String?

    init(route: ShowRoute, client: any HTTPClientProtocol, router: any Routing) {
        showId = route.showId
        season = route.season
        section = route.section
        self.client = client
        self.router = router
        super.init(name: "ShowPage")
        summary = "loading show \(showId)"
    }

    override public func screenDidLoad() {
        startTask { [weak self] in await self?.reload() }
    }

    /// Loads the show from the backend.
    public func reload() async {
        do {
            details = try await client.fetch(HTTPRequest("/shows/\(showId)"), as: Details.self)
            lastError = nil
        } catch {
            lastError = error.description
        }
        render()
    }

    /// The user taps a recommended show: pushes its page.
    public func tapRecommended(_ id: Int) {
        do throws(RouterError) { go(to: try ShowRoute(showId: id), presentation: .push) } catch { fail(error) }
    }

    /// The user taps play: presents the player for the show's track as a sheet.
    public func tapPlay() {
        guard let details else { lastError = "the show is not loaded yet"; return render() }
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
        var text = details.map { "\($0.title) (#\($0.id)), recommends \($0.recommended.map(String.init).joined(separator: ", "))" }
            ?? "show \(showId)"
        if let season { text += " · season \(season)" }
        if let section { text += " · at #\(section)" }
        if let lastError { text += " · error: \(lastError)" }
        summary = text
    }
}

extension Result {
    /// The failure as text, `nil` on success.
    fileprivate var failureDescription: String? {
        if case .failure(let error) = self { String(describing: error) } else { nil }
    }
}
