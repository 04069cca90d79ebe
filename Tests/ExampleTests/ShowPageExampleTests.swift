import ExampleSupport
import ShowPageExample
import Testing

@MainActor
@Suite("ShowPageExample")
struct ShowPageExampleTests {
    @Test("plays ShowPage alone on each toolkit; a bad argument is exit 2")
    func plays() async throws {
        #expect(try await Example.problems() == [])
    }
}
