// Rule 14: which concrete modules declare a screen, asked of the compiler.
import Foundation
import Synchronization
import ToolSupport

/// The modules that declare a screen: a class whose superclasses reach the UI seam's `Screen`
/// (directly, through a class of the seam such as `StackContainer`, or through another of the
/// module's own classes), private ones included. The compiler answers: each module is emitted
/// (``ModuleEmitter``) and `swift-symbolgraph-extract` lists its classes and what each inherits from.
struct ScreenModules {
    /// The seam's module and the class every screen inherits from.
    static let seam = "UIToolkitInterface"
    static let screen = "Screen"

    let emitter: ModuleEmitter

    /// The modules among `modules` that declare a screen; none when the package has no seam.
    ///
    /// - Parameter modules: Modules ``emitter`` has emitted, with the seam.
    /// - Throws: ``Tool/Failure/badInput(_:)`` when the extractor cannot read a module.
    func declaringScreens(among modules: [String]) throws -> Set<String> {
        let seamModule = emitter.folder.appendingPathComponent("\(Self.seam).swiftmodule")
        guard FileManager.default.fileExists(atPath: seamModule.path) else { return [] }
        let graphs = try symbolGraphs(of: [Self.seam] + modules)
        guard let seam = graphs[Self.seam],
            let screen = seam.symbols.first(where: {
                $0.kind.identifier == "swift.class" && $0.pathComponents == [Self.screen]
            })
        else { return [] }
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
        return Set(
            modules.filter { module in
                graphs[module]?.symbols.contains {
                    $0.kind.identifier == "swift.class" && isScreen($0.identifier.precise)
                }
                    ?? false
            })
    }

    /// Each module's symbol graph, private declarations included, extracted side by side.
    private func symbolGraphs(of modules: [String]) throws -> [String: SymbolGraph] {
        let triple = try Self.targetTriple()
        let results = Mutex<[String: Result<SymbolGraph?, any Error>]>([:])
        DispatchQueue.concurrentPerform(iterations: modules.count) { index in
            let module = modules[index]
            let result = Result { try extract(module, triple: triple) }
            results.withLock { $0[module] = result }
        }
        var graphs: [String: SymbolGraph] = [:]
        for module in modules { graphs[module] = try results.withLock { $0[module] }?.get() }
        return graphs
    }

    private func extract(_ module: String, triple: String) throws -> SymbolGraph? {
        let output = emitter.folder.appendingPathComponent("symbols-\(module)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let outcome = try Subprocess.run(
            [
                "swift-symbolgraph-extract", "-module-name", module, "-target", triple, "-minimum-access-level",
                "private", "-output-dir", output.path,
            ] + emitter.searchFlags, separateErrors: true)
        guard outcome.status == 0 else {
            throw Tool.Failure.badInput(
                "swift-symbolgraph-extract cannot read the module \(module): "
                    + (BuildLog.reason(in: outcome.errors) ?? "no graph written"))
        }
        return try SymbolGraph.load(module: module, in: output)
    }

    /// The triple the toolchain compiles for, which the extractor needs.
    private static func targetTriple() throws -> String {
        let outcome = try Subprocess.run(["swiftc", "-print-target-info"], separateErrors: true)
        guard let info = try? JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any],
            let target = info["target"] as? [String: Any], let triple = target["triple"] as? String
        else { throw Tool.Failure.badInput("swiftc -print-target-info did not give the target's triple") }
        return triple
    }
}
