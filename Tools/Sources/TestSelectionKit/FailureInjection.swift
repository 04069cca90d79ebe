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

    /// A file with the failure injected.
    struct Injected {
        /// One body that received the failure.
        struct Point {
            /// The line of the declaration, in the original file (from 1).
            let opening: Int
            /// The line of the injected failure, in ``text`` (from 1).
            let failure: Int
        }

        let text: String
        let points: [Point]

        /// The body whose failure comes last before `line` of ``text``: the one a compiler error there is in.
        func point(before line: Int) -> Point? {
            points.last { $0.failure <= line }
        }
    }

    /// The file's text with the failure injected into every body it can, but those whose
    /// declarations open on the lines in `skipping`.
    static func inject(into text: String, skipping: Set<Int> = []) -> Injected {
        let opening =
            #/^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:[a-z]+(?:\([a-z]+\))?\s+)*(?:func\s+\S.*|init[?!]?\s*[(<].*|deinit\s*)\{\s*$/#
        var lines: [String] = []
        var points: [Injected.Point] = []
        var opened = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            // A body that is one implicit member expression (`.switcher(…)`) returns it explicitly:
            // after the failure it is no longer the body's only expression.
            let trimmed = line.drop { $0 == " " }
            lines.append(
                opened && trimmed.hasPrefix(".") ? line.prefix { $0 == " " } + "return " + trimmed : String(line))
            let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
            opened = !skipping.contains(index + 1) && code.wholeMatch(of: opening) != nil
            guard opened else { continue }
            lines.append("Swift.fatalError(\"\(message)\")")
            points.append(Injected.Point(opening: index + 1, failure: lines.count))
        }
        return Injected(text: lines.joined(separator: "\n"), points: points)
    }
}
