import ExampleSupport
import LoginExample
import Testing

@MainActor
@Suite("LoginExample")
struct LoginExampleTests {
    @Test("plays Login alone on each toolkit; a bad argument is exit 2")
    func plays() async throws {
        #expect(try await Example.problems() == [])
    }
}
