// Alert alone: the engine and AlertEntry, which serves `any AlertInput` by protocol; the
// example performs it as a caller would. `swift run AlertExample`.
import Alert
import AlertInterface
public import ExampleSupport
public import NavigationInterface
import RouterInterface
import RouterModulesInterface
import UIToolkitInterface

/// The example's script: what `swift run AlertExample` plays.
@MainActor
public struct Example: FeatureExample {
    public static let name = "AlertExample"

    public init() {}

    public var entries: [any AppEntry] {
        [AlertEntry()]
    }

    public func script(_ example: ExampleApp) async throws {
        var tapped: [String] = []
        try await example.step("present an alert with a title, a message and OK, as a sheet") {
            _ = try example.show(RoutableScreen<any AlertInput>(), as: .presentAsSheet) { alert in
                alert.title = "Saved"
                alert.message = "your note is safe"
                alert.addAction("OK") { tapped.append("OK") }
            }
        }
        try example.top("Alert")
        try example.expect(
            example.read("message") == "your note is safe" && example.read("OK") == "OK",
            "the alert shows its message and its one button")
        try await example.step("tap OK") { try example.tap("OK") }
        try example.expect(
            tapped == ["OK"] && example.topScreen?.name == "Host",
            "the alert closed and ran OK's handler once")
    }
}
