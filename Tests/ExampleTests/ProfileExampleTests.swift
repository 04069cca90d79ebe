import ProfileExample
import Testing

@MainActor
@Suite("ProfileExample")
struct ProfileExampleTests {
    @Test("plays Profile alone on both toolkits; a bad argument is exit 2")
    func plays() async throws {
        try await ExampleCheck.check("ProfileExample") {
            try await Example.play(arguments: $0, output: $1, errors: $2)
        }
    }
}
