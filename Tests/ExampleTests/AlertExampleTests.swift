import AlertExample
import ExampleSupport
import Testing

@MainActor
@Suite("AlertExample")
struct AlertExampleTests {
    @Test("plays Alert alone on each toolkit; a bad argument is exit 2")
    func plays() async throws {
        #expect(try await Example.problems() == [])
    }
}
