import HomeExample
import Testing

@MainActor
@Suite("HomeExample")
struct HomeExampleTests {
    @Test("plays Home alone on both toolkits; a bad argument is exit 2")
    func plays() async throws {
        try await ExampleCheck.check(Example.self)
    }
}
