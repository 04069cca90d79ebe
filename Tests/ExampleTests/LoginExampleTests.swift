import LoginExample
import Testing

@MainActor
@Suite("LoginExample")
struct LoginExampleTests {
    @Test("plays Login alone on both toolkits; a bad argument is exit 2")
    func plays() async throws {
        try await ExampleCheck.check("LoginExample") {
            try await Example.play(arguments: $0, output: $1, errors: $2)
        }
    }
}
