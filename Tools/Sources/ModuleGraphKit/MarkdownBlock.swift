// The module-graph block of a Markdown file, between its two markers.
import Foundation
import ToolSupport

/// The text between the module-graph markers of a Markdown file.
struct MarkdownBlock {
    static let begin = "<!-- module-graph:begin (Scripts/module-graph --write README.md) -->"
    static let end = "<!-- module-graph:end -->"

    let path: String
    private let text: String
    private let range: Range<String.Index>

    /// Reads the file and finds its block.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when the file cannot be read or has no block.
    init(path: String) throws {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw Tool.Failure.badInput("cannot read \(path)")
        }
        guard let start = text.range(of: Self.begin),
            let stop = text.range(of: Self.end, range: start.upperBound..<text.endIndex)
        else {
            throw Tool.Failure.badInput("\(path) has no block between '\(Self.begin)' and '\(Self.end)'")
        }
        self.path = path
        self.text = text
        range = start.upperBound..<stop.lowerBound
    }

    /// What the block holds now.
    var contents: Substring { text[range] }

    /// Writes the file with the block replaced.
    ///
    /// - Throws: ``Tool/Failure/finding(_:)`` when the file cannot be written.
    func write(_ contents: String) throws {
        var text = text
        text.replaceSubrange(range, with: contents)
        try Tool.replaceContents(of: URL(fileURLWithPath: path), with: Data(text.utf8))
    }
}
