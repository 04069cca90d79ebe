// How a tool prints its findings: text for people, annotations for GitHub Actions, JSON for tools.
import Foundation

/// `--format text|github|json`: how a tool that reports findings prints them.
public enum FindingFormat: String, CaseIterable, Sendable {
    /// One line per finding, for people (the default).
    case text
    /// One GitHub Actions workflow command per finding (`::error file=…,line=…,title=…::message`),
    /// which a workflow shows as an annotation on the line it names.
    case github
    /// One JSON document with every finding.
    case json

    /// Reads the value after `--format`.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` naming the formats when the value is none of them.
    public static func parse(_ word: String) throws -> FindingFormat {
        guard let format = FindingFormat(rawValue: word) else {
            throw Tool.Failure.badInput(
                "--format needs \(allCases.map(\.rawValue).joined(separator: ", ")), not '\(word)'")
        }
        return format
    }

    /// A GitHub Actions annotation: `::error file=Modules/X/Y.swift,line=12,title=rule 8::message`,
    /// its properties and message escaped as the runner expects (`%`, line breaks; `:` and `,` in
    /// properties).
    ///
    /// - Parameters:
    ///   - level: `error`, `warning` or `notice`.
    ///   - file: The file, relative to the repository, if the finding names one.
    ///   - line: Its line, if known.
    ///   - title: A short title.
    ///   - message: The finding.
    public static func annotation(level: String, file: String?, line: Int?, title: String, message: String) -> String {
        let properties =
            [
                file.map { "file=\(escape($0, property: true))" }, line.map { "line=\($0)" },
                "title=\(escape(title, property: true))",
            ].compactMap { $0 }
        return "::\(level) \(properties.joined(separator: ","))::\(escape(message, property: false))"
    }

    private static func escape(_ text: String, property: Bool) -> String {
        var escaped = text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
        if property {
            escaped = escaped.replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
        }
        return escaped
    }

    /// A value as pretty, key-sorted JSON.
    public static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
