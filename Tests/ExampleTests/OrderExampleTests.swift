import ExampleSupport
import OrderExample
import Testing

@MainActor
@Suite("OrderExample")
struct OrderExampleTests {
    @Test("plays Order alone on each toolkit; a bad argument is exit 2")
    func plays() async throws {
        #expect(try await Example.problems() == [])
    }
}
