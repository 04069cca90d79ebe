// The symbol graphs of emitted modules, private declarations included.
import Foundation
import Synchronization

extension ModuleEmitter {
    /// Each module's symbol graph, private declarations included, read by
    /// `swift-symbolgraph-extract` from what ``emit(needing:)`` emitted, side by side.
    ///
    /// - Parameter modules: Module names the emitter has emitted.
    /// - Throws: ``Tool/Failure/badInput(_:)`` when the extractor cannot read a module.
    public func symbolGraphs(of modules: [String]) throws -> [String: SymbolGraph] {
        let triple = try TargetInfo.current().triple
        let results = Mutex<[String: Result<SymbolGraph?, any Error>]>([:])
        DispatchQueue.concurrentPerform(iterations: modules.count) { index in
            let module = modules[index]
            let result = Result { try symbolGraph(of: module, triple: triple) }
            results.withLock { $0[module] = result }
        }
        var graphs: [String: SymbolGraph] = [:]
        for module in modules { graphs[module] = try results.withLock { $0[module] }?.get() }
        return graphs
    }

    private func symbolGraph(of module: String, triple: String) throws -> SymbolGraph? {
        let output = folder.appendingPathComponent("symbols-\(module)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let outcome = try Subprocess.run(
            [
                "swift-symbolgraph-extract", "-module-name", module, "-target", triple, "-minimum-access-level",
                "private", "-output-dir", output.path,
            ] + searchFlags, separateErrors: true)
        guard outcome.status == 0 else {
            throw Tool.Failure.badInput(
                "swift-symbolgraph-extract cannot read the module \(module): "
                    + (BuildLog.reason(in: outcome.errors) ?? "no graph written"))
        }
        return try SymbolGraph.load(module: module, in: output)
    }
}
