import Foundation
import ToolSupport

/// The flags of `measure-build-times`, `rebuild-impact` and `generate-graph`, as a user types them.
struct Options {
    /// What a `measure-build-times` run does: measure a real package, a scaling run, or render one again.
    enum Mode: Equatable {
        case real, scale, render
        /// Which compiler outputs stay byte-identical across each edit kind (``ModuleOutputExperiment``).
        case moduleOutputs
    }

    var mode = Mode.real
    /// `--package-path`: the package to measure (the current directory when `nil`).
    var package: URL?
    /// `--out DIR`: where the report goes, beside the user's files, which it never replaces.
    var out: MadeFiles?
    /// `--render A.json,B.json`: the results of scaling runs to render again, as one report.
    var results: [URL] = []
    /// `--runs N`: the runs of each timed scenario (5, or 1 with `--quick`, unless given).
    var runs = 5
    var quick = false
    var assertHorizontal = false
    /// The targets `--modules` names to edit (the real-package mode).
    var modules: [String] = []
    /// With `--shared-cache`, the one edit `--modules NAME:EDIT` chose for a module (public-api
    /// or layout-struct), by the module's name; a module named without one gets both.
    var moduleEdits: [String: Edit] = [:]
    /// `--all`: edit every library and executable target.
    var all = false
    /// `--configuration debug|release`.
    var configuration = Sandbox.Configuration.debug
    /// `--disable-cmo`: compile with `-disable-cmo` (release without cross-module optimization).
    var disableCMO = false
    /// `--scale`: the numbers of features to generate.
    var sizes = [6, 25, 50, 100]
    /// `--shape`: the shape `generate-graph` writes, or the one shape a scaling run measures.
    var shape: Generator.Shape?
    var features: Int?
    var files = 4
    var functions = 8
    /// `--public-imports`: generated graphs as before they followed Horizon's rules, every import public.
    var publicImports = false
    /// `--build-system swiftpm|bazel|both`: what builds the package.
    var buildSystems: [BuildSystem] = [.swiftpm]
    /// `--budget FILE`: the recompile budget to measure and check (``Budget``).
    var budget: URL?
    /// `--format text|github|json`: how the budget's findings are printed (``BudgetReport``).
    var format = FindingFormat.text
    /// `--shared-cache`: two checkouts of the package sharing a Bazel remote cache on loopback.
    var sharedCache = false
    /// `--remote-execution`: local Bazel against Bazel's own remote worker on loopback, and a
    /// second checkout from the worker's cache.
    var remoteExecution = false
    /// `--verify`: compare every incremental build with a build from nothing of the same tree
    /// (``Oracle``), and add the layout edits of the places' own public types.
    var verify = false
    /// `--edited service,feature,layout`: what a quick scaling run edits.
    var edited: [ScaleSubject]?

    /// The files this run writes into `--out`: they must not be the user's.
    var reportNames: [String] {
        switch mode {
        case .real:
            sharedCache ? ["shared-cache.json"] : remoteExecution ? ["remote-execution.json"] : Report.fileNames
        case .scale: Report.fileNames + ScaleReport.chartNames
        case .render: ScaleReport.chartNames
        case .moduleOutputs: ["module-outputs.json"]
        }
    }

    /// The flags every compile gets.
    var compilerFlags: [String] { disableCMO ? ["-disable-cmo"] : [] }

    /// The package to measure: `--package-path`, or the current directory.
    func measuredPackage() throws -> URL {
        try package ?? Arguments.currentPackage()
    }

    /// Reads the flags a tool accepts.
    ///
    /// - Parameter accepted: The flags this tool knows; any other is bad input.
    /// - Throws: ``Tool/Failure/badInput(_:)`` naming the flag that is unknown or lacks a valid value.
    static func parse(_ arguments: inout Arguments, accepting accepted: Set<String>) throws -> Options {
        var options = Options()
        var runsGiven = false
        while let word = arguments.next() {
            guard accepted.contains(word) else { throw Arguments.unknown(word) }
            switch word {
            case "--package-path": options.package = try arguments.package(of: word)
            case "--out": options.out = try arguments.outputFolder(of: word)
            case "--runs":
                options.runs = try arguments.number(of: word)
                runsGiven = true
            case "--quick": options.quick = true
            case "--assert-horizontal": options.assertHorizontal = true
            case "--all": options.all = true
            case "--disable-cmo": options.disableCMO = true
            case "--configuration":
                guard let configuration = Sandbox.Configuration(rawValue: try arguments.value(of: word)) else {
                    throw Tool.Failure.badInput("--configuration is debug or release")
                }
                options.configuration = configuration
            case "--modules":
                let names = try arguments.value(of: word, "target names, such as Core,App")
                    .split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                guard !names.contains(where: \.isEmpty) else {
                    throw Tool.Failure.badInput(
                        "--modules needs target names separated by single commas, such as Core,App")
                }
                options.modules = []
                for name in names {
                    let parts = name.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
                    options.modules.append(String(parts[0]))
                    guard parts.count == 2 else { continue }
                    guard let edit = Edit(rawValue: String(parts[1])), [.publicAPI, .layoutStruct].contains(edit),
                        !parts[0].isEmpty
                    else {
                        throw Tool.Failure.badInput(
                            "--modules NAME:EDIT takes public-api or layout-struct as the edit, such as Core:public-api"
                        )
                    }
                    options.moduleEdits[String(parts[0])] = edit
                }
            case "--scale":
                options.mode = .scale
                options.sizes = try sizes(try arguments.value(of: word, "sizes, such as 6,25,50,100"))
            case "--render":
                options.mode = .render
                let paths = try arguments.value(of: word, "a scaling run's results.json")
                    .split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                for path in paths where path.isEmpty || !FileManager.default.fileExists(atPath: path) {
                    throw Tool.Failure.badInput(
                        "--render needs a scaling run's results.json (several: separated by single commas): '\(path)' does not exist"
                    )
                }
                options.results = paths.map { URL(fileURLWithPath: $0).standardizedFileURL }
            case "--shape":
                guard let shape = Generator.Shape(rawValue: try arguments.value(of: word)) else {
                    throw Tool.Failure.badInput("--shape is horizontal or vertical")
                }
                options.shape = shape
            case "--features":
                let features = try arguments.number(of: word)
                guard features > 1 else { throw Tool.Failure.badInput("--features needs at least 2") }
                options.features = features
            case "--build-system":
                let value = try arguments.value(of: word, "a build system")
                let choices: [String: [BuildSystem]] = [
                    "swiftpm": [.swiftpm], "native": [.swiftpm], "swiftbuild": [.swiftbuild], "bazel": [.bazel],
                    "bazel-no-evolution": [.bazelNoEvolution], "both": [.swiftpm, .bazel],
                    "all": [.swiftpm, .swiftbuild, .bazel],
                ]
                let names = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                let systems = names.compactMap { choices[$0] }.joined()
                guard systems.count == Set(systems).count, names.allSatisfy({ choices[$0] != nil }) else {
                    throw Tool.Failure.badInput(
                        "--build-system is swiftpm, swiftbuild, bazel, bazel-no-evolution, both or all, or several "
                            + "of them apart by commas, each once (got '\(value)')")
                }
                options.buildSystems = Array(systems)
            case "--verify": options.verify = true
            case "--edited":
                let names = try arguments.value(of: word, "service, feature or layout").split(
                    separator: ",", omittingEmptySubsequences: false)
                let subjects = names.compactMap { ScaleSubject(rawValue: String($0)) }
                guard subjects.count == names.count, Set(subjects).count == subjects.count else {
                    throw Tool.Failure.badInput(
                        "--edited is service, feature or layout, or several apart by commas, each once")
                }
                options.edited = subjects
            case "--module-outputs": options.mode = .moduleOutputs
            case "--budget":
                options.budget =
                    URL(fileURLWithPath: try arguments.value(of: word, "a budget file")).standardizedFileURL
                options.quick = true
            case "--format": options.format = try FindingFormat.parse(try arguments.value(of: word, "a format"))
            case "--shared-cache":
                options.sharedCache = true
                options.buildSystems = [.bazel]
            case "--remote-execution":
                options.remoteExecution = true
                options.buildSystems = [.bazel]
            case "--public-imports": options.publicImports = true
            case "--files": options.files = try arguments.number(of: word)
            default: options.functions = try arguments.number(of: word)
            }
        }
        if options.quick, !runsGiven { options.runs = 1 }
        if options.sharedCache && options.remoteExecution {
            throw Tool.Failure.badInput("--shared-cache and --remote-execution are two experiments: run one at a time")
        }
        try options.out?.checkRoom(for: options.reportNames, flag: "--out")
        if options.disableCMO, options.configuration != .release {
            throw Tool.Failure.badInput(
                "--disable-cmo needs --configuration release: debug builds do no cross-module optimization")
        }
        if !options.moduleEdits.isEmpty, !options.sharedCache {
            throw Tool.Failure.badInput(
                "--modules NAME:EDIT chooses the edit a second checkout pulls: it needs --shared-cache")
        }
        if options.all, !options.modules.isEmpty {
            throw Tool.Failure.badInput("--modules and --all exclude each other")
        }
        if options.budget != nil, options.all || !options.modules.isEmpty {
            throw Tool.Failure.badInput(
                "--budget measures the places its rules name: leave out \(options.all ? "--all" : "--modules"), or the budget"
            )
        }
        if options.buildSystems.contains(where: \.isBazel) {
            guard !options.disableCMO else {
                throw Tool.Failure.badInput("--disable-cmo is a SwiftPM flag: leave it out with --build-system bazel")
            }
            guard (try? Subprocess.run(["bazel", "--version"]).status) == 0 else {
                throw Tool.Failure.badInput(
                    "bazel is missing: install it (Debian: apt-get install bazel-bootstrap) or leave out --build-system"
                )
            }
        }
        if options.edited != nil, options.mode != .scale || !options.quick {
            throw Tool.Failure.badInput(
                "--edited chooses what a quick scaling run edits: it needs --scale and --quick (a full run edits both)")
        }
        if options.publicImports, options.mode != .scale, options.shape == nil {
            throw Tool.Failure.badInput("--public-imports sets how generated graphs import: it needs --scale")
        }
        if options.mode == .render, options.out == nil {
            throw Tool.Failure.badInput("--render needs --out DIR, where it writes the report")
        }
        return options
    }

    /// The sizes of `--scale`: whole numbers above 1, separated by single commas.
    private static func sizes(_ text: String) throws -> [Int] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let sizes = parts.compactMap { Int($0) }.filter { $0 > 1 }
        guard !parts.isEmpty, sizes.count == parts.count else {
            throw Tool.Failure.badInput(
                "the sizes (--scale) need whole numbers above 1, separated by single commas, such as 6,25,50,100 "
                    + "(got '\(text)')")
        }
        return sizes
    }
}
