import Foundation
import ToolSupport

/// A scratch copy of a package, built and edited there: the user's tree is never touched.
struct Sandbox {
    /// How the package is built: `swift build -c debug` (the edit-build loop) or `-c release`
    /// (whole-module optimization and cross-module optimization, which follow other rules).
    enum Configuration: String, Codable {
        case debug, release
    }

    let root: URL
    /// The user's package this is a copy of, whose paths a failed build's messages are given in;
    /// `nil` for a generated package.
    var original: URL?
    /// The modules of the package's targets: a build log's other compile jobs (the manifest,
    /// a plugin's tool) are not the package's modules recompiling.
    let modules: Set<String>
    var configuration = Configuration.debug
    /// Flags for every compile (`-Xswiftc`), such as `-disable-cmo`.
    var compilerFlags: [String] = []
    /// SwiftPM, or Bazel with the build files `bazel-build-files` writes (``Sandbox+Bazel``).
    var buildSystem = BuildSystem.swiftpm
    /// Bazel's remote cache, `http://127.0.0.1:PORT`, when one is shared.
    var remoteCache: String?
    /// Bazel's flags for a remote executor (``RemoteExecutor/flags``), when one runs every action.
    var remoteFlags: [String] = []
    /// What `bazel build` builds: the labels of the package's libraries and executables once
    /// ``writeBazelFiles(_:)`` wrote the files, as `swift build` builds no test.
    var bazelTargets = ["//..."]
    /// When its last build ended: the next edit waits past it (``write(_:to:after:)``).
    let lastBuild = LastBuild()

    /// The folder the copy mirrors (the package's, or the one that holds it and its local
    /// packages) and the copy of that folder: a failed build's paths are shown as the user's.
    var mirrored: (original: URL, copy: URL)?
    /// The folder the tool made to hold the copy (whose name the tool chose); `nil` when the
    /// sandbox is a package the tool generated.
    var scratch: URL?

    /// Copies a package's sources (no build products, Bazel's links to them or VCS data) into
    /// `folder`, with the local packages it depends on by path (``PackageDump/localPackageFolders()``),
    /// each where it is beside the package: a manifest's `.package(path: "../Core")` finds its
    /// copy, under a folder of the common folder's name. The package's copy is `folder` itself
    /// when it has none.
    static func copy(
        _ package: URL, to folder: URL, localPackages: [URL] = [], modules: Set<String>,
        configuration: Configuration, compilerFlags: [String]
    ) throws -> Sandbox {
        let package = package.standardizedFileURL
        let base = PackageDump.commonFolder(of: [package] + localPackages)
        // With local packages, the common folder keeps its name: it may be one of them (an
        // `Examples` package on `..`), whose identity SwiftPM takes from its folder's name.
        let top =
            localPackages.isEmpty || base.path == "/" ? folder : folder.appendingPathComponent(base.lastPathComponent)
        let copyOf = { (source: URL) in
            source == base ? top : top.appendingPathComponent(String(source.path.dropFirst(base.path.count)))
        }
        for source in [package] + localPackages {
            try PackageCopy.copy(source, to: copyOf(source), alongside: [package] + localPackages)
        }
        var sandbox = Sandbox(
            root: copyOf(package), original: package, modules: modules, configuration: configuration,
            compilerFlags: compilerFlags)
        sandbox.mirrored = (base, top)
        sandbox.scratch = folder
        return sandbox
    }

    /// Writes a probe file into a module's folder and, for the requirement edit, adds the
    /// requirement to the place's protocol; a layout edit changes one of the place's own public
    /// types instead (``LayoutEdit``), and the line-shifting control the first line of one of its
    /// files (``LineShift``). Any other edit, or none, takes them out again.
    ///
    /// - Parameter variant: Above 1, another edit of the same kind (``Probe/source(_:module:contract:variant:)``,
    ///   ``LayoutEdit/Kind/line(variant:)``).
    func writeProbe(_ edit: Edit?, in place: Place, variant: Int = 1) throws {
        let folder = root.appendingPathComponent(place.path)
        try LayoutEdit.revert(in: folder, after: lastBuild.time)
        try LineShift.revert(in: folder, after: lastBuild.time)
        if edit == .lineShift {
            try writeProbe(nil, in: place)
            try LineShift.apply(in: folder, after: lastBuild.time)
            return
        }
        if let kind = edit?.layoutKind {
            guard let layout = try LayoutEdit.find(kind, in: place, of: root) else {
                throw Tool.Failure.finding("\(place.module) has no public \(kind.keyword) a layout edit can change")
            }
            try writeProbe(nil, in: place)
            try layout.apply(in: root, after: lastBuild.time, variant: variant)
            return
        }
        let probe = Probe.source(edit, module: place.moduleName, contract: place.contract, variant: variant)
        // An edit that leaves every byte as the baseline has them would measure nothing: refuse
        // it, as the oracle refuses a control that changed nothing. (Only the requirement edit
        // changes a file beside the probe, and only where the place has a protocol.)
        if let edit, probe == Probe.source(nil, module: place.moduleName, contract: place.contract),
            edit != .requirement || place.contract == nil
        {
            throw Tool.Failure.badInput(
                "the \(edit.title) edit of \(place.module) would change nothing"
                    + (edit == .requirement ? ": it declares no protocol the tool knows" : ""))
        }
        try Self.write(probe, to: folder.appendingPathComponent(Probe.fileName), after: lastBuild.time)
        guard let contract = place.contract else { return }
        let file = folder.appendingPathComponent(contract + ".swift")
        let source = try String(contentsOf: file, encoding: .utf8)
        let edited = try Probe.contractSource(source, contract: contract, added: edit == .requirement)
        if edited != source { try Self.write(edited, to: file, after: lastBuild.time) }
    }

    /// Writes a source file so that the next build sees the change.
    ///
    /// The driver takes a file whose modification time is in the same second as at the last
    /// build for unchanged (seen on Swift 6.3: of six edits in a row of a small package, three
    /// in the second of the one before did not recompile). So a rewrite waits for a second later
    /// than the file's last one and than the end of the sandbox's last build (``LastBuild``).
    ///
    /// - Parameter lastBuild: When the sandbox's last build ended, if one did.
    static func write(_ text: String, to file: URL, after lastBuild: Date?) throws {
        let modified = (try? FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate]) as? Date
        let wait = Self.wait(modified: modified, lastBuild: lastBuild, now: Date())
        if wait > 0 { Thread.sleep(forTimeInterval: wait) }
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    /// How long an edit waits: until a whole second after both the file's modification and the
    /// last build's end (and 10 ms more, so the clock has truly moved on), or not at all.
    static func wait(modified: Date?, lastBuild: Date?, now: Date) -> TimeInterval {
        let seconds = [modified, lastBuild].compactMap { $0?.timeIntervalSince1970.rounded(.down) }
        guard let latest = seconds.max() else { return 0 }
        let wait = latest + 1 - now.timeIntervalSince1970
        return wait > 0 ? wait + 0.01 : 0
    }

    /// Builds the package in its configuration (debug: as a developer's edit-build loop does),
    /// with its build system.
    ///
    /// - Parameter first: The copy's first build, which shows whether the user's package builds at all.
    /// - Returns: The wall time and the modules whose compile jobs ran.
    /// - Throws: When the build fails: on the first build of a user's package, bad input naming
    ///   the user's own file and the first error; later (an edit of the tool's broke it), a finding.
    func build(first: Bool = false) throws -> BuildOutcome {
        defer { lastBuild.record() }
        return buildSystem.isBazel ? try bazelBuild(first: first) : try swiftPMBuild(first: first)
    }

    /// `swift build`, with SwiftPM's native build system or with Swift Build.
    private func swiftPMBuild(first: Bool) throws -> BuildOutcome {
        let clock = ContinuousClock()
        let scratch = root.appendingPathComponent(".build")
        let before = buildSystem == .swiftbuild ? Self.diagnosticFiles(in: scratch) : [:]
        let command =
            [
                "swift", "build", "-c", configuration.rawValue, "-v", "--package-path", root.path, "--scratch-path",
                scratch.path,
            ]
            + (buildSystem == .swiftbuild ? ["--build-system", "swiftbuild"] : [])
            + compilerFlags.flatMap { ["-Xswiftc", $0] }
        var start = clock.now
        var outcome = try Subprocess.run(command, temporaryDirectory: .kept(temporaryDirectory))
        var attempts = 1
        while try crashedBeforeCompiling(outcome, diagnosticsBefore: before) {
            let signal = outcome.status - 128
            guard attempts < Self.crashAttempts else {
                throw Tool.Failure.badInput(
                    "swift build crashed (signal \(signal)) \(attempts) times before it compiled anything: "
                        + "no verdict (crashed)")
            }
            progress("swift build crashed (signal \(signal)) before it compiled anything: building again…")
            attempts += 1
            start = clock.now
            outcome = try Subprocess.run(command, temporaryDirectory: .kept(temporaryDirectory))
        }
        let elapsed = clock.now - start
        try check(outcome, first: first, command: "swift build")
        let compiled =
            buildSystem == .swiftbuild
            ? Self.changedModules(before: before, after: Self.diagnosticFiles(in: scratch))
            : Self.compiledModules(in: outcome.output)
        return BuildOutcome(
            seconds: elapsed.seconds, recompiled: compiled.filter(modules.contains), log: outcome.output)
    }

    /// The TMPDIR of every `swift build` of the sandbox, the same folder each time, as a
    /// developer's terminal keeps one: SwiftPM evaluates the manifest again when the environment
    /// changes (``Subprocess/TemporaryDirectory/kept(_:)``).
    ///
    /// In the folder the tool made, not in the copy, whose path holds the user's folder names:
    /// SwiftPM 6.3 cannot read the compiler's target info with a TMPDIR beyond ASCII.
    var temporaryDirectory: URL { (scratch ?? root).appendingPathComponent(".build-tmp") }

    /// How many times a build that crashed before it compiled anything runs in all.
    static let crashAttempts = 3

    /// Whether `swift build` itself died of a signal before it compiled any of the package's
    /// modules, so that building again gives the same build, and its time, as if it had not
    /// crashed. (When the signal was the tool's own, stopping it, ``Subprocess`` starts nothing
    /// new and throws.)
    ///
    /// Swift Build on Swift 6.3.1 can crash in libdispatch while it plans, before any task runs
    /// (`_dispatch_event_loop_drain`, signal 11, at "Discovering version info for clang"; 2 of 6
    /// first builds of docs/stale-layout here). A crash after a compile job ran is no such
    /// accident the tool can undo: the next build would compile less, so the tool refuses.
    ///
    /// - Throws: ``Tool/Failure`` (bad input, a refusal) when the build crashed after it compiled
    ///   one of the package's modules.
    private func crashedBeforeCompiling(_ outcome: Subprocess.Outcome, diagnosticsBefore: [String: Date]) throws
        -> Bool
    {
        guard outcome.status > 128 else { return false }
        let signal = outcome.status - 128
        let compiled =
            buildSystem == .swiftbuild
            ? Self.changedModules(
                before: diagnosticsBefore, after: Self.diagnosticFiles(in: root.appendingPathComponent(".build")))
            : Self.compiledModules(in: outcome.output)
        let package = compiled.filter(modules.contains)
        guard package.isEmpty else {
            throw Tool.Failure.badInput(
                "swift build crashed (signal \(signal)) after it compiled \(package.joined(separator: ", ")): "
                    + "no verdict on a build that stopped half way (crashed)")
        }
        return true
    }

    /// Swift Build's per-file diagnostics (`<File>.dia`), which the compiler writes for each file
    /// it compiles, with their modification times. Swift Build compiles in its own process, so
    /// its log names no compile job; these files do. (A `.swiftdeps` is no evidence: the
    /// compiler leaves one whose contents did not change untouched.)
    static func diagnosticFiles(in scratch: URL) -> [String: Date] {
        let intermediates = scratch.appendingPathComponent("out/Intermediates.noindex")
        let files = FileManager.default.enumerator(atPath: intermediates.path)?.allObjects as? [String] ?? []
        var times: [String: Date] = [:]
        for file in files where file.hasSuffix(".dia") && !file.hasSuffix("-emit-module.dia") {
            let path = intermediates.appendingPathComponent(file).path
            times[file] = (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate]) as? Date
        }
        return times
    }

    /// The modules with a file's diagnostics written since `before`: `…/<Target>.build/Objects-normal/…`.
    static func changedModules(before: [String: Date], after: [String: Date]) -> [String] {
        var modules: Set<String> = []
        for (file, time) in after where before[file] != time {
            guard
                let target = file.split(separator: "/").last(where: { $0.hasSuffix(".build") })
            else { continue }
            modules.insert(module(ofFolder: String(target.dropLast(".build".count))))
        }
        return modules.sorted()
    }

    /// The module a build folder `<Target>.build` compiles; Swift Build compiles an executable a
    /// second time as `<Target>-<hash>-testable`, the same module.
    static func module(ofFolder name: String) -> String {
        var name = name
        if name.hasSuffix("-testable"), let dash = name.dropLast("-testable".count).lastIndex(of: "-") {
            name = String(name[..<dash])
        }
        return PackageDump.moduleName(of: name)
    }

    /// Throws when a build failed: on the first build of a user's package, bad input naming the
    /// user's own file and the first error; otherwise a finding with the end of the log.
    func check(_ outcome: Subprocess.Outcome, first: Bool, command: String) throws {
        guard outcome.status != 0 else { return }
        if first, let original {
            let mirrored = mirrored ?? (original, root)
            throw BuildLog.doesNotBuild(
                original,
                output: outcome.output.replacingOccurrences(of: mirrored.copy.path, with: mirrored.original.path))
        }
        throw Tool.Failure.finding(
            "\(command) failed in \(root.path) (\(BuildLog.firstError(in: outcome.output) ?? "no error line")):\n"
                + outcome.output.suffix(3000))
    }

    /// The modules of the compile jobs (`swift-frontend -frontend -c … -module-name X`) in a
    /// verbose build log. Object files are no evidence: the compiler leaves an unchanged one
    /// untouched, so a module can recompile without any object file changing.
    static func compiledModules(in log: String) -> [String] {
        var modules: Set<String> = []
        for line in log.split(separator: "\n") where line.contains(" -frontend -c ") {
            let words = line.split(separator: " ")
            if let index = words.firstIndex(of: "-module-name"), index + 1 < words.count {
                modules.insert(String(words[index + 1]))
            }
        }
        return modules.sorted()
    }
}

/// One build: how long it took and what it compiled.
struct BuildOutcome {
    /// The wall time.
    let seconds: Double
    /// The package's modules whose compile jobs ran.
    let recompiled: [String]
    /// With Bazel: the seconds of the compile and link actions that ran, added up.
    var actionSeconds: Double? = nil
    /// With Bazel and a remote cache: the actions served by it.
    var cacheHits: Int? = nil
    /// With Bazel: the actions that ran on this machine.
    var localActions: Int? = nil
    /// With Bazel and a remote executor: the actions it ran.
    var remoteActions: Int? = nil
    /// With Bazel: the build's critical path, when an action ran.
    var criticalPathSeconds: Double? = nil
    /// With SwiftPM: what `swift build` printed, the compiler's own output among it.
    var log = ""
}

/// The build system an experiment measures.
enum BuildSystem: String, Codable, CaseIterable {
    /// `swift build`: SwiftPM's native build system.
    case swiftpm
    /// `swift build --build-system swiftbuild`: Swift Build (a preview in 6.3, the default from 6.4).
    case swiftbuild
    /// `bazel build //...` with the files `bazel-build-files` writes.
    case bazel
    /// The same with every library built without library evolution (`bazel-build-files
    /// --no-library-evolution`): what the interface cutoff saves, measured beside it.
    case bazelNoEvolution = "bazel-no-evolution"

    /// Whether Bazel builds: with or without library evolution.
    var isBazel: Bool { self == .bazel || self == .bazelNoEvolution }

    var title: String {
        switch self {
        case .swiftpm: "SwiftPM"
        case .bazel: "Bazel"
        case .bazelNoEvolution: "Bazel, no library evolution"
        case .swiftbuild: "Swift Build"
        }
    }

    /// What the system compiles each module with, in a debug or a release build: every table of
    /// times says so, as the systems' compiles differ where their defaults do.
    func compiledWith(release: Bool) -> String {
        switch (self, release) {
        case (.swiftpm, false), (.swiftbuild, false):
            "`-Onone -g`, files in batches, an index store"
        case (.swiftpm, true), (.swiftbuild, true):
            "`-O`, whole module (`-wmo`)"
        case (.bazel, false):
            "`-Onone -g`, files in one batch, an index store without the toolchain's modules, libraries with "
                + "library evolution where they compile with it"
        case (.bazel, true):
            "`-O`, whole module (`-wmo`), libraries with library evolution where they compile with it"
        case (.bazelNoEvolution, false):
            "`-Onone -g`, files in one batch, an index store without the toolchain's modules, no library evolution"
        case (.bazelNoEvolution, true): "`-O`, whole module (`-wmo`), no library evolution"
        }
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
