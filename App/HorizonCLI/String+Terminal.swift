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
