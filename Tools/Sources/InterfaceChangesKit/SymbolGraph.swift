// The part of a symbol graph (`-emit-symbol-graph`) the interface-change report reads.
import Foundation
import ToolSupport

/// One module's public symbols, as the compiler's symbol graph lists them.
struct SymbolGraph: Decodable {
    let symbols: [Symbol]
    let relationships: [Relationship]

    /// One public declaration.
    struct Symbol: Decodable {
        let identifier: Identifier
        let kind: Kind
        let pathComponents: [String]
        let declarationFragments: [Fragment]?

        struct Identifier: Decodable { let precise: String }
        struct Kind: Decodable {
            let identifier: String
            let displayName: String
        }
        struct Fragment: Decodable { let spelling: String }

        /// The declaration as written, on one line.
        var declaration: String {
            let text = (declarationFragments ?? []).map(\.spelling).joined()
            return text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
                .joined(separator: " ")
        }

        /// Where it is: `Routing.navigate(to:from:presentation:completion:)`.
        var path: String { pathComponents.joined(separator: ".") }
    }

    /// How two symbols relate: `requirementOf`, `defaultImplementationOf`, `memberOf`…
    struct Relationship: Decodable {
        let kind: String
        let source: String
        let target: String
    }

    /// Reads a module's graph and its extensions of other modules (`M@Other.symbols.json`).
    ///
    /// - Returns: `nil` when the folder has no graph of the module.
    /// - Throws: ``Tool/Failure/badInput(_:)`` for a file that is not a symbol graph.
    static func load(module: String, in folder: URL) throws -> SymbolGraph? {
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
