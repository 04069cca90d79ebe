import Testing

/// What every example's test checks: it plays its feature alone on both toolkits, every check
/// holding; a bad argument is exit 2 with the reason on standard error, nothing played; `--help`
/// prints the usage and exits 0.
@MainActor
enum ExampleCheck {
    /// An example's script: arguments and where the transcript goes, to the exit code.
    typealias Play =
        @MainActor ([String], @escaping (String) -> Void, @escaping (String) -> Void) async throws -> Int32

    static func check(_ name: String, _ play: Play) async throws {
        for arguments in [[], ["--toolkit", "declarative"]] {
            var lines: [String] = []
            var errors: [String] = []
            let code = try await play(arguments, { lines.append($0) }, { errors.append($0) })
            #expect(code == 0 && errors.isEmpty, "\(name) \(arguments): \(lines.suffix(5)) \(errors)")
            #expect(lines.last?.hasPrefix("\(name): ") == true && lines.last?.hasSuffix("checks: all passed") == true)
            #expect(lines.contains { $0.contains("✓") } && !lines.contains { $0.contains("✗") })
        }
        for arguments in [["--toolkit", "uikit"], ["--fast"]] {
            var (lines, errors): ([String], [String]) = ([], [])
            #expect(try await play(arguments, { lines.append($0) }, { errors.append($0) }) == 2)
            #expect(lines.isEmpty, "nothing on standard output: \(lines)")
            #expect(
                errors.count == 1 && errors[0].hasPrefix("\(name): ") && errors[0].contains("--toolkit"), "\(errors)")
        }
        var (usage, errors): ([String], [String]) = ([], [])
        #expect(try await play(["--help"], { usage.append($0) }, { errors.append($0) }) == 0)
        #expect(usage.first?.hasPrefix("usage: \(name) [--toolkit headless|declarative]") == true && errors.isEmpty)
    }
}
