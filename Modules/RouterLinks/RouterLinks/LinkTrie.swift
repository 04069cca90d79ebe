import RouterInterface
import RouterLinksInterface

/// Link patterns in a trie: matching walks the path once, so its cost follows the path's
/// length and the few parameter edges on the way, never the number of routes.
///
/// Constants are tried first, then parameters, then `:_`, then `...`; a candidate whose
/// parameters do not decode is skipped and the search goes on.
struct LinkTrie<Value> {
    /// A parameter edge and what its component must pass, in the trie's one table of edges:
    /// no object and no list per edge.
    private struct Edge {
        let name: String
        let expression: String?
        let regex: Regex<AnyRegexOutput>?
        let rule: LinkParameterRule?
        let child: Int32
        /// The next parameter edge of the same node, in insertion order, or ``LinkTrie/none``.
        var next: Int32 = LinkTrie.none
        /// Whether `regex` is set: testing it costs no copy of the optional regex (a retain, a
        /// release and their outlined code, about 200 instructions an edge tried).
        private let checksExpression: Bool

        init(name: String, expression: String?, regex: Regex<AnyRegexOutput>?, rule: LinkParameterRule?, child: Int32) {
            (self.name, self.expression, self.regex, self.rule, self.child) = (name, expression, regex, rule, child)
            checksExpression = regex != nil
        }

        /// Why the component does not match this edge, or nil when it does.
        func refusal(of component: String) -> LinkFailure? {
            if rule?.accepts(component) == false {
                return .invalidParameter(name: name, value: component, expected: rule?.description ?? "")
            }
            if checksExpression, (try? regex?.wholeMatch(in: component)) == nil {
                return .invalidParameter(name: name, value: component, expected: "a match for \(expression ?? "")")
            }
            return nil
        }
    }

    /// A node: its constant children by text, and the first of its parameter edges, of the
    /// values a path ending here gives and of those a path going on gives (`...`), each a
    /// list threaded through its table. Indexes are 32 bits, ``LinkTrie/none`` for no entry:
    /// a node of four optional indexes would take 40 bytes, this one takes 24.
    private struct Node {
        var constants: [String: Int32] = [:]
        var firstEdge = LinkTrie.none
        var anything = LinkTrie.none
        var firstValue = LinkTrie.none
        var firstRest = LinkTrie.none
    }

    /// A value in a node's list, with the next one in insertion order.
    private struct Entry {
        let value: Value
        var next = LinkTrie.none
    }

    /// The index that stands for no node, edge or entry.
    private static var none: Int32 { -1 }

    private var nodes = [Node()]
    private var edges: [Edge] = []
    private var entries: [Entry] = []

    /// Makes room for this many nodes, parameter edges and values in all, so that inserting
    /// them does not grow the tables (grown by doubling, a table keeps up to twice the room it needs).
    mutating func reserveCapacity(nodes: Int, edges: Int, values: Int) {
        self.nodes.reserveCapacity(nodes)
        self.edges.reserveCapacity(edges)
        entries.reserveCapacity(values)
    }

    /// The key under which `...` binds what it matched, joined with `/`.
    static var restKey: String { "..." }

    /// Adds a pattern.
    ///
    /// - Parameters:
    ///   - pattern: The pattern, its expressions already checked.
    ///   - rules: Matching rules by parameter name.
    ///   - regexes: The pattern's expressions, compiled, by their text (`LinkPattern` compiled them).
    ///   - value: What a match of the pattern gives.
    mutating func insert(
        _ pattern: LinkPattern, rules: [String: LinkParameterRule] = [:],
        regexes: [String: Regex<AnyRegexOutput>] = [:], _ value: Value
    ) {
        var index = 0
        for component in pattern.components {
            switch component {
            case .constant(let text):
                if let child = nodes[index].constants[text] {
                    index = Int(child)
                } else {
                    let child = newNode()
                    nodes[index].constants[text] = child
                    index = Int(child)
                }
            case .parameter(let name, let expression):
                index = Int(
                    parameterChild(
                        of: index, name: name, expression: expression, regex: expression.flatMap { regexes[$0] },
                        rule: rules[name]))
            case .anything:
                if nodes[index].anything == Self.none { nodes[index].anything = newNode() }
                index = Int(nodes[index].anything)
            case .rest:
                nodes[index].firstRest = list(nodes[index].firstRest, appending: value)
                return
            }
        }
        nodes[index].firstValue = list(nodes[index].firstValue, appending: value)
    }

    /// Finds the first candidate that accepts the path's parameters.
    ///
    /// - Parameters:
    ///   - path: The link's path components.
    ///   - accept: Decodes a candidate's parameters; throws to skip it.
    /// - Throws: The last candidate's failure, a parameter that failed its rule, or
    ///   `LinkFailure.noMatchingRoute`.
    func match<Output>(
        _ path: [String], accept: (Value, [(name: String, value: String)]) throws(LinkFailure) -> Output
    ) throws(LinkFailure) -> Output {
        var search = Search()
        search.bindings.reserveCapacity(path.count)
        if let found = visit(0, depth: 0, path, &search, accept) { return found }
        throw search.failure ?? .noMatchingRoute(path: path.joined(separator: "/"))
    }

    /// What a search carries down the trie: the parameters bound so far and the last failure.
    private struct Search {
        var bindings: [(name: String, value: String)] = []
        var failure: LinkFailure?
    }

    private func visit<Output>(
        _ index: Int, depth: Int, _ path: [String], _ search: inout Search,
        _ accept: (Value, [(name: String, value: String)]) throws(LinkFailure) -> Output
    ) -> Output? {
        // Each node's and edge's fields are read in place: a copy would retain each of its tables.
        if depth == path.count {
            if let found = attempt(nodes[index].firstValue, &search, accept) { return found }
        } else {
            let component = path[depth]
            if let next = nodes[index].constants[component],
                let found = visit(Int(next), depth: depth + 1, path, &search, accept)
            {
                return found
            }
            var edge = nodes[index].firstEdge
            while edge != Self.none {
                defer { edge = edges[Int(edge)].next }
                if let refusal = edges[Int(edge)].refusal(of: component) {
                    search.failure = search.failure ?? refusal
                    continue
                }
                search.bindings.append((edges[Int(edge)].name, component))
                if let found = visit(Int(edges[Int(edge)].child), depth: depth + 1, path, &search, accept) {
                    return found
                }
                search.bindings.removeLast()
            }
            let anything = nodes[index].anything
            if anything != Self.none, let found = visit(Int(anything), depth: depth + 1, path, &search, accept) {
                return found
            }
        }
        guard nodes[index].firstRest != Self.none else { return nil }
        search.bindings.append((Self.restKey, path[depth...].joined(separator: "/")))
        defer { search.bindings.removeLast() }
        return attempt(nodes[index].firstRest, &search, accept)
    }

    /// Offers each value of a list to `accept`, in insertion order, until one is accepted.
    private func attempt<Output>(
        _ first: Int32, _ search: inout Search,
        _ accept: (Value, [(name: String, value: String)]) throws(LinkFailure) -> Output
    ) -> Output? {
        var entry = first
        while entry != Self.none {
            do throws(LinkFailure) {
                return try accept(entries[Int(entry)].value, search.bindings)
            } catch {
                search.failure = error
            }
            entry = entries[Int(entry)].next
        }
        return nil
    }

    /// The child a parameter edge leads to: an existing edge's when one binds the same name
    /// with the same expression and no rule, else a new edge's, last in the node's list.
    private mutating func parameterChild(
        of index: Int, name: String, expression: String?, regex: Regex<AnyRegexOutput>?, rule: LinkParameterRule?
    ) -> Int32 {
        var last = Self.none
        var edge = nodes[index].firstEdge
        while edge != Self.none {
            // Rules are closures, which cannot be compared: an edge with one is never shared.
            if rule == nil, edges[Int(edge)].rule == nil, edges[Int(edge)].name == name,
                edges[Int(edge)].expression == expression
            {
                return edges[Int(edge)].child
            }
            (last, edge) = (edge, edges[Int(edge)].next)
        }
        let child = newNode()
        edges.append(Edge(name: name, expression: expression, regex: regex, rule: rule, child: child))
        let added = Self.index(edges.count - 1)
        if last == Self.none { nodes[index].firstEdge = added } else { edges[Int(last)].next = added }
        return child
    }

    /// Puts a value last in the list that starts at `first`, and returns the list's start.
    private mutating func list(_ first: Int32, appending value: Value) -> Int32 {
        entries.append(Entry(value: value))
        let added = Self.index(entries.count - 1)
        guard first != Self.none else { return added }
        var last = Int(first)
        while entries[last].next != Self.none { last = Int(entries[last].next) }
        entries[last].next = added
        return first
    }

    private mutating func newNode() -> Int32 {
        nodes.append(Node())
        return Self.index(nodes.count - 1)
    }

    /// A table's index in 32 bits; a trie of more than two billion nodes, edges or values
    /// stops the program here rather than wrap.
    private static func index(_ index: Int) -> Int32 {
        Int32(index)
    }
}
