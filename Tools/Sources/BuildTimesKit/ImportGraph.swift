import Foundation
import ToolSupport

/// Who imports whom in a package, as the compiler reads its files under the build's conditions
/// (``CompilerImports``): what an edit should recompile, beside what it did.
struct ImportGraph {
    /// For each built module, the package's modules its files import.
    let imports: [String: Set<String>]
    /// For each built module, the package's modules it re-exports with `@_exported import`.
    let reexports: [String: Set<String>]

    /// Asks the compiler what every built target (not tests, plugins or binaries) imports in
    /// `configuration`.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when a source file is not UTF-8 text or the
    ///   compiler cannot read it.
    init(package: PackageDump, root: URL, configuration: String = "debug") throws {
        let scanner = SourceScanner()
        let compiler = CompilerImports(package: package, configuration: configuration)
        let modules = package.builtModules
        var imports: [String: Set<String>] = [:]
        var reexports: [String: Set<String>] = [:]
        for target in package.targets {
            let module = PackageDump.moduleName(of: target.name)
            guard modules.contains(module) else { continue }
            let found = try compiler.imports(of: target, in: root)
            // Re-exports are read from the text, and count only where the compiler sees the import.
            let exported = try SourceFile.all(of: target, in: root).flatMap {
                scanner.exportedImports(in: $0).map(\.module)
            }
            imports[module] = found.intersection(modules).subtracting([module])
            reexports[module] = Set(exported).intersection(found).intersection(modules).subtracting([module])
        }
        self.imports = imports
        self.reexports = reexports
    }

    /// The modules that see `module`'s API: those importing it, or importing a module that
    /// re-exports it (at any depth).
    func importers(of module: String) -> Set<String> {
        var visible: Set<String> = [module]
        var queue = [module]
        while let next = queue.popLast() {
            for (other, exported) in reexports where exported.contains(next) && visible.insert(other).inserted {
                queue.append(other)
            }
        }
        return Set(imports.filter { !$0.value.isDisjoint(with: visible) }.keys).subtracting([module])
    }

    /// The modules that depend on `module`, directly or through others: what a release build
    /// recompiles whole when the module's compiled interface changes.
    func dependents(of module: String) -> Set<String> {
        var found: Set<String> = []
        var queue = [module]
        while let next = queue.popLast() {
            for (other, imported) in imports where imported.contains(next) && found.insert(other).inserted {
                queue.append(other)
            }
        }
        return found
    }

    /// What an edit of a module should recompile by the language's rules: the module alone for
    /// a body (a public one too), a private declaration or a comment (one that moves lines too:
    /// the graph does not know which importers inline a line number, the oracle does); with its importers when
    /// its public API or a protocol requirement changes; with every module that depends on it
    /// when a public type's layout changes (a module that stores the type compiles its size in,
    /// and so does one that stores a type of its importer's that embeds it).
    func predicted(_ edit: Edit, of module: String) -> [String] {
        switch edit {
        case .body, .declaration, .publicBody, .comment, .lineShift: [module]
        case .publicAPI, .requirement: ([module] + importers(of: module)).sorted()
        case .layoutStruct, .layoutEnum, .layoutClass: ([module] + dependents(of: module)).sorted()
        case .clean: imports.keys.sorted()
        case .unchanged: []
        }
    }

    /// How a measured set differs from the predicted one, with the reason where it is known (it
    /// depends on the build system that skipped a module), and the modules the oracle found
    /// stale, which no reason explains away; `nil` when there is nothing to say.
    func difference(
        measured: [String], predicted: [String], edited module: String, edit: Edit, system: BuildSystem = .swiftpm,
        stale: [String] = []
    ) -> String? {
        let extra = Set(measured).subtracting(predicted).sorted()
        // A module the oracle found stale is named as stale, never explained as a skip.
        let skipped = Set(predicted).subtracting(measured).subtracting(stale).sorted()
        var parts: [String] = []
        if !extra.isEmpty {
            let reexporting = extra.filter { !(reexports[$0] ?? []).isEmpty }
            let reason =
                if !reexporting.isEmpty {
                    "re-exports a module (@_exported)"
                } else if Set(extra).isSubset(of: dependents(of: module)) {
                    "\(extra.count == 1 ? "depends" : "depend") on \(module), whose compiled module changed"
                        + (Self.why[edit].map { " (\($0))" } ?? "")
                        + (system == .bazel
                            ? ": Bazel reruns a compile whose inputs changed, and its inputs are the modules it "
                                + "may load: its dependencies' and those their interfaces import"
                            : system.isBazel
                                ? ": Bazel reruns a compile whose inputs changed, and its inputs are every module "
                                    + "it depends on, not only the ones it imports"
                                : ": a whole-module build recompiles all of a module when a module it imports changes")
                } else {
                    "not a dependent of \(module)"
                }
            parts.append("+\(Self.list(extra)) (\(reason))")
        }
        if !skipped.isEmpty {
            let reason =
                system.isBazel
                ? "its compile's inputs did not change: it loads the module built from \(module)'s interface, "
                    + "which the edit left the same, or does not load \(module) at all"
                : "sees \(module)'s API but uses nothing that changed: the driver's cross-module incremental "
                    + "build skipped it"
            parts.append("−\(Self.list(skipped)) (\(reason))")
        }
        if !stale.isEmpty {
            parts.append(
                "stale: \(Self.list(stale)) (its objects differ from a build from nothing of the same tree: the build "
                    + "skipped work it needed)")
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// Up to eight names, then how many more.
    private static func list(_ modules: [String]) -> String {
        modules.count <= 8
            ? modules.joined(separator: ", ")
            : modules.prefix(6).joined(separator: ", ") + " and \(modules.count - 6) more"
    }

    /// Why an edit the language keeps inside its module changes the compiled module, where known.
    private static let why: [Edit: String] = [
        .publicBody: "cross-module optimization serializes small public bodies into it",
        .declaration: "it lists every declaration, private ones too",
    ]

    /// The records with what the graph predicts for each, and how the measurement differs.
    func annotated(_ records: [Record]) -> [Record] {
        records.map { record in
            var record = record
            let module = PackageDump.moduleName(of: record.place)
            let predicted = predicted(record.edit, of: module)
            record.predicted = predicted
            record.difference = difference(
                measured: record.recompiled, predicted: predicted, edited: module, edit: record.edit,
                system: record.system, stale: record.verdict?.allStale ?? [])
            return record
        }
    }
}
