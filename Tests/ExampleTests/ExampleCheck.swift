import ExampleSupport
import Foundation
import Testing

/// What every example's test checks: it plays its feature alone on each toolkit, every check
/// holding; a bad argument is exit 2 with the reason on standard error, nothing played; `--help`
/// prints the usage and exits 0.
@MainActor
enum ExampleCheck {
    static func check<Example: FeatureExample>(_ example: Example.Type) async throws {
        let name = Example.name
        // GTK too, when this build has it (the `GTK` trait) and a display to show it on.
        var toolkits = [[], ["--toolkit", "declarative"]]
        #if GTK
            if ProcessInfo.processInfo.environment["DISPLAY"] != nil { toolkits.append(["--toolkit", "gtk"]) }
        #endif
        for arguments in toolkits {
            var lines: [String] = []
            var errors: [String] = []
            let code = try await Example.play(
                arguments: arguments, output: { lines.append($0) }, errors: { errors.append($0) })
            #expect(code == 0 && errors.isEmpty, "\(name) \(arguments): \(lines.suffix(5)) \(errors)")
            #expect(lines.last?.hasPrefix("\(name): ") == true && lines.last?.hasSuffix("checks: all passed") == true)
            #expect(lines.contains { $0.contains("✓") } && !lines.contains { $0.contains("✗") })
        }
        for arguments in [["--toolkit", "uikit"], ["--fast"]] {
            var (lines, errors): ([String], [String]) = ([], [])
            #expect(
                try await Example.play(
                    arguments: arguments, output: { lines.append($0) }, errors: { errors.append($0) }) == 2)
            #expect(lines.isEmpty, "nothing on standard output: \(lines)")
            #expect(
                errors.count == 1 && errors[0].hasPrefix("\(name): ") && errors[0].contains("--toolkit"), "\(errors)")
        }
        #if !GTK
            // Built without GTK: --toolkit gtk is refused in one line saying how to build it.
            var gtkErrors: [String] = []
            #expect(
                try await Example.play(
                    arguments: ["--toolkit", "gtk"], output: { _ in }, errors: { gtkErrors.append($0) })
                    == 2)
            #expect(gtkErrors == ["\(name): built without GTK: run it with swift run --traits GTK"], "\(gtkErrors)")
        #endif
        var (usage, errors): ([String], [String]) = ([], [])
        #expect(
            try await Example.play(arguments: ["--help"], output: { usage.append($0) }, errors: { errors.append($0) })
                == 0)
        #expect(usage.first?.hasPrefix("usage: \(name) [--toolkit headless|declarative|gtk]") == true && errors.isEmpty)
    }
}
