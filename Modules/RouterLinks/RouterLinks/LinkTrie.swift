import RouterInterface
import RouterLinksInterface

/// Link patterns in a trie: matching walks the path once, so its cost follows the path's
/// length and the few parameter edges on the way, never the number of routes.
///
/// Constants are tried first, then parameters, then `:_`, then `...`; a candidate whose
/// parameters do not decode is skipped and the search goes on.
struct LinkTrie<Value> {
    /// A parameter edge and what its component must pass; a class, so reading one while
    /// matching retains it once instead of copying each field.
    private final class Edge {
        let name: String
        let expression: String?
        let regex: Regex<AnyRegexOutput>?
        let rule: LinkParameterRule?
        let child: Int
        /// Whether `regex` is set: testing it costs no copy of the optional regex (a retain, a
        /// release and their outlined code, about 200 instructions an edge tried).
        private let checksExpression: Bool

        init(name: String, expression: String?, regex: Regex<AnyRegexOutput>?, rule: LinkParameterRule?, child: Int) {
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

    private struct Node {
        var constants: [String: Int] = [:]
        var parameters: [Edge] = []
        var anything: Int?
        var values: [Value] = []
        var rest: [Value] = []
    }

    private var nodes = [Node()]

    /// Makes room for this many nodes in all, so that inserting them does not grow the table.
    mutating func reserveCapacity(nodes count: Int) {
        nodes.reserveCapacity(count)
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
                // A closure, not a key path: one with an argument is built at run time, four allocations.
                index = nodes[index].constants[text] ?? attachChild(to: index) { $0.constants[text] = $1 }
            case .parameter(let name, let expression):
                index = parameterChild(
                    of: index, name: name, expression: expression, regex: expression.flatMap { regexes[$0] },
                    rule: rules[name])
            case .anything:
                index = nodes[index].anything ?? attachChild(to: index) { $0.anything = $1 }
            case .rest:
                nodes[index].rest.append(value)
                return
            }
        }
        nodes[index].values.append(value)
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
        // Each node's fields are read in place: copying a node would retain each of its tables.
        if depth == path.count {
            if let found = attempt(nodes[index].values, &search, accept) { return found }
        } else {
            let component = path[depth]
            if let next = nodes[index].constants[component],
                let found = visit(next, depth: depth + 1, path, &search, accept)
            {
                return found
            }
            for edge in nodes[index].parameters {
                if let refusal = edge.refusal(of: component) {
                    search.failure = search.failure ?? refusal
                    continue
                }
                search.bindings.append((edge.name, component))
                if let found = visit(edge.child, depth: depth + 1, path, &search, accept) { return found }
                search.bindings.removeLast()
            }
            if let next = nodes[index].anything, let found = visit(next, depth: depth + 1, path, &search, accept) {
                return found
            }
        }
        guard !nodes[index].rest.isEmpty else { return nil }
        search.bindings.append((Self.restKey, path[depth...].joined(separator: "/")))
        defer { search.bindings.removeLast() }
        return attempt(nodes[index].rest, &search, accept)
    }

    private func attempt<Output>(
        _ candidates: [Value], _ search: inout Search,
        _ accept: (Value, [(name: String, value: String)]) throws(LinkFailure) -> Output
    ) -> Output? {
        for candidate in candidates {
            do throws(LinkFailure) { return try accept(candidate, search.bindings) } catch { search.failure = error }
        }
        return nil
    }

    private mutating func parameterChild(
        of index: Int, name: String, expression: String?, regex: Regex<AnyRegexOutput>?, rule: LinkParameterRule?
    ) -> Int {
        // Rules are closures, which cannot be compared: an edge with one is never shared.
        if rule == nil,
            let edge = nodes[index].parameters.first(where: {
                $0.name == name && $0.expression == expression && $0.rule == nil
            })
        {
            return edge.child
        }
        let child = newNode()
        nodes[index].parameters.append(Edge(name: name, expression: expression, regex: regex, rule: rule, child: child))
        return child
    }

    /// Adds a node and hangs it under `parent` the way `attach` says.
    private mutating func attachChild(to parent: Int, _ attach: (inout Node, Int) -> Void) -> Int {
        let child = newNode()
        attach(&nodes[parent], child)
        return child
    }

    private mutating func newNode() -> Int {
        nodes.append(Node())
        return nodes.count - 1
    }
}
