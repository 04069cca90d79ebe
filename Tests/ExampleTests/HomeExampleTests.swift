import HomeExample
import Testing

@MainActor
@Suite("HomeExample")
struct HomeExampleTests {
    @Test("plays Home alone on both toolkits; a bad argument is exit 2")
    func plays() async throws {
        try await ExampleCheck.check("HomeExample") {
            try await Example.play(arguments: $0, output: $1, errors: $2)
        }
    }
}
