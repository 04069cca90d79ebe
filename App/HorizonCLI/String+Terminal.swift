extension String {
    /// The text with every control character written as an escape (`\u{1B}`), so what a user
    /// typed can be echoed in a message without moving the cursor, retitling the terminal or
    /// hiding the rest of the line.
    var escapingControlCharacters: String {
        unicodeScalars.map { scalar in
            scalar.properties.generalCategory == .control
                ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
        }.joined()
    }
}

extension String {
    /// What a user typed, fit to echo in a one-line message: control characters escaped, and
    /// anything past `limit` characters cut, with the size said, so an enormous input is never
    /// printed back whole.
    func echoed(limit: Int = 60) -> String {
        let cut = count > limit ? String(prefix(limit)) + "… (\(utf8.count) bytes)" : self
        return cut.escapingControlCharacters
    }
}
