// Alert alone: the engine and AlertEntry, which serves `any AlertInput` by protocol; the
// example performs it as a caller would. `swift run AlertExample`.
import Alert
import AlertInterface
import ExampleSupport
import RouterModulesInterface
import UIToolkitInterface

/// The example's script: what `swift run AlertExample` plays.
@MainActor
public enum Example {
    /// Plays the example.
    ///
    /// - Parameters:
    ///   - arguments: The command line's arguments (`--toolkit declarative`).
    ///   - output: Where the transcript goes.
    ///   - errors: Where a bad argument's reason and a failed check go: standard error.
    /// - Returns: The exit code: 0 every check held, 1 one did not, 2 a bad argument.
    public static func play(
        arguments: [String], output: @escaping (String) -> Void,
        errors: @escaping (String) -> Void
    ) async throws -> Int32 {
        let example = try ExampleApp([AlertEntry()], arguments: arguments, output: output, errors: errors)
        return await example.play("AlertExample") { example in
            var tapped: [String] = []
            try await example.step("present an alert with a title, a message and OK, as a sheet") {
                _ = try example.show(RoutableScreen<any AlertInput>(), as: .presentAsSheet) { alert in
                    alert.title = "Saved"
                    alert.message = "your note is safe"
                    alert.addAction("OK") { tapped.append("OK") }
                }
            }
            let alert = try example.top((any AlertScreenInput).self)
            try example.expect(alert.actions == ["OK"], "the alert shows its one button")
            try await example.step("tap OK") { _ = alert.tap("OK") }
            try example.expect(
                tapped == ["OK"] && example.window.topScreen?.name == "Host",
                "the alert closed and ran OK's handler once")
        }
    }
}
