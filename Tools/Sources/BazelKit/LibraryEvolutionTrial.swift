// Finds, by compiling each library as Bazel's rules will, whether it builds with library evolution.
import Foundation
import Synchronization
import ToolSupport

/// Compiles each Swift library of a package as Bazel's rules build it, to find its
/// ``LibraryEvolution``: first with library evolution, emitting the module and its package
/// interface and building from that interface the module its importers load (the rules'
/// `SwiftInterfaceModule` action); where either step fails, without it, and the compiler's
/// first error is the reason. Each library sees only what its compile will: its dependencies'
/// modules as they were decided, and what those load (their interfaces' imports, or all of a
/// binary module's dependencies). A library compiles after those it depends on, those that
/// depend on no one left side by side, one per core.
///
/// Declarations only (`-experimental-skip-non-inlinable-function-bodies`): what library
/// evolution refuses is in declarations and inlinable code, which are checked. Nothing is
/// written outside a scratch folder.
struct LibraryEvolutionTrial {
    let package: PackageDump
    let root: URL
    /// The Swift libraries to try, in the manifest's order.
    let libraries: [PackageDump.Target]

    /// What a library's compile found: whether it builds with library evolution (else why not),
    /// the dependencies its interface imports, and the folders its importers load modules from.
    private struct Outcome: Sendable {
        var reason: String?
        var publicDependencies: Set<String>
        var loadable: [String]
    }

    /// The decisions for every library.
    ///
    /// - Throws: When the scratch folder cannot be made.
    func run() throws -> LibraryEvolution {
        let scratch = try ScratchFolder("bazel-build-files-evolution")
        defer { scratch.remove() }
        let emitter = ModuleEmitter(package: package, root: root, folder: scratch.url.appendingPathComponent("c"))
        try FileManager.default.createDirectory(at: emitter.folder, withIntermediateDirectories: true)
        try emitter.emit(needing: [])
        let names = Set(libraries.map(\.name))
        let ordered = emitter.swiftLibraries(needing: names)
        var levels: [String: Int] = [:]
        for target in ordered {
            levels[target.name] =
                (target.targetDependencies.filter(names.contains).compactMap { levels[$0] }.max() ?? -1) + 1
        }
        let outcomes = Mutex<[String: Outcome]>([:])
        for level in Set(levels.values).sorted() {
            let batch = ordered.filter { levels[$0.name] == level }
            let known = outcomes.withLock { $0 }
            DispatchQueue.concurrentPerform(iterations: batch.count) { index in
                let target = batch[index]
                let folder = scratch.url.appendingPathComponent("m\(index)-\(level)")
                let outcome = self.compile(target, into: folder, after: known, search: emitter.searchFlags)
                outcomes.withLock { $0[target.name] = outcome }
            }
        }
        let found = outcomes.withLock { $0 }
        return LibraryEvolution(
            without: found.compactMapValues(\.reason),
            privateDependencies: Dictionary(
                uniqueKeysWithValues: libraries.filter { found[$0.name]?.reason == nil }.map { target in
                    let exported = found[target.name]?.publicDependencies ?? []
                    return (
                        target.name, target.targetDependencies.filter { names.contains($0) && !exported.contains($0) }
                    )
                }))
    }

    /// Tries a library with library evolution, then without.
    private func compile(
        _ target: PackageDump.Target, into folder: URL, after known: [String: Outcome], search: [String]
    ) -> Outcome {
        let module = PackageDump.moduleName(of: target.name)
        let dependencies = target.targetDependencies.compactMap { known[$0] }
        let visible = Array(Set(dependencies.flatMap(\.loadable))).sorted()
        let flags = search + visible.flatMap { ["-I", $0] } + BuildFiles.copts(of: target, in: package)
        let files = target.swiftFiles(in: root).map(\.path)
        let emitted = folder.appendingPathComponent("emitted")
        let interface = folder.appendingPathComponent("\(module).package.swiftinterface")
        let importable = folder.appendingPathComponent("\(module).swiftmodule")
        try? FileManager.default.createDirectory(at: emitted, withIntermediateDirectories: true)
        let withEvolution =
            firstError(
                in: folder,
                of: Self.emit(
                    module, files: files, to: emitted.appendingPathComponent("\(module).swiftmodule"), flags: flags)
                    + ["-enable-library-evolution", "-emit-package-module-interface-path", interface.path]
                    // Without the public interface's path the package interface lists no flags.
                    + ["-emit-module-interface-path", emitted.appendingPathComponent("\(module).swiftinterface").path])
            ?? firstError(
                in: folder,
                of: ["swiftc", "-frontend", "-compile-module-from-interface", interface.path, "-o", importable.path]
                    + Self.interfaceFlags(interface) + search + visible.flatMap { ["-I", $0] })
        guard let reason = withEvolution else {
            let exported = Self.imports(of: interface)
            let publicDependencies = Set(
                target.targetDependencies.filter { exported.contains(PackageDump.moduleName(of: $0)) })
            let loadable =
                [folder.path]
                + target.targetDependencies.filter(publicDependencies.contains).compactMap { known[$0] }
                .flatMap(\.loadable)
            return Outcome(reason: nil, publicDependencies: publicDependencies, loadable: Array(Set(loadable)))
        }
        let without = firstError(in: folder, of: Self.emit(module, files: files, to: importable, flags: flags))
        return Outcome(
            reason: without.map { "it does not compile as the rules build it either: \($0)" } ?? reason,
            publicDependencies: Set(target.targetDependencies),
            loadable: Array(Set([folder.path] + visible)))
    }

    /// The command that emits a library's module, declarations and inlinable code only.
    private static func emit(_ module: String, files: [String], to path: URL, flags: [String]) -> [String] {
        ["swiftc", "-emit-module", "-parse-as-library", "-module-name", module, "-emit-module-path", path.path]
            + [
                "-Onone", "-D", "DEBUG", "-enable-testing", "-Xfrontend",
                "-experimental-skip-non-inlinable-function-bodies",
            ]
            + flags + files
    }

    /// The compiler's first error when a command fails, on one line, its paths relative to the
    /// package, and a file the trial wrote in `folder` (the interface it emitted) by its name
    /// alone; nil when it succeeds.
    private func firstError(in folder: URL, of command: [String]) -> String? {
        guard let outcome = try? Subprocess.run(command, separateErrors: true) else { return "swiftc did not run" }
        guard outcome.status != 0 else { return nil }
        let line = BuildLog.reason(in: outcome.errors) ?? "swiftc failed"
        return [
            folder.appendingPathComponent("emitted").path + "/", folder.path + "/", root.standardizedFileURL.path + "/",
        ]
        .reduce(line) { $0.replacingOccurrences(of: $1, with: "") }
    }

    /// The flags an interface says it is built with (its `swift-module-flags` line).
    private static func interfaceFlags(_ interface: URL) -> [String] {
        let text = (try? String(contentsOf: interface, encoding: .utf8)) ?? ""
        let line = text.split(separator: "\n").first { $0.hasPrefix("// swift-module-flags: ") }
        return line.map { $0.dropFirst("// swift-module-flags: ".count).split(separator: " ").map(String.init) } ?? []
    }

    /// The modules an interface imports: the module of each `import` line, after its attributes
    /// (`@_exported`, `@preconcurrency`) and kind (`import struct A.B`).
    static func imports(of interface: URL) -> Set<String> {
        let text = (try? String(contentsOf: interface, encoding: .utf8)) ?? ""
        let kinds: Set = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let", "actor"]
        return Set(
            text.split(separator: "\n").compactMap { line in
                let words = line.split(separator: " ").drop { $0.hasPrefix("@") || $0 == "public" || $0 == "package" }
                guard words.first == "import" else { return nil }
                let path = words.dropFirst().first { !kinds.contains(String($0)) }
                return path.flatMap { $0.split(separator: ".").first }.map(String.init)
            })
    }
}
