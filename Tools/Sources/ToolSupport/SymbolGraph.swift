// The part of a symbol graph (`-emit-symbol-graph`, `swift-symbolgraph-extract`) the tools read.
public import Foundation

/// One module's symbols, as the compiler's symbol graph lists them: the interface-change report
/// reads the public ones, the architecture check the classes every screen inherits from.
public struct SymbolGraph: Decodable, Sendable {
    /// The declarations.
    public let symbols: [Symbol]
    /// How they relate to each other and to other modules' declarations.
    public let relationships: [Relationship]

    /// One declaration.
    public struct Symbol: Decodable, Sendable {
        /// Its identity across modules.
        public let identifier: Identifier
        /// What it declares: `swift.class`, `swift.protocol`, `swift.func`…
        public let kind: Kind
        /// Its name and those of the types it is in.
        public let pathComponents: [String]
        /// Its declaration, piece by piece.
        public let declarationFragments: [Fragment]?
        /// Its access level: `public`, `internal`, `private`…
        public let accessLevel: String?
        /// Where it is declared, when the module's source information says (its public declarations).
        public let location: Location?

        /// A symbol's precise identifier (its USR).
        public struct Identifier: Decodable, Sendable {
            /// The identifier.
            public let precise: String
        }
        /// A symbol's kind, as an identifier and in words.
        public struct Kind: Decodable, Sendable {
            /// `swift.class`, `swift.protocol`…
            public let identifier: String
            /// `Class`, `Protocol`…
            public let displayName: String
        }
        /// A declaration's place in its file.
        public struct Location: Decodable, Sendable {
            /// The file, as a `file://` URL.
            public let uri: String
            /// The line and column, from zero.
            public let position: Position

            /// A line and a column, from zero.
            public struct Position: Decodable, Sendable {
                /// The line, from zero.
                public let line: Int
            }

            /// The file's path.
            public var path: String { URL(string: uri)?.path ?? uri }
        }
        /// One piece of a declaration.
        public struct Fragment: Decodable, Sendable {
            /// Its text.
            public let spelling: String
        }

        /// The declaration as written, on one line.
        public var declaration: String {
            let text = (declarationFragments ?? []).map(\.spelling).joined()
            return text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
                .joined(separator: " ")
        }

        /// Where it is: `Routing.navigate(to:from:presentation:completion:)`.
        public var path: String { pathComponents.joined(separator: ".") }
    }

    /// How two symbols relate: `requirementOf`, `defaultImplementationOf`, `memberOf`, `inheritsFrom`…
    public struct Relationship: Decodable, Sendable {
        /// How they relate.
        public let kind: String
        /// The symbol that relates (the subclass, the member).
        public let source: String
        /// The symbol it relates to (the superclass, the type).
        public let target: String
        /// The target's name qualified by its module (`UIToolkitInterface.Screen`), when it is in another module.
        public let targetFallback: String?
    }

    /// Reads a module's graph and its extensions of other modules (`M@Other.symbols.json`).
    ///
    /// - Returns: `nil` when the folder has no graph of the module.
    /// - Throws: ``Tool/Failure/badInput(_:)`` for a file that is not a symbol graph.
    public static func load(module: String, in folder: URL) throws -> SymbolGraph? {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let own = files.filter { $0 == "\(module).symbols.json" || $0.hasPrefix("\(module)@") }
        guard own.contains("\(module).symbols.json") else { return nil }
        var symbols: [Symbol] = []
        var relationships: [Relationship] = []
        for file in own.sorted() {
            let url = folder.appendingPathComponent(file)
            do {
                let graph = try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: url))
                symbols += graph.symbols
                relationships += graph.relationships
            } catch {
                throw Tool.Failure.badInput("\(url.path) is not a symbol graph: \(error)")
            }
        }
        return SymbolGraph(symbols: symbols, relationships: relationships)
    }
}
