import ExampleSupport
import SettingsExample
import Testing

@MainActor
@Suite("SettingsExample")
struct SettingsExampleTests {
    @Test("plays Settings alone on each toolkit; a bad argument is exit 2")
    func plays() async throws {
        #expect(try await Example.problems() == [])
    }
}
