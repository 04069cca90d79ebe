import ArchitectureCheckKit
import Foundation
import ToolSupport

/// A recompile budget: for each place and edit kind, which modules an edit may recompile. Read
/// from a checked-in file (`build-budget.json`); `measure-build-times --budget FILE` measures the
/// scenarios it names, once each, and fails on any set beyond its budget. The sets a build
/// recompiles are deterministic, so the check is not flaky, however noisy the times are.
struct Budget: Decodable {
    /// One rule of the file.
    struct Rule: Decodable {
        /// What the rule says, for the failure message.
        let name: String
        /// The modules it covers: target names, or a kind the package's layout defines
        /// (``PackageLayout``): `concrete` (a feature's concrete module, its interface beside it) or
        /// `interface` (a name ending in the interface suffix).
        let places: [String]
        /// The edit kinds: `body`, `declaration`, `public-body`, `public-api`, `requirement`.
        let edits: [Edit]
        /// What the edit may recompile: `itself`, `its faces` (the engine's faces that import it, for
        /// Horizon's engine; a feature has none), `importers` (every module that sees its API, through
        /// re-exports), `composition roots` (the layout's: the configured roots, the app's and the
        /// examples' targets), or module names.
        let mayRecompile: [String]

        private enum CodingKeys: String, CodingKey {
            case name, places, edits
            case mayRecompile = "may recompile"
        }
    }

    let rules: [Rule]

    private enum CodingKeys: String, CodingKey {
        case rules = "budgets"
    }

    /// Reads a budget file.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` naming the file and what does not fit.
    static func load(_ file: URL) throws -> Budget {
        guard let data = try? Data(contentsOf: file) else {
            throw Tool.Failure.badInput("--budget: cannot read \(file.path)")
        }
        do {
            return try JSONDecoder().decode(Budget.self, from: data)
        } catch let error as DecodingError {
            throw Tool.Failure.badInput("--budget: \(file.lastPathComponent) does not fit: \(error.summary)")
        }
    }

    /// The scenarios the rules name, each once, with the rule that bounds it: the first that
    /// names the place and the edit.
    ///
    /// - Parameters:
    ///   - root: The package's folder, where a requirement edit finds its place's protocol.
    ///   - layout: How the package's targets read: which are features and interfaces.
    /// - Throws: ``Tool/Failure/badInput(_:)`` naming a place the package does not build, or a
    ///   requirement edit of a module that declares no protocol it can extend.
    func scenarios(in manifest: PackageDump, root: URL, layout: PackageLayout) throws -> [(
        place: Place, edit: Edit, rule: Rule
    )] {
        let built = manifest.targets.filter { manifest.editableModules.contains(PackageDump.moduleName(of: $0.name)) }
        let names = Set(built.map(\.name))
        var scenarios: [(place: Place, edit: Edit, rule: Rule)] = []
        for rule in rules {
            var targets: [PackageDump.Target] = []
            for place in rule.places {
                switch place {
                case "concrete":
                    // A feature's, as check-architecture reads it: not the engine's or the
                    // container's implementation, which have an interface beside them too.
                    let features = layout.features(in: manifest)
                    targets += built.filter { features.contains($0.name) }
                case "interface": targets += built.filter(layout.isInterface)
                default:
                    guard let target = built.first(where: { $0.name == place }) else {
                        throw Tool.Failure.badInput(
                            "--budget: the rule '\(rule.name)' names '\(place)', which the package does not build")
                    }
                    targets.append(target)
                }
            }
            for token in rule.mayRecompile where !Self.tokens.contains(token) && !names.contains(token) {
                throw Tool.Failure.badInput(
                    "--budget: the rule '\(rule.name)' may recompile '\(token)', which is neither "
                        + Self.tokens.map { "'\($0)'" }.joined(separator: ", ") + " nor a module the package builds")
            }
            guard !targets.isEmpty, !rule.edits.isEmpty else {
                throw Tool.Failure.badInput(
                    "--budget: the rule '\(rule.name)' names no edit of a module the package builds: it would check nothing"
                )
            }
            for target in targets {
                let contract = Probe.contract(in: root.appendingPathComponent(target.path))
                if rule.edits.contains(.requirement), contract == nil {
                    throw Tool.Failure.badInput(
                        "--budget: the rule '\(rule.name)' adds a requirement to \(target.name), which declares no "
                            + "protocol the edit can extend (a file P.swift in \(target.path) declaring public protocol P): "
                            + "take requirement out of the rule's edits, or name other places")
                }
                for edit in rule.edits
                where !scenarios.contains(where: { $0.place.module == target.name && $0.edit == edit }) {
                    let role = layout.isInterface(target) ? "interface" : "library"
                    scenarios.append(
                        (Place(module: target.name, role: role, path: target.path, contract: contract), edit, rule))
                }
            }
        }
        guard !scenarios.isEmpty else {
            throw Tool.Failure.badInput("--budget: the file has no rule: it would check nothing")
        }
        return scenarios
    }

    /// The words `may recompile` knows besides module names.
    static let tokens = ["itself", "its faces", "importers", "composition roots"]

    /// `--assert-horizontal`'s rule: a concrete module's edit recompiles it, its own faces
    /// (`RouterServices` and its siblings build on the engine's core `Router` by design; a
    /// feature has none) and the composition roots.
    static let horizontal = Rule(
        name: "horizontal", places: [], edits: [], mayRecompile: ["itself", "its faces", "composition roots"])

    /// The modules a rule lets an edit of `place` recompile.
    ///
    /// - Parameters:
    ///   - roots: The package's composition roots (``PackageLayout/compositionRoots(in:)``).
    ///   - layout: How the package's targets read: the engine and its faces.
    static func allowed(
        _ rule: Rule, place: String, graph: ImportGraph, manifest: PackageDump, roots: Set<String>,
        layout: PackageLayout
    ) -> Set<String> {
        var allowed: Set<String> = []
        for token in rule.mayRecompile {
            switch token {
            case "itself": allowed.insert(place)
            case "its faces":
                allowed.formUnion(graph.importers(of: place).filter(layout.faces(of: place, in: manifest).contains))
            case "importers": allowed.formUnion(graph.importers(of: place))
            case "composition roots": allowed.formUnion(roots)
            default: allowed.insert(token)
            }
        }
        return Set(allowed.map(PackageDump.moduleName))
    }
}
