import Foundation

/// Who imports whom in a package, read from its files' import lines: what an edit should
/// recompile, beside what it did.
struct ImportGraph {
    /// For each built module, the package's modules its files import.
    let imports: [String: Set<String>]
    /// For each built module, the package's modules it re-exports with `@_exported import`.
    let reexports: [String: Set<String>]

    /// Reads the import lines of every built target (not tests, plugins or binaries).
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when a source file is not UTF-8 text.
    init(package: PackageDump, root: URL) throws {
        let scanner = SourceScanner()
        let modules = package.builtModules
        var imports: [String: Set<String>] = [:]
        var reexports: [String: Set<String>] = [:]
        for target in package.targets {
            let module = PackageDump.moduleName(of: target.name)
            guard modules.contains(module) else { continue }
            let files = try SourceFile.all(in: target.path, of: root)
            let found = files.flatMap { scanner.imports(in: $0).map(\.module) }
            let exported = files.flatMap { scanner.exportedImports(in: $0).map(\.module) }
            imports[module] = Set(found).intersection(modules).subtracting([module])
            reexports[module] = Set(exported).intersection(modules).subtracting([module])
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

    /// What an edit of a module should recompile: the module alone for a body or a private
    /// declaration; with its importers when its public API or a protocol requirement changes.
    func predicted(_ edit: Edit, of module: String) -> [String] {
        switch edit {
        case .body, .declaration: [module]
        case .publicAPI, .requirement: ([module] + importers(of: module)).sorted()
        case .clean: imports.keys.sorted()
        }
    }

    /// How a measured set differs from the predicted one, with the reason where it is known;
    /// `nil` when they are the same.
    func difference(measured: [String], predicted: [String], edited module: String) -> String? {
        let extra = Set(measured).subtracting(predicted).sorted()
        let skipped = Set(predicted).subtracting(measured).sorted()
        var parts: [String] = []
        if !extra.isEmpty {
            let reexporting = extra.filter { !(reexports[$0] ?? []).isEmpty }
            let reason = reexporting.isEmpty ? "not an importer of \(module)" : "re-exports a module (@_exported)"
            parts.append("+\(extra.joined(separator: ", ")) (\(reason))")
        }
        if !skipped.isEmpty {
            parts.append(
                "−\(skipped.joined(separator: ", ")) (sees \(module)'s API but uses nothing that changed: the "
                    + "driver's cross-module incremental build skipped it)")
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }
}
