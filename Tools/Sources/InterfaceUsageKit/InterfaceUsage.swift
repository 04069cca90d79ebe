// One module's use of the modules it imports: the types it uses against the types they show.
public import Foundation
import ToolSupport

/// The public types a module uses of each module it imports, and how many each one shows.
public struct InterfaceUsage: Sendable {
    /// One imported module.
    public struct Imported: Sendable, Equatable {
        /// Its name.
        public let module: String
        /// Its top-level public types.
        public let shown: Set<String>
        /// Those of its types the module's code uses (a `package` type too, when one is used).
        public let used: Set<String>
    }

    /// The module read.
    public let module: String
    /// What it uses of each counted module, in the order they were asked for.
    public let imported: [Imported]

    /// Creates a report from its parts.
    public init(module: String, imported: [Imported]) {
        self.module = module
        self.imported = imported
    }

    /// The report: a total, then one line per module with the types used.
    public var report: String {
        let used = imported.map(\.used.count).reduce(0, +)
        let shown = imported.map(\.shown.count).reduce(0, +)
        let width = imported.map(\.module.count).max() ?? 0
        let lines = imported.map { item in
            let name = item.module.padding(toLength: width, withPad: " ", startingAt: 0)
            return "  \(name)  \(item.used.count) of \(item.shown.count)"
                + (item.used.isEmpty ? "" : ": " + item.used.sorted().joined(separator: ", "))
        }
        return (["\(module) uses \(used) of the \(shown) public types its imports show:"] + lines)
            .joined(separator: "\n")
    }

    /// Reads a module of the package at `root`.
    ///
    /// - Parameters:
    ///   - module: The target to read.
    ///   - counted: The modules to count; every target of the package it depends on when `nil`.
    /// - Throws: ``Tool/Failure/badInput(_:)`` for an unknown target, a counted module it does not
    ///   depend on, a module that does not compile.
    public static func measure(_ module: String, of counted: [String]?, in root: URL) throws -> InterfaceUsage {
        let package = try PackageDump.dumping(root)
        guard let target = package.targets.first(where: { $0.name == module }) else {
            throw Tool.Failure.badInput(
                "\(package.name) has no target named \(module) (its targets: "
                    + package.targets.map(\.name).sorted().joined(separator: ", ") + ")")
        }
        let files = target.swiftFiles(in: root)
        guard ["regular", "executable"].contains(target.type), !files.isEmpty else {
            throw Tool.Failure.badInput(
                "\(module) is a \(target.type) target\(files.isEmpty ? " with no Swift file" : ""): "
                    + "interface-usage reads a library or an executable written in Swift")
        }
        let modules = counted ?? target.targetDependencies
        if let stranger = modules.first(where: { !target.targetDependencies.contains($0) }) {
            throw Tool.Failure.badInput(
                "\(module) does not depend on \(stranger) (it depends on "
                    + target.targetDependencies.joined(separator: ", ") + "): it cannot use its types")
        }
        let scratch = try ScratchFolder("horizon-interface-usage")
        defer { scratch.remove() }
        let emitter = ModuleEmitter(package: package, root: root, folder: scratch.url)
        try emitter.emit(needing: Set(target.targetDependencies))
        let names = modules.map(PackageDump.moduleName(of:)).filter(emitter.hasEmitted)
        let topLevelCode = target.type == "executable" && files.contains { $0.lastPathComponent == "main.swift" }
        let flags =
            ["-module-name", PackageDump.moduleName(of: module), "-package-name", package.name]
            + (topLevelCode ? [] : ["-parse-as-library"]) + emitter.searchFlags
            + CompilerImports(package: package).conditions(of: target)
        let references = try ReferencedTypes(files: files, flags: flags, keeping: Set(names))
        let graphs = try emitter.symbolGraphs(of: names)
        return InterfaceUsage(
            module: module,
            imported: names.map { name in
                Imported(
                    module: name, shown: graphs[name].map(Self.publicTypes) ?? [],
                    used: references.byModule[name] ?? [])
            })
    }

    /// The top-level public types a module's symbol graph lists.
    static func publicTypes(_ graph: SymbolGraph) -> Set<String> {
        let kinds: Set = ["swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias"]
        return Set(
            graph.symbols.filter { symbol in
                symbol.pathComponents.count == 1 && kinds.contains(symbol.kind.identifier)
                    && ["public", "open"].contains(symbol.accessLevel)
            }.map(\.pathComponents[0]))
    }
}
