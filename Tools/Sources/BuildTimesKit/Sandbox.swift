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
    /// The modules of the package's targets: a build log's other compile jobs (the manifest,
    /// a plugin's tool) are not the package's modules recompiling.
    let modules: Set<String>
    var configuration = Configuration.debug
    /// Flags for every compile (`-Xswiftc`), such as `-disable-cmo`.
    var compilerFlags: [String] = []

    /// Copies a package's sources (no build products, no VCS data) into `root`.
    static func copy(
        _ package: URL, to root: URL, modules: Set<String>, configuration: Configuration, compilerFlags: [String]
    ) throws -> Sandbox {
        let manager = FileManager.default
        try manager.createDirectory(at: root, withIntermediateDirectories: true)
        for item in try manager.contentsOfDirectory(atPath: package.path)
        where !item.hasPrefix(".build") && item != ".git" && item != ".swiftpm" && item != "docs" {
            try manager.copyItem(at: package.appendingPathComponent(item), to: root.appendingPathComponent(item))
        }
        return Sandbox(root: root, modules: modules, configuration: configuration, compilerFlags: compilerFlags)
    }

    /// Writes a probe file into a module's folder and, for the requirement edit, adds the
    /// requirement to the place's protocol (any other edit, or none, takes it out again).
    func writeProbe(_ edit: Edit?, in place: Place) throws {
        let folder = root.appendingPathComponent(place.path)
        try Probe.source(edit, module: place.moduleName, contract: place.contract)
            .write(to: folder.appendingPathComponent(Probe.fileName), atomically: true, encoding: .utf8)
        guard let contract = place.contract else { return }
        let file = folder.appendingPathComponent(contract + ".swift")
        let source = try String(contentsOf: file, encoding: .utf8)
        let edited = try Probe.contractSource(source, contract: contract, added: edit == .requirement)
        if edited != source { try edited.write(to: file, atomically: true, encoding: .utf8) }
    }

    /// Builds the package in its configuration (debug: as a developer's edit-build loop does).
    ///
    /// - Returns: The wall time and the modules whose compile jobs ran.
    func build() throws -> (seconds: Double, recompiled: [String]) {
        let clock = ContinuousClock()
        let start = clock.now
        let scratch = root.appendingPathComponent(".build").path
        let (status, output) = try run(
            [
                "swift", "build", "-c", configuration.rawValue, "-v", "--package-path", root.path, "--scratch-path",
                scratch,
            ]
                + compilerFlags.flatMap { ["-Xswiftc", $0] })
        let elapsed = clock.now - start
        guard status == 0 else {
            throw Tool.Failure.finding("swift build failed in \(root.path):\n\(output.suffix(3000))")
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return (seconds, Self.compiledModules(in: output).filter(modules.contains))
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

/// Runs a command, waiting for it, and returns its status and combined output.
///
/// The command gets a TMPDIR of its own, removed afterwards: the toolchain leaves a
/// `TemporaryDirectory.*` folder there on every `swift` run, thousands over a measurement day.
func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: temporary) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { _, new in new }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
