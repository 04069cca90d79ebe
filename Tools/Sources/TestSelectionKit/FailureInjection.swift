// A failing assertion written into a Swift file: the mutation that checks a selection.
import Foundation
import ToolSupport

/// Writes a failure into every function, initializer and deinitializer of a Swift file whose
/// body opens at the end of its declaration's line: whatever test runs any of that code fails.
///
/// It reads lines, not Swift's grammar: a declaration spread over several lines, a one-line
/// body and accessors are left alone, so a file can come out with nothing injected.
enum FailureInjection {
    /// The message the injected failure stops with.
    static let message = "select-tests: an injected failure"

    /// The file's text with the failure injected, and how many bodies received it.
    static func inject(into text: String) -> (text: String, bodies: Int) {
        let opening =
            #/^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:[a-z]+(?:\([a-z]+\))?\s+)*(?:func\s+\S.*|init[?!]?\s*[(<].*|deinit\s*)\{\s*$/#
        var lines: [String] = []
        var bodies = 0
        var opened = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            // A body that is one implicit member expression (`.switcher(…)`) returns it explicitly:
            // after the failure it is no longer the body's only expression.
            let trimmed = line.drop { $0 == " " }
            lines.append(
                opened && trimmed.hasPrefix(".") ? line.prefix { $0 == " " } + "return " + trimmed : String(line))
            let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
            opened = code.wholeMatch(of: opening) != nil
            guard opened else { continue }
            lines.append("Swift.fatalError(\"\(message)\")")
            bodies += 1
        }
        return (lines.joined(separator: "\n"), bodies)
    }
}
