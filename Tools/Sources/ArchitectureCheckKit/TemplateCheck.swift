// Rules 14 and 15: the template's two optional targets, where they earn their place.
import ToolSupport

/// What the compiler says of a package's features, tests and examples, for the template's rules:
/// which concrete modules declare a screen (rule 14: they have an example), and which types of
/// tests and examples conform to a feature's protocol (rule 15: a double of another feature's
/// protocol lives in that feature's `XTesting`).
///
/// The symbol graphs (`swift-symbolgraph-extract`, private declarations included) of the emitted
/// modules answer: the classes and what each inherits from, the types and the protocols each
/// conforms to, resolved by the compiler.
struct TemplateCheck {
    /// The seam's module and the class every screen inherits from.
    static let seam = "UIToolkitInterface"
    static let screen = "Screen"

    let graphs: [String: SymbolGraph]

    /// The modules among `modules` that declare a screen: a class whose superclasses reach the
    /// seam's `Screen` (directly, through a class of the seam such as `StackContainer`, or through
    /// another of the module's own classes); none when there is no seam.
    func modulesDeclaringScreens(among modules: [String]) -> Set<String> {
        guard
            let screen = graphs[Self.seam]?.symbols.first(where: { isClass($0) && $0.pathComponents == [Self.screen] })
        else { return [] }
        let superclass = Dictionary(
            graphs.values.flatMap(\.relationships).filter { $0.kind == "inheritsFrom" }.map { ($0.source, $0.target) },
            uniquingKeysWith: { first, _ in first })
        func isScreen(_ identifier: String) -> Bool {
            var current = identifier
            var seen: Set<String> = []
            while current != screen.identifier.precise {
                guard seen.insert(current).inserted, let next = superclass[current] else { return false }
                current = next
            }
            return true
        }
        return Set(
            modules.filter { module in
                graphs[module]?.symbols.contains { isClass($0) && isScreen($0.identifier.precise) } ?? false
            })
    }

    /// The conformances a module declares to protocols of other modules: the conforming type's
    /// name and the protocol, qualified by its module (`LoginInterface.Authenticating`).
    func conformances(in module: String) -> [(type: String, protocolName: String)] {
        guard let graph = graphs[module] else { return [] }
        let names = Dictionary(
            graph.symbols.map { ($0.identifier.precise, $0.path) }, uniquingKeysWith: { first, _ in first })
        let found = graph.relationships.filter { $0.kind == "conformsTo" }.compactMap { relation in
            relation.targetFallback.map { (names[relation.source] ?? relation.source, $0) }
        }
        return found.enumerated().filter { index, item in
            !found[..<index].contains { $0 == item }
        }.map(\.element)
    }

    private func isClass(_ symbol: SymbolGraph.Symbol) -> Bool { symbol.kind.identifier == "swift.class" }
}
