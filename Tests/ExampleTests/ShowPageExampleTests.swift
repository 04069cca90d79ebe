import ShowPageExample
import Testing

@MainActor
@Suite("ShowPageExample")
struct ShowPageExampleTests {
    @Test("plays ShowPage alone on both toolkits; a bad argument is exit 2")
    func plays() async throws {
        try await ExampleCheck.check("ShowPageExample") {
            try await Example.play(arguments: $0, output: $1, errors: $2)
        }
    }
}
