import Foundation

/// What the compiler timed while it type-checked a build: each function body, and each
/// expression that took longer than a threshold.
///
/// The frontend reports them itself when asked:
/// - `-debug-time-function-bodies` prints one line per body, `11.02ms<TAB>FILE:LINE:COL<TAB>KIND
///   Module.(file).Type.member@FILE:LINE:COL`, and `<invalid loc>` for code it synthesized
///   (an `Equatable`'s `==`, a `Codable`'s `init(from:)`), which has no line of its own;
/// - `-warn-long-expression-type-checking=N` warns, `FILE:LINE:COL: warning: expression took
///   167ms to type-check (limit: 1ms)`. (`-debug-time-expression-type-checking` prints nothing on
///   Swift 6.3.1.)
///
/// A function can be timed twice, by the job that emits the module (an inlinable body) and by
/// the job that compiles its file: it is listed once, at its longer time.
struct TypeCheckTimes {
    /// One function body or expression, and where it is.
    struct Entry: Equatable {
        enum Kind: Equatable { case function, expression }
        let kind: Kind
        let milliseconds: Double
        /// The file as the build saw it, and the position; `nil` for synthesized code the tool
        /// could not place at its type's declaration.
        var file: String?
        var line: Int?
        var column: Int?
        /// The module, when the compiler named it (function bodies).
        var module: String?
        /// What the compiler calls a function (`static method`, `getter`); empty for an expression.
        var declaration = ""
        /// A function's name in its module (`ArgumentInfoV0.__derived_struct_equals`); an
        /// expression's line of source, trimmed.
        var name: String
        /// The type whose synthesized member this is (`ArgumentInfoV0`); `nil` for written code.
        var synthesizedIn: String?
    }

    /// Every function body, slowest first.
    private(set) var functions: [Entry] = []
    /// Every expression over the threshold, slowest first.
    private(set) var expressions: [Entry] = []

    /// The flags a build needs for these times (each one given to `swiftc` with `-Xswiftc`):
    /// every function body timed, each expression over `threshold` milliseconds warned about,
    /// and those warnings kept warnings in a package that turns warnings into errors.
    static func compilerFlags(expressionThreshold threshold: Int) -> [String] {
        [
            "-Xfrontend", "-debug-time-function-bodies", "-Xfrontend",
            "-warn-long-expression-type-checking=\(threshold)", "-no-warnings-as-errors",
        ]
    }

    /// Reads a build's output.
    ///
    /// - Parameter readFile: The text of a source file the build compiled (to place a
    ///   synthesized member at its type's declaration, and to show an expression's line), or
    ///   `nil` when it cannot be read.
    init(log: String, readFile: (String) -> String? = { try? String(contentsOfFile: $0, encoding: .utf8) }) {
        var functions: [String: Entry] = [:]
        var expressions: [String: Entry] = [:]
        for line in log.split(separator: "\n", omittingEmptySubsequences: true) {
            if let entry = Self.function(in: line) {
                let key = "\(entry.file ?? "")|\(entry.line ?? 0)|\(entry.name)"
                if (functions[key]?.milliseconds ?? -1) < entry.milliseconds { functions[key] = entry }
            } else if let entry = Self.expression(in: line) {
                let key = "\(entry.file ?? ""):\(entry.line ?? 0):\(entry.column ?? 0)"
                if (expressions[key]?.milliseconds ?? -1) < entry.milliseconds { expressions[key] = entry }
            }
        }
        let located = functions.values.filter { $0.file != nil }
        var texts: [String: String?] = [:]
        func cachedFile(_ file: String) -> String? {
            if let text = texts[file] { return text }
            let text = readFile(file)
            texts[file] = text
            return text
        }
        self.functions = functions.values.map { entry in
            entry.synthesizedIn == nil ? entry : Self.placed(entry, among: located, readFile: cachedFile)
        }.sorted(by: Self.slowestFirst)
        // Each expression is named by its line's text, trimmed: what a reader finds in the file.
        var lines: [String: [Substring]] = [:]
        self.expressions = expressions.values.map { entry in
            var described = entry
            guard let file = entry.file, let number = entry.line else { return described }
            if lines[file] == nil {
                lines[file] = cachedFile(file)?.split(separator: "\n", omittingEmptySubsequences: false) ?? []
            }
            guard let text = lines[file], number >= 1, number <= text.count else { return described }
            let trimmed = text[number - 1].trimmingCharacters(in: .whitespaces)
            described.name = trimmed.count > 72 ? String(trimmed.prefix(71)) + "…" : trimmed
            return described
        }.sorted(by: Self.slowestFirst)
    }

    private static func slowestFirst(_ first: Entry, _ second: Entry) -> Bool {
        if first.milliseconds != second.milliseconds { return first.milliseconds > second.milliseconds }
        return (first.file ?? "~", first.line ?? 0, first.name) < (second.file ?? "~", second.line ?? 0, second.name)
    }

    // MARK: Reading the lines

    /// `11.02ms<TAB>FILE:LINE:COL<TAB>KIND NAME@FILE:LINE:COL`, or `<invalid loc>` for synthesized code.
    static func function(in line: Substring) -> Entry? {
        let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
        guard fields.count == 3, fields[0].hasSuffix("ms"), let milliseconds = Double(fields[0].dropLast(2)) else {
            return nil
        }
        var description = fields[2]
        if let at = description.lastIndex(of: "@"), description[description.index(after: at)...] == fields[1] {
            description = description[..<at]
        }
        var entry = Entry(kind: .function, milliseconds: milliseconds, name: String(description))
        if let match = description.wholeMatch(of: #/(?<kind>.*?) ?(?<module>[^ .]+)\.\(file\)\.(?<name>.+)/#) {
            (entry.module, entry.declaration, entry.name) = (
                String(match.module), String(match.kind), String(match.name)
            )
            if fields[1] == "<invalid loc>" {
                entry.synthesizedIn = typePath(of: entry.name, declaration: entry.declaration)
            }
        }
        if let position = position(fields[1]) { (entry.file, entry.line, entry.column) = position }
        return entry
    }

    /// `FILE:LINE:COL: warning: expression took 167ms to type-check (limit: 1ms)` (or `error:`
    /// where the package turns warnings into errors the tool's flag could not undo).
    static func expression(in line: Substring) -> Entry? {
        guard let match = line.firstMatch(of: #/: (?:warning|error): expression took (?<ms>\d+)ms to type-check/#),
            let milliseconds = Double(match.ms), let position = position(line[..<match.range.lowerBound])
        else { return nil }
        return Entry(
            kind: .expression, milliseconds: milliseconds, file: position.file, line: position.line,
            column: position.column, name: "")
    }

    /// `FILE:LINE:COL`, split.
    private static func position(_ text: Substring) -> (file: String, line: Int, column: Int)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else {
            return nil
        }
        return (parts.dropLast(2).joined(separator: ":"), line, column)
    }

    /// The type a member belongs to: its name without the member (and without the property,
    /// for an accessor: `CodingKeys.hashValue.getter` is `CodingKeys`'s).
    static func typePath(of name: String, declaration: String) -> String? {
        var parts = name.replacingOccurrences(of: " extension.", with: ".").split(separator: ".")
        let accessor = ["getter", "setter", "accessor", "observer", "addressor"].contains { declaration.hasSuffix($0) }
        parts.removeLast(min(parts.count, accessor ? 2 : 1))
        return parts.isEmpty ? nil : parts.joined(separator: ".")
    }

    // MARK: Placing synthesized code

    /// Places a synthesized member at its type's declaration, or at its closest enclosing type's
    /// when the type is synthesized too (a `CodingKeys`). The type is declared in one of the files
    /// the compiler named for the same module, those with the type's own members first (then its
    /// parents').
    static func placed(_ entry: Entry, among located: [Entry], readFile: (String) -> String?) -> Entry {
        guard let type = entry.synthesizedIn else { return entry }
        let sameModule = located.filter { $0.module == entry.module }
        var candidates: [String] = []
        var path = type.split(separator: ".").map(String.init)
        var names: [String] = []
        while let last = path.last {
            names.append(last)
            let prefix = path.joined(separator: ".") + "."
            for other in sameModule
            where other.name.replacingOccurrences(of: " extension.", with: ".").hasPrefix(prefix) {
                if let file = other.file, !candidates.contains(file) { candidates.append(file) }
            }
            path.removeLast()
        }
        for other in sameModule { if let file = other.file, !candidates.contains(file) { candidates.append(file) } }
        for name in names {
            guard
                let declaration = try? Regex(
                    Self.declarationPattern + NSRegularExpression.escapedPattern(for: name) + #"\b"#)
            else { continue }
            for file in candidates {
                guard let text = readFile(file) else { continue }
                for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where line.contains(name) && line.firstMatch(of: declaration) != nil {
                    var placed = entry
                    (placed.file, placed.line, placed.column) = (file, index + 1, nil)
                    return placed
                }
            }
        }
        return entry
    }

    /// A type's declaration up to its name: attributes, modifiers, the keyword.
    private static let declarationPattern =
        #"^\s*(?:@[\w.()]+\s+)*(?:(?:public|package|internal|fileprivate|private|open|final|indirect)\s+)*(?:struct|class|enum|actor)\s+"#
}

extension TypeCheckTimes {
    /// The slowest function bodies and expressions, and the files whose bodies took longest.
    ///
    /// - Parameters:
    ///   - limit: How many of each to list.
    ///   - threshold: The expressions' threshold in milliseconds, which the build was given.
    ///   - path: A file as the user knows it (the build's paths are the scratch copy's).
    func report(limit: Int, threshold: Int, path: (String) -> String) -> String {
        func place(_ entry: Entry) -> String {
            guard let file = entry.file else { return "(synthesized, not placed)" }
            return path(file) + (entry.line.map { ":\($0)" } ?? "") + (entry.column.map { ":\($0)" } ?? "")
        }
        func rows(_ entries: some Collection<Entry>, _ text: (Entry) -> String) -> [String] {
            let places = entries.map(place)
            let width = places.map(\.count).max() ?? 0
            return zip(entries, places).map { entry, place in
                String(format: "%9.2f ms  ", entry.milliseconds)
                    + place.padding(toLength: width, withPad: " ", startingAt: 0)
                    + "  " + text(entry)
            }
        }
        let total = functions.reduce(0) { $0 + $1.milliseconds } / 1000
        var lines = [
            "Function bodies: \(functions.count) timed, \(format(total)) s in all. The \(min(limit, functions.count)) slowest:"
        ]
        lines += rows(functions.prefix(limit)) { entry in
            (entry.module.map { "\($0)  " } ?? "")
                + [entry.declaration, entry.name].filter { !$0.isEmpty }
                .joined(separator: " ") + (entry.synthesizedIn.map { " (synthesized for \($0))" } ?? "")
        }
        lines.append("")
        lines.append(
            expressions.isEmpty
                ? "Expressions: none took \(threshold) ms or more."
                : "Expressions over \(threshold) ms: \(expressions.count). The \(min(limit, expressions.count)) slowest:"
        )
        lines += rows(expressions.prefix(limit)) { $0.name }
        var byFile: [String: (milliseconds: Double, count: Int)] = [:]
        for entry in functions {
            guard let file = entry.file else { continue }
            byFile[file, default: (0, 0)].milliseconds += entry.milliseconds
            byFile[file, default: (0, 0)].count += 1
        }
        let files = byFile.sorted {
            $0.value.milliseconds > $1.value.milliseconds
                || ($0.value.milliseconds == $1.value.milliseconds && $0.key < $1.key)
        }
        lines.append("")
        lines.append("Files, by their function bodies' time. The \(min(limit, files.count)) costliest:")
        for (file, cost) in files.prefix(limit) {
            lines.append(String(format: "%9.2f ms  ", cost.milliseconds) + "\(path(file))  (\(cost.count) bodies)")
        }
        return lines.joined(separator: "\n")
    }
}
