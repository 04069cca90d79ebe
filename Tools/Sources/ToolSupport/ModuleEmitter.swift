// A package's modules, declarations only, emitted by the compiler without building the package.
public import Foundation
import Synchronization

/// Emits the `.swiftmodule` of a package's Swift library targets into a folder — declarations
/// only: no code, no function bodies type-checked (`-experimental-skip-all-function-bodies`) —
/// each after the targets it depends on, so the toolchain's other tools (`swift-api-digester`)
/// can be asked about the package's types without building it. A C target is given a module map
/// over its public headers, as SwiftPM gives it one.
///
/// Nothing is written outside the folder.
public struct ModuleEmitter: Sendable {
    /// The folder the modules and module maps go to.
    public let folder: URL
    private let root: URL
    private let package: PackageDump
    private let imports: CompilerImports

    /// Whether tests and executables are emitted too, and every module built for testing
    /// (`-enable-testing`), so a test's `@testable import` compiles.
    public let includesTests: Bool

    /// An emitter for the package at `root`, writing into `folder`.
    ///
    /// - Parameters:
    ///   - includesTests: Emit the test and executable targets among those asked for too, every
    ///     module built for testing.
    ///   - configuration: The build configuration whose conditions apply: `debug` or `release`.
    public init(
        package: PackageDump, root: URL, folder: URL, includesTests: Bool = false, configuration: String = "debug"
    ) {
        self.package = package
        self.root = root
        self.folder = folder
        self.includesTests = includesTests
        imports = CompilerImports(package: package, configuration: configuration)
    }

    /// The targets written in Swift among `names` and what they depend on, in the order they can
    /// be emitted: each after the targets it depends on. Libraries only, unless the emitter
    /// ``includesTests``.
    public func swiftLibraries(needing names: Set<String>) -> [PackageDump.Target] {
        let byName = Dictionary(package.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var needed: Set<String> = []
        var pending = Array(names)
        while let name = pending.popLast() {
            guard needed.insert(name).inserted, let target = byName[name] else { continue }
            pending += target.targetDependencies
        }
        let types: Set = includesTests ? ["regular", "test", "executable"] : ["regular"]
        return ordered.filter { needed.contains($0.name) && types.contains($0.type) && !swiftFiles(of: $0).isEmpty }
    }

    /// The flags that let the compiler find what ``emit(needing:)`` emitted: the folder, and each C
    /// target's module map and headers (for `-Xcc`, prefixed).
    public var searchFlags: [String] {
        ["-I", folder.path]
            + cTargets.flatMap { target in
                ["-Xcc", "-fmodule-map-file=\(moduleMap(of: target).path)", "-Xcc", "-I\(headers(of: target).path)"]
            }
    }

    /// Emits the modules of the Swift library targets `names` names and of those they depend
    /// on, and a module map for every C target; the targets that depend on no one left to emit
    /// are emitted side by side, one per core. A module emitted before, by an earlier call, is
    /// not emitted again.
    ///
    /// - Returns: The targets emitted, in dependency order.
    /// - Throws: ``Tool/Failure/badInput(_:)`` naming the module and the compiler's first error
    ///   when a module does not compile.
    @discardableResult
    public func emit(needing names: Set<String>) throws -> [PackageDump.Target] {
        for target in cTargets { try writeModuleMap(of: target) }
        let targets = swiftLibraries(needing: names)
        var levels: [String: Int] = [:]
        for target in targets {
            levels[target.name] = (target.targetDependencies.compactMap { levels[$0] }.max() ?? -1) + 1
        }
        let failure = Mutex<(any Error)?>(nil)
        for level in Set(levels.values).sorted() {
            let batch = targets.filter { levels[$0.name] == level && !hasEmitted(PackageDump.moduleName(of: $0.name)) }
            DispatchQueue.concurrentPerform(iterations: batch.count) { index in
                do { try emit(batch[index]) } catch { failure.withLock { $0 = $0 ?? error } }
            }
            if let error = failure.withLock({ $0 }) { throw error }
        }
        return targets
    }

    /// Whether the emitter has emitted the module.
    public func hasEmitted(_ module: String) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(module).swiftmodule").path)
    }

    private func emit(_ target: PackageDump.Target) throws {
        let module = PackageDump.moduleName(of: target.name)
        let files = swiftFiles(of: target)
        // SwiftPM's rule: an executable's main.swift holds top-level code; every other file is a library's.
        let topLevelCode = target.type == "executable" && files.contains { $0.lastPathComponent == "main.swift" }
        let outcome = try Subprocess.run(
            ["swiftc", "-emit-module"] + (topLevelCode ? [] : ["-parse-as-library"]) + [
                "-module-name", module, "-package-name", package.name, "-emit-module-path",
                folder.appendingPathComponent("\(module).swiftmodule").path,
                "-Xfrontend", "-experimental-skip-all-function-bodies",
            ] + (includesTests ? ["-enable-testing"] : []) + searchFlags + imports.conditions(of: target)
                + files.map(\.path),
            separateErrors: true)
        guard outcome.status == 0 else {
            if let appleOnly = BuildLog.appleOnly("the module \(module)", output: outcome.errors) { throw appleOnly }
            let jobs = outcome.errors.split(separator: "\n").filter { !$0.hasPrefix(Self.driverFailed) }
            throw Tool.Failure.badInput(
                "the compiler cannot emit the module \(module): "
                    + (BuildLog.reason(in: jobs.joined(separator: "\n")) ?? "swiftc failed"))
        }
    }

    /// The driver's own line when a job fails, which says less than the job's error.
    private static let driverFailed = "error: emit-module command failed"

    /// The targets in dependency order (a target's dependencies first), in the manifest's order otherwise.
    private var ordered: [PackageDump.Target] {
        let byName = Dictionary(package.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var done: Set<String> = []
        var order: [PackageDump.Target] = []
        func visit(_ target: PackageDump.Target) {
            guard done.insert(target.name).inserted else { return }
            for dependency in target.targetDependencies { byName[dependency].map(visit) }
            order.append(target)
        }
        package.targets.forEach(visit)
        return order
    }

    /// The library targets with no Swift file and a folder of public headers.
    private var cTargets: [PackageDump.Target] {
        package.targets.filter { target in
            target.type == "regular" && swiftFiles(of: target).isEmpty
                && FileManager.default.fileExists(atPath: headers(of: target).path)
        }
    }

    private func swiftFiles(of target: PackageDump.Target) -> [URL] {
        target.swiftFiles(in: root)
    }

    private func headers(of target: PackageDump.Target) -> URL {
        root.appendingPathComponent(target.path).appendingPathComponent(target.publicHeadersPath ?? "include")
    }

    /// The target's own module map when its headers have one; else the one written into the folder.
    private func moduleMap(of target: PackageDump.Target) -> URL {
        ownModuleMap(of: target)
            ?? folder.appendingPathComponent("\(PackageDump.moduleName(of: target.name)).modulemap")
    }

    private func ownModuleMap(of target: PackageDump.Target) -> URL? {
        let own = headers(of: target).appendingPathComponent("module.modulemap")
        return FileManager.default.fileExists(atPath: own.path) ? own : nil
    }

    /// SwiftPM's rule: the umbrella header `<Name>.h` when there is one, the headers' folder otherwise.
    private func writeModuleMap(of target: PackageDump.Target) throws {
        guard ownModuleMap(of: target) == nil else { return }
        let map = moduleMap(of: target)
        let module = PackageDump.moduleName(of: target.name)
        let umbrella = headers(of: target).appendingPathComponent("\(target.name).h")
        let line =
            FileManager.default.fileExists(atPath: umbrella.path)
            ? "umbrella header \"\(umbrella.path)\"" : "umbrella \"\(headers(of: target).path)\""
        try "module \(module) {\n    \(line)\n    export *\n}\n".write(to: map, atomically: true, encoding: .utf8)
    }
}
