import RouterInterface
import RouterLinksInterface

/// The values a link gives its route: the path parameters the trie bound, the query items and
/// the fragment, read by name where they are instead of merged into one dictionary.
///
/// A path parameter wins over a query item of the same name; the fragment is read under `#`.
struct LinkValues {
    /// The key under which the fragment is read.
    static let fragmentKey = "#"

    /// The path parameters, in pattern order (`...` binds under `LinkTrie.restKey`).
    var parameters: [(name: String, value: String)] = []
    var query: [String: String] = [:]
    var fragment: String?

    /// The value a link gives under a name, if any.
    subscript(name: String) -> String? {
        if let parameter = parameters.first(where: { $0.name == name }) { return parameter.value }
        return name == Self.fragmentKey ? fragment : query[name]
    }

    /// Every name the link gives a value for.
    var names: Set<String> {
        Set(parameters.map(\.name)).union(query.keys).union(fragment == nil ? [] : [Self.fragmentKey])
    }
}

/// A route's fields as an endpoint reads them from a link: each field under its link name
/// (`names` renames), over the endpoint's defaults.
struct LinkFields {
    let values: LinkValues
    /// The link name of each renamed field.
    let linkNames: [String: String]
    let defaults: [String: String]

    /// Fields straight from a dictionary: no renames, no defaults (for tests and tools).
    init(_ fields: [String: String]) {
        self.init(values: LinkValues(parameters: fields.map { ($0.key, $0.value) }), linkNames: [:], defaults: [:])
    }

    init(values: LinkValues, linkNames: [String: String], defaults: [String: String]) {
        self.values = values
        self.linkNames = linkNames
        self.defaults = defaults
    }

    /// The field's text, from the link or the defaults.
    subscript(field: String) -> String? {
        values[linkName(of: field)] ?? defaults[field]
    }

    /// The name a link gives the field under.
    func linkName(of field: String) -> String {
        linkNames[field] ?? field
    }

    /// Every field with a value.
    var names: [String] {
        let renamed = Dictionary(linkNames.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        return Array(Set(values.names.map { renamed[$0] ?? $0 }).union(defaults.keys))
    }
}
