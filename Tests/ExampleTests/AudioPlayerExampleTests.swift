import AudioPlayerExample
import ExampleSupport
import Testing

@MainActor
@Suite("AudioPlayerExample")
struct AudioPlayerExampleTests {
    @Test("plays AudioPlayer alone on each toolkit; a bad argument is exit 2")
    func plays() async throws {
        #expect(try await Example.problems() == [])
    }
}
