import ExampleSupport
import HomeExample
import Testing

@MainActor
@Suite("HomeExample")
struct HomeExampleTests {
    @Test("plays Home alone on each toolkit; a bad argument is exit 2")
    func plays() async throws {
        #expect(try await Example.problems() == [])
    }
}
