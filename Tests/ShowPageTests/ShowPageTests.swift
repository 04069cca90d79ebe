import AudioPlayerInterface
import FeatureFlagsInterface
import FeatureFlagsTesting
import HTTPClientInterface
import HTTPClientTesting
import HeadlessUI
import HierarchyDriving
import NavigationInterface
import NavigationTesting
import RouterInterface
import ShowPageInterface
import TestSupport
import Testing
import UIToolkitInterface

@testable import ShowPage

@MainActor
@Suite("ShowPage")
struct ShowPageTests {
    let client = MockHTTPClient([
        "GET /shows/42": .success(#"{"id": 42, "title": "The Answer", "trackId": 420, "recommended": [7, 99]}"#)
    ])

    @Test("isEnabled follows the newShowPage flag, and the fallback is the legacy page", arguments: [true, false])
    func flag(enabled: Bool) throws {
        let feature = try StaticInjector([client, RecordingRouter(), FixedFlags(enabled)]).make(ShowPageFeature.self)
        #expect(feature.isEnabled() == enabled)
        let fallback = try #require(feature.fallback(for: try ShowRoute(showId: 42)))
        let legacy = try StaticInjector([]).make(LegacyShowPageFeature.self).build(from: try ShowRoute(showId: 42))
        #expect(
            fallback == LegacyShowPageFeature.self && legacy.content.title == "Show #42"
                && legacy.elementIDs == ["legacy"])
    }

    @Test("loads the show; recommended shows are pushed, the player is presented as a sheet")
    func navigation() async throws {
        let router = RecordingRouter()
        let feature = try StaticInjector([client, router, FixedFlags(true)]).make(ShowPageFeature.self)
        let screen = try #require(try feature.build(from: try ShowRoute(showId: 42)) as? ShowPageScreen)
        let (window, _) = try TestHierarchy.show(screen)
        await screen.settle()
        #expect(screen.content.title == "The Answer" && screen.shown("status") == "Show #42")
        #expect(screen.shown("recommended") == "Show #7\nShow #99")
        try window.perform(.tap("show-7"))
        try window.perform(.tap("play"))
        #expect(router.calls.map(\.presentation) == [.push, .modal(.sheet)])
        #expect(try router.calls[0].route as? ShowRoute == ShowRoute(showId: 7))
        #expect(try router.calls[1].route as? AudioPlayerRoute == AudioPlayerRoute(trackId: 420))
    }

    @Test("a season and a section from the route are shown")
    func seasonAndSection() async throws {
        let feature = try StaticInjector([client, RecordingRouter(), FixedFlags(true)]).make(ShowPageFeature.self)
        let screen = try #require(
            try feature.build(from: try ShowRoute(showId: 42, season: 2, section: "cast")) as? ShowPageScreen)
        _ = try TestHierarchy.show(screen)
        await screen.settle()
        #expect(screen.shown("season") == "Season 2" && screen.shown("section") == "At #cast")
    }

    @Test("an unknown show and play before loading are shown as errors")
    func errors() async throws {
        let router = RecordingRouter()
        let feature = try StaticInjector([client, router, FixedFlags(true)]).make(ShowPageFeature.self)
        let screen = try #require(try feature.build(from: try ShowRoute(showId: 1)) as? ShowPageScreen)
        let (window, _) = try TestHierarchy.show(screen)
        try window.perform(.tap("play"))
        #expect(screen.shown("error") == "the show is not loaded yet" && router.calls.isEmpty)
        await screen.settle()
        #expect(screen.shown("error") == "/shows/1 answered 404")
        #expect(screen.shown("status") == "Loading show #1…" && screen.shown("recommended") == nil)
    }

    @Test("a link's new values update the page in place: a section scrolls, another show loads")
    func showInPlace() async throws {
        let client = MockHTTPClient([
            "GET /shows/42": .success(#"{"id": 42, "title": "The Answer", "trackId": 420, "recommended": [7]}"#),
            "GET /shows/7": .success(#"{"id": 7, "title": "Seven", "trackId": 70, "recommended": []}"#),
        ])
        let feature = try StaticInjector([client, RecordingRouter(), FixedFlags(true)]).make(ShowPageFeature.self)
        let screen = try #require(try feature.build(from: try ShowRoute(showId: 42)) as? ShowPageScreen)
        _ = try TestHierarchy.show(screen)
        screen.show(try ShowRoute(showId: 7, section: "cast"))
        await screen.settle()
        #expect(
            screen.content.title == "Seven" && screen.shown("section") == "At #cast",
            "the page shows show 7 at its cast")
        screen.show(try ShowRoute(showId: 7, season: 2))
        #expect(
            screen.shown("season") == "Season 2" && screen.shown("section") == nil && !screen.hasPendingTasks)
    }
}
