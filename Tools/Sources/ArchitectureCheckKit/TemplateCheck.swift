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

    /// The modules among `modules` that declare a screen, each with its first screen class: a
    /// class whose superclasses reach the seam's `Screen` (directly, through a class of the seam
    /// such as `StackContainer`, or through another of the module's own classes); none when there
    /// is no seam.
    func screens(among modules: [String]) -> [String: SymbolGraph.Symbol] {
        guard
            let screen = graphs[Self.seam]?.symbols.first(where: { isClass($0) && $0.pathComponents == [Self.screen] })
        else { return [:] }
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
        var found: [String: SymbolGraph.Symbol] = [:]
        for module in modules {
            found[module] = graphs[module]?.symbols.filter { isClass($0) && isScreen($0.identifier.precise) }
                .min { Self.place($0) < Self.place($1) }
        }
        return found
    }

    /// The public declarations of a module that make it show more than `entry`: every type
    /// public at any nesting (itself and every type it is in), the entry aside, and every public
    /// member the module adds to another module's type.
    func publicBeyond(entry: String, in module: String) -> [SymbolGraph.Symbol] {
        guard let graph = graphs[module] else { return [] }
        let types = Dictionary(
            graph.symbols.filter { Self.typeKinds.contains($0.kind.identifier) }.map { ($0.pathComponents, $0) },
            uniquingKeysWith: { first, _ in first })
        let isPublic = { (symbol: SymbolGraph.Symbol) in ["public", "open"].contains(symbol.accessLevel ?? "") }
        return graph.symbols.filter { symbol in
            guard isPublic(symbol), symbol.pathComponents != [entry] else { return false }
            let enclosing = (1..<symbol.pathComponents.count).map { Array(symbol.pathComponents.prefix($0)) }
            guard enclosing.allSatisfy({ types[$0].map(isPublic) ?? true }) else { return false }
            if types[symbol.pathComponents] != nil { return true }
            // A member: public beyond the entry when it is another module's type's.
            return !enclosing.isEmpty && types[enclosing[0]] == nil
        }
    }

    /// The declaration at `path` in a module (`Card.point`; `Outcome.shown` finds `Outcome.shown(_:)`)
    /// whose place the compiler recorded: a private member has none.
    func symbol(named path: String, in module: String) -> SymbolGraph.Symbol? {
        graphs[module]?.symbols.first { ($0.path == path || $0.path.hasPrefix(path + "(")) && $0.location != nil }
    }

    /// Where a symbol is, to order symbols as their files declare them: its file and line, or
    /// after every placed one by its path.
    static func place(_ symbol: SymbolGraph.Symbol) -> String {
        guard let location = symbol.location else { return "~" + symbol.path }
        return location.path + ":" + String(repeating: "0", count: max(0, 8 - "\(location.position.line)".count))
            + "\(location.position.line)"
    }

    /// The kinds of symbol that declare a type.
    static let typeKinds: Set = [
        "swift.struct", "swift.class", "swift.enum", "swift.actor", "swift.protocol", "swift.typealias",
    ]

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
