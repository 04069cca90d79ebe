// Edits to a Swift file at the places its parse names.
import Foundation
import ToolSupport

/// A Swift file and what the scaffold adds to it: a statement after the last top-level call to a
/// function, an element at the end of the array literal a function returns, an `import` in order.
/// Each place is found in the compiler's parse (``ParsedSource``); where it is not there, or not
/// of the shape the edit needs, the edit is refused, naming the file and what it looked for.
struct SourceEdit {
    private let parsed: ParsedSource
    private var insertions: [(offset: Int, text: String)] = []

    init(_ parsed: ParsedSource) {
        self.parsed = parsed
    }

    /// The file with every edit made.
    var text: String {
        var bytes = parsed.bytes
        // From the end, so each insertion's offset still counts in the original text.
        for insertion in insertions.enumerated().sorted(by: {
            ($0.element.offset, $0.offset) > ($1.element.offset, $1.offset)
        }) {
            bytes.insert(contentsOf: Array(insertion.element.text.utf8), at: insertion.element.offset)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Adds `statement` on a line of its own after the line of the last top-level call to `function`.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when the file has no top-level call to `function`.
    mutating func addStatement(_ statement: String, afterLastCallTo function: String) throws {
        guard let last = parsed.topLevelCalls(to: function).last else {
            throw Tool.Failure.badInput(
                "\(parsed.shownPath) has no top-level \(function)(...) line to add one after: restore one, or edit by hand"
            )
        }
        let end = lineEnd(after: last.lastToken)
        insertions.append(end < parsed.bytes.count ? (end + 1, statement + "\n") : (end, "\n" + statement))
    }

    /// Adds `element` as the last element of the array literal that is the body of the function
    /// `function` (argument labels `labels`), on a line of its own, indented one level more than
    /// the closing bracket.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when there is no such function, its body is not one
    ///   array literal, or the array's closing bracket does not start a line.
    mutating func addElement(_ element: String, toArrayOf function: String, labels: [String]?) throws {
        let name = "\(function)(\((labels ?? []).map { "\($0):" }.joined()))"
        guard let shape = parsed.arrayBody(ofFunction: function, labels: labels) else {
            throw Tool.Failure.badInput("\(parsed.shownPath) declares no function \(name): restore it, or edit by hand")
        }
        guard case .array(let open, let close) = shape else {
            throw Tool.Failure.badInput(
                "the body of \(name) in \(parsed.shownPath) is not one array literal: return the list as [ ... ], or edit by hand"
            )
        }
        let pieces = SwiftTokens(parsed.bytes).significant(in: open + 1..<close)
        guard pieces.count >= 2, let bracket = pieces.last?.lowerBound, parsed.bytes[bracket] == Self.closeBracket,
            let previous = pieces.dropLast().last
        else {
            throw Tool.Failure.badInput("the body of \(name) in \(parsed.shownPath) does not end with its array's ']'")
        }
        let lineStart = lineStart(of: bracket)
        let indentation = parsed.bytes[lineStart..<bracket]
        guard indentation.allSatisfy({ $0 == Self.space }) else {
            throw Tool.Failure.badInput(
                "the array of \(name) in \(parsed.shownPath) closes mid-line: put its ']' on a line of its own, or edit by hand"
            )
        }
        if ![Self.comma, Self.openBracket].contains(parsed.bytes[previous.upperBound - 1]) {
            insertions.append((previous.upperBound, ","))
        }
        insertions.append((lineStart, String(repeating: " ", count: indentation.count + 4) + element + ",\n"))
    }

    /// Adds `import module` among the file's imports, before the first whose module sorts after
    /// it (byte order, as swift-format orders them); nothing when the file imports it already.
    mutating func addImport(_ module: String) {
        let imports = parsed.imports
        guard !imports.contains(where: { $0.module == module }) else { return }
        let line = "import \(module)\n"
        if let next = imports.first(where: {
            Array($0.module.utf8).lexicographicallyPrecedes(Array(module.utf8)) == false
        }) {
            insertions.append((lineStart(of: next.offset), line))
        } else if let last = imports.last {
            let end = lineEnd(after: last.offset)
            insertions.append(end < parsed.bytes.count ? (end + 1, line) : (end, "\n" + line))
        } else {
            insertions.append((0, line + "\n"))
        }
    }

    /// The offset of the newline that ends the line holding `offset`, or the file's end.
    private func lineEnd(after offset: Int) -> Int {
        var index = offset
        while index < parsed.bytes.count, parsed.bytes[index] != Self.newline { index += 1 }
        return index
    }

    private func lineStart(of offset: Int) -> Int {
        var index = offset
        while index > 0, parsed.bytes[index - 1] != Self.newline { index -= 1 }
        return index
    }

    private static let newline = UInt8(ascii: "\n")
    private static let space = UInt8(ascii: " ")
    private static let comma = UInt8(ascii: ",")
    private static let openBracket = UInt8(ascii: "[")
    private static let closeBracket = UInt8(ascii: "]")
}
