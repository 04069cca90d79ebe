// A Swift file of the checked package, read line by line.

/// A Swift source file, read line by line; line numbers start at 1.
struct SourceFile {
    /// The path from the package root, as violations name it.
    let relativePath: String
    let lines: [Substring]

    init(relativePath: String, text: String) {
        self.relativePath = relativePath
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// What `find` reads on each line, with the line's number.
    func numbered<Found>(_ find: (Substring) -> Found?) -> [(line: Int, found: Found)] {
        lines.enumerated().compactMap { index, line in find(line).map { (index + 1, $0) } }
    }
}
