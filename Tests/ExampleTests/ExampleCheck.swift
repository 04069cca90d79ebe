import Testing

/// What every example's test checks: it plays its feature alone on both toolkits, every check
/// holding, and a bad argument is exit 2 with the reason, nothing played.
@MainActor
enum ExampleCheck {
    /// An example's script: arguments and where the transcript goes, to the exit code.
    typealias Play = @MainActor ([String], @escaping (String) -> Void) async throws -> Int32

    static func check(_ name: String, _ play: Play) async throws {
        for arguments in [[], ["--toolkit", "declarative"]] {
            var lines: [String] = []
            let code = try await play(arguments) { lines.append($0) }
            #expect(code == 0, "\(name) \(arguments): \(lines.suffix(5))")
            #expect(lines.last?.hasPrefix("\(name): ") == true && lines.last?.hasSuffix("checks: all passed") == true)
            #expect(lines.contains { $0.contains("✓") } && !lines.contains { $0.contains("✗") })
        }
        for arguments in [["--toolkit", "uikit"], ["--fast"]] {
            var lines: [String] = []
            #expect(try await play(arguments) { lines.append($0) } == 2)
            #expect(lines.count == 1 && lines[0].hasPrefix("\(name): ") && lines[0].contains("--toolkit"), "\(lines)")
        }
    }
}
