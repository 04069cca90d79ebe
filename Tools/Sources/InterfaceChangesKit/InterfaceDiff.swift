// What changed in one module's public API between two symbol graphs.
import ToolSupport

/// The declarations added, removed or changed in one module, each breaking or not.
struct InterfaceDiff {
    /// One change.
    struct Change: Comparable {
        /// What happened to the declaration, as the report marks it.
        enum Kind: String {
            case added = "+"
            case removed = "-"
            case changed = "~"
        }
        let kind: Kind
        let path: String
        let declaration: String
        /// Why callers or conformers must change, or `nil` when nothing that compiled breaks.
        let breaking: String?

        static func < (lhs: Change, rhs: Change) -> Bool {
            (lhs.path, lhs.kind.rawValue, lhs.declaration) < (rhs.path, rhs.kind.rawValue, rhs.declaration)
        }
    }

    let module: String
    let changes: [Change]

    var isBreaking: Bool { changes.contains { $0.breaking != nil } }

    /// Compares a module's graph before and after; a module that is new or gone is all added or all removed.
    init(module: String, before: SymbolGraph?, after: SymbolGraph?) {
        self.module = module
        let old = Self.index(before)
        let new = Self.index(after)
        var changes: [Change] = []
        for (key, declarations) in new {
            let was = old[key] ?? []
            for symbol in declarations where !was.contains(where: { $0.declaration == symbol.declaration }) {
                if was.isEmpty || declarations.count > was.count {
                    changes.append(
                        Change(
                            kind: .added, path: symbol.path, declaration: symbol.declaration,
                            breaking: old[Self.parentKey(of: symbol, in: new)] == nil
                                ? nil : Self.newRequirement(symbol, in: after)))
                } else {
                    let previous = was.first { old in !declarations.contains { $0.declaration == old.declaration } }
                    changes.append(
                        Change(
                            kind: .changed, path: symbol.path,
                            declaration: "\(previous?.declaration ?? "?") → \(symbol.declaration)",
                            breaking: "its callers and conformers compiled against the old declaration"))
                }
            }
        }
        for (key, declarations) in old {
            let now = new[key] ?? []
            guard now.count < declarations.count || now.isEmpty else { continue }
            for symbol in declarations where !now.contains(where: { $0.declaration == symbol.declaration }) {
                changes.append(
                    Change(
                        kind: .removed, path: symbol.path, declaration: symbol.declaration,
                        breaking: "code that uses it no longer compiles"))
            }
        }
        self.changes = Self.mergingDefaultedParameters(changes).sorted()
    }

    /// A function replaced by one with more parameters that all have defaults (`f(x:)` by
    /// `f(x:animated:)` with `animated: Bool = true`) is one change, and callers still compile.
    private static func mergingDefaultedParameters(_ changes: [Change]) -> [Change] {
        var result = changes
        for removed in changes where removed.kind == .removed {
            guard let open = removed.path.firstIndex(of: "(") else { continue }
            let stem = removed.path[..<open]
            let labels = removed.path[open...].dropFirst().dropLast()
            guard
                let added = result.firstIndex(where: { candidate in
                    candidate.kind == .added && candidate.path.hasPrefix(stem + "(")
                        && candidate.path.dropFirst(stem.count + 1).hasPrefix(labels)
                        && candidate.declaration.contains(" = ")
                })
            else { continue }
            let replacement = result[added]
            result.removeAll { $0.path == removed.path && $0.kind == .removed && $0.declaration == removed.declaration }
            result.removeAll { $0.path == replacement.path && $0.kind == .added }
            result.append(
                Change(
                    kind: .changed, path: replacement.path,
                    declaration: "\(removed.declaration) → \(replacement.declaration)", breaking: nil))
        }
        return result
    }

    /// The index key of a symbol's parent (the protocol of a requirement), found among `index`.
    private static func parentKey(of symbol: SymbolGraph.Symbol, in index: [String: [SymbolGraph.Symbol]]) -> String {
        let parent = symbol.pathComponents.dropLast().joined(separator: ".")
        return index.keys.first { $0.hasSuffix(" " + parent) && !parent.isEmpty } ?? ""
    }

    /// Symbols by kind and path: overloads share a key and are told apart by their declaration.
    private static func index(_ graph: SymbolGraph?) -> [String: [SymbolGraph.Symbol]] {
        Dictionary(grouping: graph?.symbols ?? []) { "\($0.kind.identifier) \($0.path)" }
    }

    /// Why an added symbol breaks: a protocol requirement without a default implementation.
    private static func newRequirement(_ symbol: SymbolGraph.Symbol, in graph: SymbolGraph?) -> String? {
        let relationships = graph?.relationships ?? []
        let id = symbol.identifier.precise
        guard relationships.contains(where: { $0.kind == "requirementOf" && $0.source == id }) else { return nil }
        let defaulted = relationships.contains { $0.kind == "defaultImplementationOf" && $0.target == id }
        return defaulted ? nil : "a new protocol requirement without a default: every conformer must implement it"
    }
}
