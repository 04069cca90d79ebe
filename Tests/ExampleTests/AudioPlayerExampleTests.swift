import AudioPlayerExample
import Testing

@MainActor
@Suite("AudioPlayerExample")
struct AudioPlayerExampleTests {
    @Test("plays AudioPlayer alone on both toolkits; a bad argument is exit 2")
    func plays() async throws {
        try await ExampleCheck.check("AudioPlayerExample") {
            try await Example.play(arguments: $0, output: $1, errors: $2)
        }
    }
}
