import ExampleSupport
import ProfileExample
import Testing

@MainActor
@Suite("ProfileExample")
struct ProfileExampleTests {
    @Test("plays Profile alone on each toolkit; a bad argument is exit 2")
    func plays() async throws {
        #expect(try await Example.problems() == [])
    }
}
