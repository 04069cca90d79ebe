import AudioPlayerInterface
import FeatureFlagsInterface
import FeatureFlagsTesting
import HeadlessUI
import HierarchyDriving
import NavigationInterface
import NavigationTesting
import RouterInterface
import TestSupport
import Testing
import UIToolkitInterface

@testable import AudioPlayer

@MainActor
@Suite("AudioPlayer")
struct AudioPlayerTests {
    @Test("play and pause go through the shared engine")
    func playback() throws {
        let engine = AudioEngine()
        let feature = try StaticInjector([engine, FixedFlags(true) as any FeatureFlagProviding]).make(
            AudioPlayerFeature.self)
        let screen = try #require(try feature.build(from: try AudioPlayerRoute(trackId: 5)) as? AudioPlayerScreen)
        let (window, _) = try TestHierarchy.show(screen)
        #expect(screen.state == .stopped && screen.content.title == "Track 5" && screen.shown("state") == "stopped")
        try screen.tap("play")
        #expect(engine.state == .playing && engine.currentTrack == 5 && screen.shown("state") == "playing")
        #expect(screen.elementIDs == ["state", "pause"], "a playing track shows Pause instead of Play")
        try screen.tap("pause")
        #expect(screen.state == .paused && screen.shown("state") == "paused" && window.topScreen === screen)
        engine.play(trackId: 6)
        #expect(screen.state == .stopped, "another track is playing")
    }

    @Test("the audioPlayer flag disables it, with no fallback")
    func flag() throws {
        let flags = FixedFlags(false)
        let feature = try StaticInjector([AudioEngine() as any AudioPlaying, flags as any FeatureFlagProviding]).make(
            AudioPlayerFeature.self)
        let route = try AudioPlayerRoute(trackId: 1)
        #expect(!feature.isEnabled() && feature.fallback(for: route) == nil)
    }
}
