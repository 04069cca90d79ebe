import AudioPlayerInterface
import FeatureFlagsInterface
import FeatureFlagsTesting
import HTTPClientInterface
import HTTPClientTesting
import HeadlessUI
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
        #expect(fallback == LegacyShowPageFeature.self && legacy.summary == "show 42 (legacy page)")
    }

    @Test("loads the show; recommended shows are pushed, the player is presented as a sheet")
    func navigation() async throws {
        let router = RecordingRouter()
        let feature = try StaticInjector([client, router, FixedFlags(true)]).make(ShowPageFeature.self)
        let screen = try #require(try feature.build(from: try ShowRoute(showId: 42)) as? ShowPageScreen)
        _ = try TestHierarchy.show(screen)
        await screen.settle()
        #expect(screen.summary == "The Answer (#42), recommends 7, 99")
        screen.tapRecommended(7)
        screen.tapPlay()
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
        #expect(screen.summary == "The Answer (#42), recommends 7, 99 · season 2 · at #cast")
    }

    @Test("an unknown show and play before loading are shown as errors")
    func errors() async throws {
        let router = RecordingRouter()
        let feature = try StaticInjector([client, router, FixedFlags(true)]).make(ShowPageFeature.self)
        let screen = try #require(try feature.build(from: try ShowRoute(showId: 1)) as? ShowPageScreen)
        screen.tapPlay()
        #expect(screen.lastError == "the show is not loaded yet" && router.calls.isEmpty)
        _ = try TestHierarchy.show(screen)
        await screen.settle()
        #expect(screen.lastError == "/shows/1 answered 404")
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
        #expect(screen.summary == "Seven (#7), recommends  · at #cast", "the page shows show 7 at its cast")
        screen.show(try ShowRoute(showId: 7, season: 2))
        #expect(screen.summary == "Seven (#7), recommends  · season 2" && !screen.hasPendingTasks)
    }
}
