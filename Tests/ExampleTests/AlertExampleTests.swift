import AlertExample
import Testing

@MainActor
@Suite("AlertExample")
struct AlertExampleTests {
    @Test("plays Alert alone on both toolkits; a bad argument is exit 2")
    func plays() async throws {
        try await ExampleCheck.check("AlertExample") {
            try await Example.play(arguments: $0, output: $1, errors: $2)
        }
    }
}
