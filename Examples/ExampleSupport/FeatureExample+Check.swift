import Foundation

extension FeatureExample {
    /// What an example's test checks, as a list of what went wrong (empty when all holds): the
    /// example plays its feature alone on each toolkit this build has, every check holding; a bad
    /// argument is exit 2 with one line on standard error and nothing played; `--help` prints the
    /// usage and exits 0. A test asserts the list is empty:
    ///
    /// ```swift
    /// #expect(try await Example.problems() == [])
    /// ```
    ///
    /// - Throws: What installing the entries or `validate()` throws: a double or a placeholder missing.
    public static func problems() async throws -> [String] {
        var problems: [String] = []
        // GTK too, when this build has it (the `GTK` trait) and a display to show it on.
        var toolkits = [[], ["--toolkit", "declarative"]]
        #if GTK
            if ProcessInfo.processInfo.environment["DISPLAY"] != nil { toolkits.append(["--toolkit", "gtk"]) }
        #endif
        for arguments in toolkits {
            let (code, lines, errors) = try await played(arguments)
            let summary = lines.last ?? ""
            if code != 0 || !errors.isEmpty || !summary.hasPrefix("\(name): ")
                || !summary.hasSuffix("checks: all passed") || !lines.contains(where: { $0.contains("✓") })
                || lines.contains(where: { $0.contains("✗") })
            {
                problems.append("\(name) \(arguments): exit \(code), \(lines.suffix(5)) \(errors)")
            }
        }
        var refused = [["--toolkit", "uikit"], ["--fast"]]
        #if !GTK
            refused.append(["--toolkit", "gtk"])
        #endif
        for arguments in refused {
            let (code, lines, errors) = try await played(arguments)
            if code != 2 || !lines.isEmpty || errors.count != 1 || !errors[0].hasPrefix("\(name): ") {
                problems.append("\(name) \(arguments) is not refused in one line: exit \(code), \(lines) \(errors)")
            }
        }
        let (code, usage, errors) = try await played(["--help"])
        if code != 0 || !errors.isEmpty || usage.first?.hasPrefix("usage: \(name) [--toolkit") != true {
            problems.append("\(name) --help: exit \(code), \(usage.prefix(1)) \(errors)")
        }
        return problems
    }

    /// Plays the example with these arguments, keeping what it printed.
    private static func played(_ arguments: [String]) async throws -> (Int32, [String], [String]) {
        var lines: [String] = []
        var errors: [String] = []
        let code = try await play(arguments: arguments, output: { lines.append($0) }, errors: { errors.append($0) })
        return (code, lines, errors)
    }
}
