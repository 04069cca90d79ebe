import Foundation
import ToolSupport

/// What a build of the sandbox produced, module by module: the object files the linker takes,
/// each by the SHA-256 of its code (the debugger's data set aside). Two builds of the same tree
/// at the same path give the same code; an importer an incremental build left behind gives other.
typealias Products = [String: [String: String]]

extension Sandbox {
    /// The object files of the last build, by module and by their path under the module's folder
    /// (``objectFolders(in:buildSystem:configuration:triple:)``); with Bazel, `<module>.objects/*.o`
    /// and `<module>.o` in the output base's `bazel-bin`, which the rules write.
    func products(outputBase: URL? = nil) throws -> Products {
        let folders = Self.objectFolders(
            in: root.appendingPathComponent(".build"), buildSystem: buildSystem, configuration: configuration,
            triple: try TargetInfo.current().unversionedTriple)
        var paths: [(module: String, relative: String, path: String)] = []
        for (module, folder) in folders where modules.contains(module) {
            let files = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
            paths += files.filter { $0.hasSuffix(".o") }.map { (module, $0, folder.appendingPathComponent($0).path) }
        }
        if buildSystem.isBazel {
            // The rules write a module's objects in `<module>.objects/` (a debug build's, one a
            // file) or as `<module>.o` (a release build's; in a debug build, the module wrapped
            // for the debugger).
            let bin = try bazelBin(outputBase: outputBase ?? self.outputBase)
            let files = FileManager.default.enumerator(atPath: bin.path)?.allObjects as? [String] ?? []
            for file in files where file.hasSuffix(".o") {
                let name = (file as NSString).lastPathComponent
                let folder = ((file as NSString).deletingLastPathComponent as NSString).lastPathComponent
                let module =
                    folder.hasSuffix(".objects") ? String(folder.dropLast(".objects".count)) : String(name.dropLast(2))
                guard modules.contains(module) else { continue }
                paths.append((module, file, bin.appendingPathComponent(file).path))
            }
        }
        for (module, path) in try linkedExecutables(outputBase: outputBase) {
            paths.append((module, "linked " + (path as NSString).lastPathComponent, path))
        }
        let hashes = try Self.codeHashes(of: paths.map(\.path))
        var products: Products = [:]
        for (module, relative, path) in paths {
            products[module, default: [:]][relative] = hashes[path] ?? "unreadable"
        }
        return products
    }

    /// The executables the last build linked, each with its module: a regular, executable file
    /// named as a module, in the products folder (SwiftPM's `.build/<triple>/<configuration>/`,
    /// Swift Build's `.build/out/Products/<Configuration>-<platform>/`) or anywhere in `bazel-bin`
    /// (the rules name a binary as its target). An executable product named otherwise than its
    /// module is not found, and not compared.
    private func linkedExecutables(outputBase: URL?) throws -> [(module: String, path: String)] {
        let build = root.appendingPathComponent(".build")
        let candidates: [URL]
        switch buildSystem {
        case .swiftpm:
            let folder = build.appendingPathComponent(try TargetInfo.current().unversionedTriple)
                .appendingPathComponent(configuration.rawValue)
            candidates = modules.map { folder.appendingPathComponent($0) }
        case .swiftbuild:
            let name = configuration.rawValue.prefix(1).uppercased() + configuration.rawValue.dropFirst()
            let folders = Self.children(of: build.appendingPathComponent("out/Products")).filter {
                $0.lastPathComponent == name || $0.lastPathComponent.hasPrefix(name + "-")
            }
            candidates = folders.flatMap { folder in modules.map { folder.appendingPathComponent($0) } }
        case .bazel, .bazelNoEvolution:
            let bin = try bazelBin(outputBase: outputBase ?? self.outputBase)
            let files = FileManager.default.enumerator(atPath: bin.path)?.allObjects as? [String] ?? []
            candidates = files.filter {
                !$0.contains(".runfiles") && modules.contains(($0 as NSString).lastPathComponent)
            }
            .map { bin.appendingPathComponent($0) }
        }
        return candidates.compactMap { url in
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue,
                FileManager.default.isExecutableFile(atPath: url.path)
            else { return nil }
            return (url.lastPathComponent, url.path)
        }
    }

    /// The folders a build leaves each module's objects in, named as the toolchain names them on
    /// any platform, never by a platform's spelling:
    ///
    /// - SwiftPM's native build: `.build/<triple>/<configuration>/<Module>.build/**/*.o`, the
    ///   triple the toolchain's unversioned one (`x86_64-unknown-linux-gnu`, `arm64-apple-macosx`).
    /// - Swift Build: `.build/out/Intermediates.noindex/*/<Configuration>[-<platform>]/<Target>.build/**/*.o`
    ///   (`Debug-linux`, or `Debug` on macOS; an executable is compiled twice, as itself and as
    ///   `<name>-<hash>-testable`: both count).
    /// - Bazel: none here (its rules write `<module>.objects/*.o` and `<module>.o` in `bazel-bin`).
    static func objectFolders(
        in build: URL, buildSystem: BuildSystem, configuration: Configuration, triple: String
    ) -> [(module: String, folder: URL)] {
        switch buildSystem {
        case .swiftpm:
            return subfolders(of: [build.appendingPathComponent(triple).appendingPathComponent(configuration.rawValue)])
        case .swiftbuild:
            let intermediates = build.appendingPathComponent("out/Intermediates.noindex")
            let projects = children(of: intermediates).filter { $0.pathExtension == "build" }
            let name = configuration.rawValue.prefix(1).uppercased() + configuration.rawValue.dropFirst()
            let configurations = projects.flatMap(children).filter {
                $0.lastPathComponent == name || $0.lastPathComponent.hasPrefix(name + "-")
            }
            return subfolders(of: configurations)
        case .bazel, .bazelNoEvolution:
            return []
        }
    }

    /// The SHA-256 of each object's code: the object without the debugger's data — its debug
    /// information, the module hash (`.swift_modhash` in ELF, `__LLVM,__swift_modhash` in Mach-O: a
    /// hash of the compiled module, debug information included) and the AST (`.swift_ast`,
    /// `__SWIFT,__ast`: the serialized module Swift Build wraps into an object for the debugger).
    /// That data is no evidence: it names the modules the compiler happened to load (a
    /// `.swiftinterface` in one build, a `.swiftmodule` in the other), and Swift Build emits it
    /// whatever the flags say. The code of a stale importer differs. A linked executable is
    /// compared the same way, section by section, without its build ID (`.note.gnu.build-id`,
    /// a hash the linker takes over the whole file, debug information included); on macOS its
    /// `LC_UUID` would differ likewise and is not set aside (untested there).
    static func codeHashes(of objects: [String]) throws -> [String: String] {
        let copies = try ScratchFolder("horizon-objects")
        defer { copies.remove() }
        var stripped: [String: String] = [:]
        for (index, object) in objects.enumerated() {
            let copy = copies.url.appendingPathComponent("\(index).o").path
            let outcome = try Subprocess.run(
                [
                    "llvm-objcopy", "--strip-debug", "--remove-section=.swift_modhash", "--remove-section=.swift_ast",
                    "--remove-section=__LLVM,__swift_modhash", "--remove-section=__SWIFT,__ast",
                    "--remove-section=.note.gnu.build-id", object, copy,
                ], separateErrors: true)
            guard outcome.status == 0 else {
                throw Tool.Failure.finding("llvm-objcopy cannot read \(object): \(outcome.errors.prefix(300))")
            }
            stripped[object] = copy
        }
        let hashes = try FileHashes.sha256(of: Array(stripped.values))
        return stripped.mapValues { hashes[$0] ?? "unreadable" }
    }

    /// The `<Name>.build` folders under `parents`, each with the module it compiles.
    private static func subfolders(of parents: [URL]) -> [(module: String, folder: URL)] {
        parents.flatMap(children).filter { $0.pathExtension == "build" }.map { folder in
            (module(ofFolder: folder.deletingPathExtension().lastPathComponent), folder)
        }
    }

    private static func children(of folder: URL) -> [URL] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted().map {
            folder.appendingPathComponent($0)
        }
    }

    /// Builds the same tree from nothing at the same path and returns its products, leaving the
    /// incremental build as it was: SwiftPM's `.build` is moved aside and back; Bazel builds in an
    /// output base of its own beside the copy's.
    ///
    /// "From nothing" means none of the package's own products; the compiler's cache of the
    /// toolchain's modules (`ModuleCache`) is kept. Without it, whether a compile finds
    /// `_Concurrency` built from its textual interface or loads the binary module depends on
    /// which job filled the cache first, and an inlined `Task { … }` compiles to other source
    /// locations (``Oracle``).
    func cleanBuildProducts() throws -> Products {
        guard !buildSystem.isBazel else {
            let base = root.appendingPathExtension("bazel-clean")
            defer {
                _ = try? Subprocess.run(
                    ["bazel", "--output_base=\(base.path)", "shutdown"], in: root, temporaryDirectory: .inherited)
                ScratchFolder.removeItem(atPath: base.path)
            }
            _ = try bazelBuild(first: false, outputBase: base)
            return try products(outputBase: base)
        }
        let (build, aside) = try buildFromNothing()
        defer {
            ScratchFolder.removeItem(atPath: build.path)
            try? FileManager.default.moveItem(at: aside, to: build)
        }
        return try products()
    }

    /// Builds the tree from nothing at the same path (its module cache kept) and keeps that build
    /// as the copy's: the state the measurement goes on from when it verifies.
    func rebuildFromNothing() throws {
        guard !buildSystem.isBazel else { return }
        let (_, aside) = try buildFromNothing()
        ScratchFolder.removeItem(atPath: aside.path)
    }

    /// Moves `.build` aside, gives a new one the old one's module caches, and builds.
    ///
    /// - Returns: The new `.build` and where the old one is.
    private func buildFromNothing() throws -> (build: URL, aside: URL) {
        let build = root.appendingPathComponent(".build")
        let aside = root.appendingPathComponent(".build-incremental")
        let manager = FileManager.default
        try manager.moveItem(at: build, to: aside)
        do {
            let caches = (manager.enumerator(atPath: aside.path)?.allObjects as? [String] ?? []).filter {
                ($0 as NSString).lastPathComponent.hasPrefix("ModuleCache") && $0.split(separator: "/").count <= 4
                    && !$0.split(separator: "/").dropLast().contains { $0.hasPrefix("ModuleCache") }
            }
            for cache in caches {
                let target = build.appendingPathComponent(cache)
                try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try manager.copyItem(at: aside.appendingPathComponent(cache), to: target)
            }
            _ = try self.build()
        } catch {
            ScratchFolder.removeItem(atPath: build.path)
            try? manager.moveItem(at: aside, to: build)
            throw error
        }
        return (build, aside)
    }
}
