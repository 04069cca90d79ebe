// The significant characters of a stretch of Swift: comments and string literals skipped.

/// Reads a stretch of Swift source as the characters that matter to its structure: comments and
/// whitespace are skipped, and a string literal (raw, multi-line, interpolated) counts as one
/// piece. The parser gives no range to an expression; this finds the closing
/// bracket of an array literal it reported, and the token before it.
struct SwiftTokens {
    private let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The significant bytes in `range`, in order: each a byte of code, or a whole string literal.
    func significant(in range: Range<Int>) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var index = range.lowerBound
        while index < range.upperBound {
            index = scan(from: index, limit: range.upperBound) { found.append($0) }
        }
        return found
    }

    /// Reads a byte of code, a string literal, whitespace or a comment at `index`, reporting what
    /// is significant; returns the offset after it.
    private func scan(from index: Int, limit: Int, significant: (Range<Int>) -> Void) -> Int {
        let byte = bytes[index]
        if Self.whitespace.contains(byte) { return index + 1 }
        if byte == Self.slash, index + 1 < limit {
            if bytes[index + 1] == Self.slash { return lineEnd(from: index) }
            if bytes[index + 1] == Self.star { return blockCommentEnd(from: index + 2, limit: limit) }
        }
        var end = index + 1
        if byte == Self.quote || byte == Self.hash { end = stringEnd(from: index, limit: limit) ?? end }
        significant(index..<end)
        return end
    }

    private func lineEnd(from index: Int) -> Int {
        var index = index
        while index < bytes.count, bytes[index] != Self.newline { index += 1 }
        return index
    }

    /// After `/*`: the offset after the matching `*/`, comments nesting as Swift's do.
    private func blockCommentEnd(from index: Int, limit: Int) -> Int {
        var depth = 1
        var index = index
        while index + 1 < limit, depth > 0 {
            if bytes[index] == Self.slash, bytes[index + 1] == Self.star {
                depth += 1
                index += 2
            } else if bytes[index] == Self.star, bytes[index + 1] == Self.slash {
                depth -= 1
                index += 2
            } else {
                index += 1
            }
        }
        return depth == 0 ? index : limit
    }

    /// At a string literal's first byte (`"`, `"""` or `#` of a raw string): the offset after it;
    /// `nil` when a `#` starts no string.
    private func stringEnd(from start: Int, limit: Int) -> Int? {
        var index = start
        var hashes = 0
        while index < limit, bytes[index] == Self.hash {
            hashes += 1
            index += 1
        }
        guard index < limit, bytes[index] == Self.quote else { return nil }
        let multiLine = index + 2 < limit && bytes[index + 1] == Self.quote && bytes[index + 2] == Self.quote
        let quotes = multiLine ? 3 : 1
        index += quotes
        while index < limit {
            if bytes[index] == Self.backslash, closes(hashes, at: index + 1, limit: limit) {
                // An escape: `\(` interpolates code, which may hold strings of its own.
                let escaped = index + 1 + hashes
                if escaped < limit, bytes[escaped] == Self.openParenthesis {
                    index = interpolationEnd(from: escaped + 1, limit: limit)
                } else {
                    index = escaped + 1
                }
            } else if bytes[index] == Self.quote, isQuoteRun(quotes, at: index, limit: limit),
                closes(hashes, at: index + quotes, limit: limit)
            {
                return index + quotes + hashes
            } else {
                index += 1
            }
        }
        return limit
    }

    /// After `\(`: the offset after the `)` that closes it.
    private func interpolationEnd(from index: Int, limit: Int) -> Int {
        var depth = 1
        var index = index
        while index < limit {
            let byte = bytes[index]
            var next = index + 1
            if byte == Self.quote || byte == Self.hash {
                next = stringEnd(from: index, limit: limit) ?? index + 1
            } else if byte == Self.openParenthesis {
                depth += 1
            } else if byte == Self.closeParenthesis {
                depth -= 1
                if depth == 0 { return next }
            }
            index = next
        }
        return limit
    }

    private func isQuoteRun(_ count: Int, at index: Int, limit: Int) -> Bool {
        index + count <= limit && bytes[index..<index + count].allSatisfy { $0 == Self.quote }
    }

    private func closes(_ hashes: Int, at index: Int, limit: Int) -> Bool {
        index + hashes <= limit && bytes[index..<index + hashes].allSatisfy { $0 == Self.hash }
    }

    private static let whitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
    private static let newline = UInt8(ascii: "\n")
    private static let slash = UInt8(ascii: "/")
    private static let star = UInt8(ascii: "*")
    private static let quote = UInt8(ascii: "\"")
    private static let hash = UInt8(ascii: "#")
    private static let backslash = UInt8(ascii: "\\")
    private static let openParenthesis = UInt8(ascii: "(")
    private static let closeParenthesis = UInt8(ascii: ")")
}
