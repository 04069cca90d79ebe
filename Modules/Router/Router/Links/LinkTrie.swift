import RouterInterface

/// Link patterns in a trie: matching walks the path once, so its cost follows the path's
/// length and the few parameter edges on the way, never the number of routes.
///
/// Constants are tried first, then parameters, then `:_`, then `...`; a candidate whose
/// parameters do not decode is skipped and the search goes on.
struct LinkTrie<Value> {
    private struct Edge {
        let name: String
        let pattern: String?
        let regex: Regex<AnyRegexOutput>?
        let child: Int
    }

    private struct Node {
        var constants: [String: Int] = [:]
        var parameters: [Edge] = []
        var anything: Int?
        var values: [Value] = []
        var rest: [Value] = []
    }

    private var nodes = [Node()]

    /// The key under which `...` binds what it matched, joined with `/`.
    static var restKey: String { "..." }

    /// Adds a pattern.
    mutating func insert(_ pattern: LinkPattern, _ value: Value) {
        var index = 0
        for component in pattern.components {
            switch component {
            case .constant(let text):
                index = child(of: index, at: \.constants[text])
            case .parameter(let name, let expression):
                if let edge = nodes[index].parameters.first(where: { $0.name == name && $0.pattern == expression }) {
                    index = edge.child
                } else {
                    let child = newNode()
                    nodes[index].parameters.append(
                        Edge(
                            name: name, pattern: expression,
                            regex: expression.flatMap { try? Regex($0) }, child: child))
                    index = child
                }
            case .anything:
                index = child(of: index, at: \.anything)
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
    /// - Throws: The last candidate's failure, a parameter that failed its expression, or
    ///   `LinkFailure.noMatchingRoute`.
    func match<Output>(_ path: [String], accept: (Value, [String: String]) throws(LinkFailure) -> Output)
        throws(LinkFailure) -> Output
    {
        var failure: LinkFailure?
        var parameters: [String: String] = [:]
        func attempt(_ candidates: [Value]) -> Output? {
            for candidate in candidates {
                do throws(LinkFailure) { return try accept(candidate, parameters) } catch { failure = error }
            }
            return nil
        }
        func visit(_ index: Int, _ depth: Int) -> Output? {
            let node = nodes[index]
            if depth == path.count {
                if let found = attempt(node.values) { return found }
            } else {
                let component = path[depth]
                if let next = node.constants[component], let found = visit(next, depth + 1) { return found }
                for edge in node.parameters {
                    if let regex = edge.regex, (try? regex.wholeMatch(in: component)) == nil {
                        failure =
                            failure
                            ?? .invalidParameter(
                                name: edge.name, value: component, expected: "a match for \(edge.pattern ?? "")")
                        continue
                    }
                    parameters[edge.name] = component
                    if let found = visit(edge.child, depth + 1) { return found }
                    parameters[edge.name] = nil
                }
                if let next = node.anything, let found = visit(next, depth + 1) { return found }
            }
            guard !node.rest.isEmpty else { return nil }
            parameters[Self.restKey] = path[depth...].joined(separator: "/")
            defer { parameters[Self.restKey] = nil }
            return attempt(node.rest)
        }
        if let found = visit(0, 0) { return found }
        throw failure ?? .noMatchingRoute(path: path.joined(separator: "/"))
    }

    private mutating func child(of index: Int, at keyPath: WritableKeyPath<Node, Int?>) -> Int {
        if let existing = nodes[index][keyPath: keyPath] { return existing }
        let child = newNode()
        nodes[index][keyPath: keyPath] = child
        return child
    }

    private mutating func newNode() -> Int {
        nodes.append(Node())
        return nodes.count - 1
    }
}
