import Foundation

/// A Swift sample in a Markdown file, read as quotes of real files.
///
/// A sample is one or more quotes. Each starts with a comment naming the file it quotes from
/// the repository's root (`// Modules/Profile/Profile/ProfileFeature.swift`); its other lines
/// must appear in that file in the same order, compared without indentation. A line may elide
/// with `…`: the pieces between the `…`s stand in that file's line in order, the first at its
/// start and the last at its end. A line that is only `// …` marks skipped lines.
struct DocSample {
    /// One quote: the file and the lines taken from it.
    struct Quote {
        let path: String
        let lines: [String]
    }

    /// The Markdown file and the line of the opening fence.
    let location: String
    /// The sample's lines, without the fences.
    let lines: [String]

    /// Every Swift sample of a Markdown text.
    static func samples(in markdown: String, file: String) -> [DocSample] {
        var samples: [DocSample] = []
        var current: (line: Int, lines: [String])?
        for (index, line) in markdown.components(separatedBy: "\n").enumerated() {
            if let open = current {
                if line.trimmingCharacters(in: .whitespaces) == "```" {
                    samples.append(DocSample(location: "\(file):\(open.line)", lines: open.lines))
                    current = nil
                } else {
                    current?.lines.append(line)
                }
            } else if line.trimmingCharacters(in: .whitespaces) == "```swift" {
                current = (index + 1, [])
            }
        }
        return samples
    }

    /// The quotes, or why the sample is not one.
    func quotes() -> Result<[Quote], SampleProblem> {
        var quotes: [Quote] = []
        for line in lines.map(Self.trimmed) where !line.isEmpty {
            if let path = Self.quotedPath(line) {
                quotes.append(Quote(path: path, lines: []))
            } else if let last = quotes.indices.last {
                quotes[last] = Quote(path: quotes[last].path, lines: quotes[last].lines + [line])
            } else {
                return .failure(
                    SampleProblem("\(location): the sample names no file it quotes (// path/To/File.swift)"))
            }
        }
        return quotes.isEmpty ? .failure(SampleProblem("\(location): the sample is empty")) : .success(quotes)
    }

    /// Checks every quote against the file it names under `root`.
    ///
    /// - Returns: What does not match, one line each; empty when the sample is true to the code.
    func problems(under root: URL) -> [String] {
        let quotes: [Quote]
        switch self.quotes() {
        case .success(let found): quotes = found
        case .failure(let problem): return [problem.description]
        }
        return quotes.compactMap { quote in
            guard
                let text = try? String(contentsOf: root.appendingPathComponent(quote.path), encoding: .utf8)
            else { return "\(location): \(quote.path) does not exist" }
            let missing = Self.firstMissing(quote.lines, in: text.components(separatedBy: "\n").map(Self.trimmed))
            return missing.map { "\(location): not in \(quote.path), in this order: \($0)" }
        }
    }

    /// The first quoted line not found after the previous one's match.
    static func firstMissing(_ quoted: [String], in file: [String]) -> String? {
        var next = 0
        for line in quoted where line != "// …" {
            guard let found = file[next...].firstIndex(where: { matches(line, $0) }) else { return line }
            next = found + 1
        }
        return nil
    }

    /// Whether a quoted line stands for a line of the file, each `…` eliding part of it: the
    /// pieces between them appear in order, the first at its start and the last at its end.
    static func matches(_ quoted: String, _ line: String) -> Bool {
        let pieces = quoted.components(separatedBy: "…").map(trimmed)
        guard pieces.count > 1 else { return quoted == line }
        guard line.hasPrefix(pieces[0]), line.hasSuffix(pieces[pieces.count - 1]) else { return false }
        var rest = line.dropFirst(pieces[0].count)
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let found = rest.range(of: piece) else { return false }
            rest = rest[found.upperBound...]
        }
        return rest.count >= pieces[pieces.count - 1].count
    }

    /// The path a `// path/File.swift` line names, or `nil` for any other line.
    static func quotedPath(_ line: String) -> String? {
        guard line.hasPrefix("// "), line.hasSuffix(".swift") else { return nil }
        let path = String(line.dropFirst(3))
        return path.contains("/") && !path.contains(" ") ? path : nil
    }

    static func trimmed(_ line: String) -> String {
        line.trimmingCharacters(in: .whitespaces)
    }
}

/// Why a sample cannot be checked.
struct SampleProblem: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
