// What the tools read in a source file: imports, public declarations, unsafe constructs.
import Foundation

/// Reads, line by line, what the rules need from a Swift file.
///
/// One scanner serves every file: a `Regex` is not `Sendable`, so the patterns are its stored
/// properties rather than static ones.
public struct SourceScanner {
    private let importLine =
        #/\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:struct|class|enum|protocol|typealias|func|let|var)\s+)?(?<module>[\p{L}_][\p{L}\p{N}_]*)/#
    /// An import declaration with its attributes, which may stand on lines of their own and take
    /// arguments with parentheses inside (`@_documentation(visibility: internal)`, `@_spi(A)`),
    /// at the start of a line.
    private let attributedImport =
        #/(?m)^[ \t]*(?<attributes>(?:@\w+(?:\((?:[^()]|\([^()]*\))*\))?\s+)+)(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:struct|class|enum|protocol|typealias|func|let|var)\s+)?(?<module>[\p{L}_][\p{L}\p{N}_]*)/#
    private let publicDeclaration =
        #/(?:@\w+(?:\([^)]*\))?\s+)*(?:public|open)\s+(?:(?:final|indirect|nonisolated)\s+)*(?<kind>struct|class|enum|protocol|actor|typealias|extension|func|var|let)\s+(?<name>[A-Za-z_][\w.]*)(?<rest>[^{]*)/#
    private let unsafeConstruct =
        #/@unchecked\s+Sendable|\b(?:Unmanaged|OpaquePointer|unsafeDowncast|unsafeBitCast|Unsafe(?:Mutable)?(?:Raw)?(?:Buffer)?Pointer|_?withUnsafe[A-Za-z]*|nonisolated\(unsafe\))/#
        .wordBoundaryKind(.simple)

    /// Creates a scanner.
    public init() {}

    /// The modules a file imports, at any access level, `@testable` or `@preconcurrency`, whole or one declaration.
    public func imports(in file: SourceFile) -> [(line: Int, module: String)] {
        file.numbered { line in
            line.contains("import") ? line.prefixMatch(of: importLine).map { String($0.module) } : nil
        }.map { ($0.line, $0.found) }
    }

    /// The modules a file re-exports with `@_exported import`, and the lines the declarations
    /// start on: `@_exported` among any attributes, in any order, on the import's line or above it.
    public func exportedImports(in file: SourceFile) -> [(line: Int, module: String)] {
        let text = file.lines.joined(separator: "\n")
        return text.matches(of: attributedImport).compactMap { match in
            let attributes = match.attributes.split(whereSeparator: \.isWhitespace)
            guard attributes.contains(where: { $0 == "@_exported" || $0.hasPrefix("@_exported(") }) else { return nil }
            return (text[..<match.range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }, String(match.module))
        }
    }

    /// A file's top-level `public` or `open` declarations: their kind, name and what follows the name.
    public func publicDeclarations(in file: SourceFile) -> [(line: Int, kind: String, name: String, rest: String)] {
        file.numbered { line in line.prefixMatch(of: publicDeclaration) }.map { line, match in
            (line, String(match.kind), String(match.name), String(match.rest))
        }
    }

    /// The unsafe constructs a file's code uses; its comments may name them.
    public func unsafeConstructs(in file: SourceFile) -> [(line: Int, construct: String)] {
        file.numbered { line in
            let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
            return code.firstMatch(of: unsafeConstruct).map { String($0.output) }
        }.map { ($0.line, $0.found) }
    }
}
