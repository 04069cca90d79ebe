// Import lines in swift-format's order.

/// Import lines as swift-format's `OrderedImports` sorts them: the regular ones by module name
/// in byte order, then the `@testable` ones.
enum ImportBlock {
    /// The lines, sorted and joined, one per line.
    static func sorted(_ lines: [String]) -> String {
        func key(_ line: String) -> (Int, [UInt8]) {
            (line.hasPrefix("@testable") ? 1 : 0, Array((line.split(separator: " ").last ?? "").utf8))
        }
        return lines.sorted {
            key($0).0 != key($1).0 ? key($0).0 < key($1).0 : key($0).1.lexicographicallyPrecedes(key($1).1)
        }
        .joined(separator: "\n")
    }
}
