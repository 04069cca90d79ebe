// Every rule of README.md's "The rules, enforced", checked on a package's manifest and sources.
import Foundation
import ToolSupport

/// Checks a package against Horizon's rules: its manifest, then each target's files.
struct ArchitectureCheck {
    let root: URL
    /// The composition roots under App/: the app's (first), and any other that composes an
    /// engine of its own (the benchmarks).
    let compositionRoots: [String]
    /// The app's composition root, the one that imports concrete modules.
    var compositionRoot: String { compositionRoots[0] }
    let package: PackageDump
    /// How a package not laid out as Horizon names its kinds and which rules apply; `nil` for Horizon's layout.
    let configuration: ArchitectureConfiguration?
    let targets: [ModuleTarget]
    private let byName: [String: ModuleTarget]
    /// The modules of the package's dependencies, in a configured package (Horizon's own has none).
    private let external: ExternalModules
    private let scanner = SourceScanner()
    /// The manifest's lines, where a finding about what it declares is placed.
    private let manifestLines: [Substring]
    /// The indices of the manifest's lines inside a `products: [...]` list, where a product may
    /// share its target's name (`.plugin(name: "Gen", targets: ["Gen"])`): never a target's place.
    private let productLines: Set<Int>

    /// - Parameters:
    ///   - compositionRoots: The roots; with a configuration, `nil` takes the file's.
    ///   - configuration: The package's `check-architecture.json`, or `nil` for Horizon's layout.
    /// - Throws: ``Tool/Failure/badInput(_:)`` when a root named is not a target under App/ (in
    ///   Horizon's layout) or not a target (with a configuration).
    init(
        package: PackageDump, root: URL, compositionRoots: [String]?,
        configuration: ArchitectureConfiguration? = nil
    ) throws {
        self.root = root
        self.package = package
        self.configuration = configuration
        let compositionRoots =
            compositionRoots ?? configuration?.compositionRoots ?? PermittedDependents.defaultRoots
        self.compositionRoots = compositionRoots
        manifestLines =
            ((try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? "")
            .split(separator: "\n", omittingEmptySubsequences: false)
        productLines = Self.productLines(in: manifestLines)
        let targets = package.targets.map {
            ModuleTarget($0, compositionRoots: Set(compositionRoots), configuration: configuration)
        }
        let modules = targets.filter { ![.test, .example].contains($0.kind) }.map(\.name)
        let names = Set(targets.map(\.name))
        let layout = PackageLayout(configuration: configuration)
        self.targets = targets.map { target in
            var target = target
            target.subject = ModuleTarget.subject(of: target.name, kind: target.kind, among: modules)
            target.interface = [target.name + layout.interfaceSuffix].first(where: names.contains)
            target.doubles = [target.name + layout.testingSuffix].first(where: names.contains)
            return target
        }
        byName = Dictionary(self.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        external =
            try configuration.map { try ExternalModules(of: package, at: root, configuration: $0) } ?? .none
        if let configuration {
            try configuration.validate(against: package)
            for name in compositionRoots where byName[name] == nil {
                throw Tool.Failure.badInput(
                    "no target '\(name)' in \(package.name): --root names the composition roots")
            }
            return
        }
        let app = targets.filter { PackageFolders.path($0.path, isIn: PackageFolders.horizon.app) }.map(\.name)
        guard !app.isEmpty else {
            throw Tool.Failure.badInput(
                "\(package.name) has no target under App/ and no \(ArchitectureConfiguration.fileName): the rules "
                    + "are for packages laid out as Horizon is, or configured (docs/adopting.md)")
        }
        for name in compositionRoots where byName[name]?.kind != .compositionRoot {
            guard byName[name] != nil else {
                throw Tool.Failure.badInput(
                    "no target '\(name)' in \(package.name): name the composition roots with --root, among "
                        + app.joined(separator: ", "))
            }
            throw Tool.Failure.badInput(
                "'\(name)' is not under App/: the composition roots are among " + app.joined(separator: ", "))
        }
    }

    /// What the check found, and how many imports of package targets it read.
    struct Outcome {
        var violations: [Violation] = []
        var importsChecked = 0
        /// The members outside the features that store another module's struct or enum, by target.
        var borrowedElsewhere: [String: Int] = [:]
        /// Whether rules 12 and 14 ran: they do when every rule before them holds.
        var layoutsChecked = true
        /// Whether rule 15 ran: it does when every other rule holds, since it compiles the tests,
        /// which a violation of another rule (an example removed, its test left) can stop compiling.
        var doublesChecked = true
    }

    /// The rules that apply: every rule in Horizon's layout, the file's with a configuration.
    var rules: Set<Violation.Rule> {
        configuration?.rules ?? Set((1...15).compactMap(Violation.Rule.init(rawValue:)))
    }

    /// Runs every rule that applies.
    func run() throws -> Outcome {
        var outcome = try runRules()
        outcome.violations = outcome.violations.filter { rules.contains($0.rule) }
        return outcome
    }

    private func runRules() throws -> Outcome {
        let horizon = configuration == nil
        var outcome = Outcome(violations: packageViolations())
        let debug = CompilerImports(package: package)
        let release = CompilerImports(package: package, configuration: "release")
        for (target, manifest) in zip(targets, package.targets) {
            outcome.violations += manifestViolations(of: target)
            let files = try SourceFile.all(of: manifest, in: root)
            // What the compiler sees imported under a debug build's conditions and a release
            // build's: an import in an `#if` branch that neither takes is no import.
            let imports = files.isEmpty ? [] : try debug.imports(of: manifest, in: root)
            let releaseOnly =
                files.isEmpty || !CompilerImports.dependsOnConfiguration(manifest, in: root)
                ? [] : try release.imports(of: manifest, in: root).subtracting(imports)
            let active = imports.union(releaseOnly)
            if !files.isEmpty {
                if horizon { outcome.violations += settingViolations(of: target) }
                outcome.violations += unusedDependencies(of: target, importing: active)
            }
            for file in files {
                // A file with `#if` branches: what its active branches import, as the compiler
                // decides `canImport` and the rest; an import in another branch is no import.
                let url = root.appendingPathComponent(file.relativePath)
                let fileActive =
                    file.lines.contains(where: { $0.drop { $0 == " " || $0 == "\t" }.hasPrefix("#if") })
                    ? try debug.imports(ofFile: url, in: manifest).union(
                        releaseOnly.isEmpty ? [] : try release.imports(ofFile: url, in: manifest))
                    : active
                outcome.violations += importViolations(
                    of: target, in: file, active: fileActive, releaseOnly: releaseOnly,
                    checked: &outcome.importsChecked)
                if horizon, PackageFolders.path(target.path, isIn: PackageFolders.horizon.features) {
                    outcome.violations +=
                        unsafeViolations(of: target, in: file) + lockViolations(of: target, in: file, active: active)
                }
            }
            if horizon, target.kind == .concrete { outcome.violations += entryViolations(of: target, in: files) }
        }
        // Rules 7, 12, 14 and 15 are about Horizon's engine: a configured package applies none.
        guard horizon else {
            (outcome.layoutsChecked, outcome.doublesChecked) = (false, false)
            return outcome
        }
        // Rules 12, 14 and 15 ask the compiler, which needs the modules to compile in their declared order.
        guard outcome.violations.isEmpty else {
            outcome.layoutsChecked = false
            outcome.doublesChecked = false
            return outcome
        }
        try compilerViolations(into: &outcome)
        return outcome
    }

    /// The rules that ask the compiler (7 beyond the top level, 12, 14 and 15), on a debug
    /// build's declarations; then, for the targets whose files read differently in a release
    /// build (``CompilerImports/dependsOnConfiguration(_:in:)``), on a release build's: what only
    /// the release build declares is named so.
    private func compilerViolations(into outcome: inout Outcome) throws {
        let scratch = try ScratchFolder("horizon-architecture")
        defer { scratch.remove() }
        try compilerViolations(
            configuration: "debug", in: scratch.url.appendingPathComponent("debug"), only: nil, into: &outcome)
        let differing = Set(package.targets.filter { CompilerImports.dependsOnConfiguration($0, in: root) }.map(\.name))
        guard !differing.isEmpty else { return }
        var release = Outcome()
        try compilerViolations(
            configuration: "release", in: scratch.url.appendingPathComponent("release"), only: differing,
            into: &release)
        let found = Set(outcome.violations.map(\.description))
        outcome.violations += release.violations.filter { !found.contains($0.description) }.map {
            Violation(
                subject: $0.subject, rule: $0.rule, file: $0.file, line: $0.line,
                message: $0.message + " (in release builds)")
        }
        outcome.doublesChecked = outcome.doublesChecked && release.doublesChecked
    }

    /// Rules 7, 12, 14 and 15, from one emission of the package's modules in a configuration,
    /// every one built for testing (so a test's `@testable import` compiles): the features and
    /// what they build on for rules 7, 12 and 14; then, once those hold, the tests and examples
    /// that could declare a double for rule 15 (a module emitted for the first rules is not
    /// emitted again).
    ///
    /// - Parameter only: The targets whose findings count; `nil` for all.
    private func compilerViolations(
        configuration: String, in folder: URL, only: Set<String>?, into outcome: inout Outcome
    ) throws {
        let counts = { (target: ModuleTarget) in only?.contains(target.name) ?? true }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let emitter = ModuleEmitter(
            package: package, root: root, folder: folder, includesTests: true, configuration: configuration)
        let features = Set(targets.filter { [.interface, .concrete].contains($0.kind) && counts($0) }.map(\.name))
        let concrete = targets.filter { $0.kind == .concrete && counts($0) }
        if !features.isEmpty {
            let emitted = try emitter.emit(needing: features.union([TemplateCheck.seam]))
            try layoutViolations(in: emitted, emittedBy: emitter, only: features, into: &outcome)
            let seam = [TemplateCheck.seam].filter(emitter.hasEmitted)
            let modules = concrete.map { PackageDump.moduleName(of: $0.name) }
            let template = TemplateCheck(graphs: try emitter.symbolGraphs(of: seam + modules))
            outcome.violations += concrete.flatMap { nestedEntryViolations(of: $0, template) }
            outcome.violations += exampleViolations(template, among: concrete)
        }
        guard outcome.violations.isEmpty else {
            outcome.doublesChecked = false
            return
        }
        let checked = targets.filter { seesAnotherFeature($0) && counts($0) }
        guard !checked.isEmpty else { return }
        try emitter.emit(needing: Set(checked.map(\.name)))
        let graphs = try emitter.symbolGraphs(of: checked.map { PackageDump.moduleName(of: $0.name) })
        outcome.violations += checked.flatMap { doubleViolations(of: $0, TemplateCheck(graphs: graphs)) }
    }

    /// Whether a test or an example can name a protocol of a feature other than its subject: it
    /// depends on that feature's interface, directly or through what it depends on. The others
    /// (the engine's tests, the toolkits') cannot declare a double rule 15 looks for, and are
    /// not compiled for it; nor is a composition root's test, which composes the real modules as
    /// the root does (rule 13 leaves it alone for the same reason).
    private func seesAnotherFeature(_ target: ModuleTarget) -> Bool {
        guard [.test, .example].contains(target.kind), !target.usesARoot else { return false }
        var seen: Set<String> = []
        var pending = target.dependencies
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, let dependency = byName[name] else { continue }
            if dependency.kind == .interface, name != "\(target.subject ?? "")Interface" { return true }
            pending += dependency.dependencies
        }
        return false
    }

    /// Rule 5, for the package: the toolchain only, in Swift 6 mode; with a configuration, the
    /// external packages it allows.
    private func packageViolations() -> [Violation] {
        let subject = "\(package.name) (Package.swift)"
        if let configuration {
            return package.dependencies.filter { !configuration.allows($0) }.map { dependency in
                let names = [dependency.name, dependency.identity].compactMap { $0 }
                let shown = names.first ?? "an unnamed package"
                let fix = names.isEmpty ? "" : ": list \"\(shown)\" there if it may"
                return Violation(
                    subject: subject, rule: .toolchainAndSwift6, file: "Package.swift",
                    line: manifestLines.firstIndex { line in
                        line.contains(".package(") && names.contains { line.lowercased().contains($0.lowercased()) }
                    }.map { $0 + 1 },
                    message: "depends on \(shown), which \(ArchitectureConfiguration.fileName)'s \"external "
                        + "packages\" does not allow\(fix)")
            }
        }
        var violations: [Violation] = []
        if !package.dependencies.isEmpty {
            violations.append(
                Violation(
                    subject: subject, rule: .toolchainAndSwift6, file: "Package.swift",
                    line: manifestLines.firstIndex { $0.contains("dependencies:") && $0.contains(".package(") }
                        .map { $0 + 1 },
                    message: "depends on \(package.dependencies.count) external package(s): use the toolchain only"))
        }
        if package.languageModes != ["6"] {
            violations.append(
                Violation(
                    subject: subject, rule: .toolchainAndSwift6, file: "Package.swift",
                    message: "builds in Swift language mode(s) "
                        + "\(package.languageModes.joined(separator: ", ")): declare `swiftLanguageModes: [.v6]`"))
        }
        return violations
    }

    /// Rules 1, 2, 3, 5 and 6 on the dependencies a target declares.
    private func manifestViolations(of target: ModuleTarget) -> [Violation] {
        // With a configuration, rule 5 is about packages (``packageViolations()``), not products.
        let products = (configuration == nil ? target.externalProducts : []).map { product in
            Violation(
                subject: target.label, rule: .toolchainAndSwift6, file: "Package.swift",
                line: manifestLine(of: target.name),
                message: "depends on the external product \(product): use the toolchain only")
        }
        // A product of a dependency, by the kind of each module it offers (Horizon's `Router`, say).
        let offered = (target.isPlugin ? [] : target.externalProducts).flatMap { product in
            external.modules.values.filter { $0.products.contains(product) }.compactMap { module in
                target.problem(using: module.target, compositionRoot: compositionRoot).map { problem in
                    Violation(
                        subject: target.label, rule: problem.rule, file: "Package.swift",
                        line: manifestLine(of: target.name),
                        message: "depends on \(product) of \(module.target.externalPackage ?? "a dependency"): "
                            + problem.message)
                }
            }
        }
        // A plugin's dependencies are the tools it runs: it imports none of them.
        return products + offered
            + (target.isPlugin ? [] : target.dependencies).compactMap { dependency in
                guard let other = byName[dependency],
                    let problem = target.problem(using: other, compositionRoot: compositionRoot)
                else { return nil }
                return Violation(
                    subject: target.label, rule: problem.rule, file: "Package.swift",
                    line: manifestLine(of: target.name),
                    message: "depends on \(dependency): \(problem.message)")
            }
    }

    /// Rule 5 on a Swift target's settings: Swift 6 mode and the upcoming import features.
    private func settingViolations(of target: ModuleTarget) -> [Violation] {
        var violations = ["InternalImportsByDefault", "MemberImportVisibility"].filter {
            !target.upcomingFeatures.contains($0)
        }.map {
            Violation(
                subject: target.label, rule: .toolchainAndSwift6, file: "Package.swift",
                line: manifestLine(of: target.name), message: "does not enable the upcoming feature \($0)")
        }
        if let mode = target.languageMode, mode != "6" {
            violations.append(
                Violation(
                    subject: target.label, rule: .toolchainAndSwift6, file: "Package.swift",
                    line: manifestLine(of: target.name),
                    message: "sets Swift language mode \(mode): remove the setting, Horizon builds in Swift 6 mode"))
        }
        return violations
    }

    /// Rules 1 to 4 and 6 on a file's imports: the lines that import a module the compiler sees
    /// imported (`active`).
    private func importViolations(
        of target: ModuleTarget, in file: SourceFile, active: Set<String>, releaseOnly: Set<String>,
        checked: inout Int
    ) -> [Violation] {
        var violations = scanner.exportedImports(in: file).map { line, _ in
            Violation(
                subject: target.label, rule: .importsAreExplicit,
                file: file.relativePath, line: line,
                message: "uses @_exported import: import what you use where you use it")
        }
        for (line, module) in scanner.imports(in: file) where active.contains(module) {
            if let imported = external.modules[module] {
                checked += 1
                violations += externalImportViolations(of: target, importing: imported, in: file, line: line)
                continue
            }
            guard let other = byName[module] else { continue }
            checked += 1
            if let problem = target.problem(using: other, compositionRoot: compositionRoot) {
                let when = releaseOnly.contains(module) ? " (in release builds)" : ""
                violations.append(
                    Violation(
                        subject: target.label, rule: problem.rule, file: file.relativePath, line: line,
                        message: "\(problem.message)\(when)"))
            } else if other.name != target.name, !target.dependencies.contains(other.name) {
                violations.append(
                    Violation(
                        subject: target.label, rule: .importsAreExplicit, file: file.relativePath, line: line,
                        message: "imports \(other.name) without declaring it in Package.swift"))
            }
        }
        return violations
    }

    /// Rules 1 to 4 and 6 on an import of a dependency's module: by its kind, and declared through a
    /// product that offers it.
    private func externalImportViolations(
        of target: ModuleTarget, importing module: ExternalModules.Module, in file: SourceFile, line: Int
    ) -> [Violation] {
        let package = module.target.externalPackage ?? "a dependency"
        if let problem = target.problem(using: module.target, compositionRoot: compositionRoot) {
            return [
                Violation(
                    subject: target.label, rule: problem.rule, file: file.relativePath, line: line,
                    message: problem.message)
            ]
        }
        guard module.products.isDisjoint(with: target.externalProducts), !target.isPlugin else { return [] }
        let fix =
            module.products.isEmpty
            ? "no product of \(package) offers it: import what a product offers"
            : "declare .product(name: \"\(module.products.sorted()[0])\", package: …) in Package.swift"
        return [
            Violation(
                subject: target.label, rule: .importsAreExplicit, file: file.relativePath, line: line,
                message: "imports \(module.target.name) of \(package) without declaring it: \(fix)")
        ]
    }

    /// The foundations every module may import without rule 11 asking: the router's core API
    /// and the UI seam (the module graph leaves their edges out too).
    static let foundations: Set = [
        "RouterInterface", "NavigationInterface", "InjectionInterface", "UIToolkitInterface",
    ]

    /// Rule 11: a dependency declared in Package.swift that no file of the target imports (the
    /// foundations and the Support/ shims aside: every implementation may lock, say).
    /// A plugin is left out: it runs the tools it depends on and imports none of them.
    private func unusedDependencies(of target: ModuleTarget, importing imported: Set<String>) -> [Violation] {
        guard !target.isPlugin else { return [] }
        return target.dependencies.filter { dependency in
            byName[dependency].map { $0.kind != .support } == true
                && (configuration != nil || !Self.foundations.contains(dependency))
                && !imported.contains(PackageDump.moduleName(of: dependency))
        }.map { dependency in
            Violation(
                subject: target.label, rule: .dependenciesAreUsed, file: "Package.swift",
                line: manifestLine(of: target.name),
                message: "declares \(dependency), and no file imports it: remove it from the "
                    + "target's dependencies (it rebuilds the target for nothing)")
        }
    }

    /// Rule 7: a concrete module shows the world one type, `<Name>Entry: AppEntry`; everything else is internal.
    private func entryViolations(of target: ModuleTarget, in files: [SourceFile]) -> [Violation] {
        let entry = "\(target.name)Entry"
        var violations: [Violation] = []
        var entries = 0
        for file in files {
            for declaration in scanner.publicDeclarations(in: file) {
                if declaration.name == entry, ["struct", "class", "enum", "actor"].contains(declaration.kind),
                    declaration.rest.contains("AppEntry")
                {
                    entries += 1
                    continue
                }
                violations.append(
                    Violation(
                        subject: target.label, rule: .oneEntryPerModule, file: file.relativePath,
                        line: declaration.line,
                        message: "declares public \(declaration.kind) "
                            + "\(declaration.name): only the module's entry \(entry) is public; make it internal "
                            + "(tests use @testable import)"))
            }
        }
        if entries != 1 {
            violations.append(
                Violation(
                    subject: target.label, rule: .oneEntryPerModule, file: target.path,
                    message: entries == 0
                        ? "has no public entry: declare `public struct \(entry): AppEntry`, which registers what the module provides"
                        : "declares \(entry) \(entries) times"))
        }
        return violations
    }

    /// Rule 12: no public type of a feature (an interface or a concrete module) borrows the layout
    /// of another module's struct or enum. What the features build on (the router's and the
    /// faces' interfaces, the UI seam) is counted in ``Outcome/borrowedElsewhere``: their shared
    /// types (`TypedName`, `RouterError`) are embedded by design, and change with the platform.
    private func layoutViolations(
        in emitted: [PackageDump.Target], emittedBy emitter: ModuleEmitter, only features: Set<String>,
        into outcome: inout Outcome
    ) throws {
        var findings: [BorrowedLayouts.Finding] = []
        for finding in try BorrowedLayouts(package: package, root: root).findings(in: emitted, emittedBy: emitter) {
            guard features.contains(finding.target) else {
                outcome.borrowedElsewhere[finding.target, default: 0] += 1
                continue
            }
            findings.append(finding)
        }
        guard !findings.isEmpty else { return }
        // Where each member is: the symbol graphs of the modules with a finding, and only those.
        let modules = Set(findings.map { PackageDump.moduleName(of: $0.target) }).sorted()
        let places = TemplateCheck(graphs: try emitter.symbolGraphs(of: modules))
        for finding in findings {
            guard let target = byName[finding.target] else { continue }
            let module = PackageDump.moduleName(of: finding.target)
            let symbol =
                places.symbol(named: finding.member, in: module) ?? places.symbol(named: finding.holder, in: module)
            let place = place(of: symbol)
            outcome.violations.append(
                Violation(
                    subject: target.label, rule: .layoutsStayInTheirModule, file: place?.file, line: place?.line,
                    message: "\(finding.member) stores \(finding.borrowed) by value: when that "
                        + "type's layout changes, "
                        + "SwiftPM's native build can leave the modules that use \(finding.holder) at the old layout "
                        + "(docs/stale-layout); declare the type here, or hold it in a class or behind a protocol"))
        }
    }

    /// Rule 14: a feature with a screen has an example. The concrete module `X` that declares a
    /// class inheriting from the seam's `Screen` has an executable `XExample` under Examples/: the
    /// feature alone with the engine and doubles, which a team runs and copies.
    private func exampleViolations(_ template: TemplateCheck, among concrete: [ModuleTarget]) -> [Violation] {
        let examples = Set(targets.filter { $0.kind == .example && $0.isExecutable }.map(\.name))
        let screens = template.screens(among: concrete.map { PackageDump.moduleName(of: $0.name) })
        return concrete.compactMap { target in
            guard let screen = screens[PackageDump.moduleName(of: target.name)],
                !examples.contains("\(target.name)Example")
            else { return nil }
            let place = place(of: screen)
            return Violation(
                subject: target.label, rule: .screensHaveExamples, file: place?.file, line: place?.line,
                message: "declares the screen \(screen.path) and the feature has no example: add "
                    + "\(PackageFolders.horizon.example("\(target.name)Example")) (example(\"\(target.name)\") in "
                    + "Package.swift), the feature "
                    + "alone with the engine and doubles")
        }
    }

    /// Rule 7 as the compiler sees it: no public type at any nesting (inside the entry too) and no
    /// public member of another module's type, which the line-by-line reading cannot see.
    private func nestedEntryViolations(of target: ModuleTarget, _ template: TemplateCheck) -> [Violation] {
        let entry = "\(target.name)Entry"
        return template.publicBeyond(entry: entry, in: PackageDump.moduleName(of: target.name)).map { symbol in
            let what =
                TemplateCheck.typeKinds.contains(symbol.kind.identifier)
                ? "declares public \(symbol.kind.displayName.lowercased()) \(symbol.path)"
                : "adds public \(symbol.path) to another module's type"
            let place = place(of: symbol)
            return Violation(
                subject: target.label, rule: .oneEntryPerModule, file: place?.file, line: place?.line,
                message: "\(what): only the module's entry \(entry) is public; make it internal "
                    + "(tests use @testable import)")
        }
    }

    /// The file, relative to the package, and the line of a declaration the compiler placed in the package.
    private func place(of symbol: SymbolGraph.Symbol?) -> (file: String, line: Int)? {
        guard let location = symbol?.location, location.path.hasPrefix(root.path + "/") else { return nil }
        return (String(location.path.dropFirst(root.path.count + 1)), location.position.line + 1)
    }

    /// The line of Package.swift that declares a target by its name as a string: `name: "Profile"`,
    /// a call whose first argument it is (`feature("Profile"`, or `"Profile",` first on the line
    /// after the call's opening); `nil` when the manifest builds the name (a helper's
    /// `"\\(name)Interface"`) or only lists it.
    private func manifestLine(of name: String) -> Int? {
        let quoted = "\"\(name)\""
        let index = manifestLines.indices.first { index in
            let line = manifestLines[index]
            guard !productLines.contains(index) else { return false }
            let code = line.drop { $0 == " " }
            return line.contains("name: \(quoted)") || line.contains("(\(quoted)")
                || (code.hasPrefix(quoted + ",") && index > 0 && manifestLines[index - 1].hasSuffix("("))
        }
        return index.map { $0 + 1 }
    }

    /// The indices of the lines from a `products: [` to the bracket that closes it, counting
    /// brackets line by line (a manifest names no bracket in a string there).
    static func productLines(in lines: [Substring]) -> Set<Int> {
        var inside: Set<Int> = []
        var depth = 0
        for (index, line) in lines.enumerated() {
            var code = line[...]
            if depth == 0 {
                guard let start = line.range(of: "products:") else { continue }
                code = line[start.upperBound...]
                guard code.contains("[") else { continue }
            }
            inside.insert(index)
            for character in code {
                if character == "[" { depth += 1 } else if character == "]" { depth -= 1 }
            }
            depth = max(depth, 0)
        }
        return inside
    }

    /// Rule 15: a feature's doubles live in its `XTesting`. A test or an example declares no type
    /// that conforms to a protocol of another feature's interface: what stands in for feature `Y`
    /// is in `YTesting`, where every test and example that needs it finds the same one (and its
    /// contract suite checks it). `YTests` and `YExample` may declare their own.
    private func doubleViolations(of target: ModuleTarget, _ template: TemplateCheck) -> [Violation] {
        let interfaces = Set(targets.filter { $0.kind == .interface }.map(\.name))
        let module = PackageDump.moduleName(of: target.name)
        return template.conformances(in: module).compactMap { type, protocolName in
            let interface = String(protocolName.prefix { $0 != "." })
            guard interfaces.contains(interface) else { return nil }
            let feature = String(interface.dropLast("Interface".count))
            guard target.subject != feature else { return nil }
            let place = place(of: template.symbol(named: type, in: module))
            return Violation(
                subject: target.label, rule: .doublesLiveInTesting, file: place?.file, line: place?.line,
                message: "declares \(type), which conforms to "
                    + "\(protocolName): a double of another feature's protocol belongs in \(feature)Testing, for "
                    + "every test and example that needs one")
        }
    }

    /// Whether an unsafe use (a 1-based line) has a comment beginning `Unsafe:` on its line, or in
    /// the comment block just above its statement (at most three lines of code up).
    static func isExplained(_ line: Int, in file: SourceFile) -> Bool {
        let lines = file.lines.map { $0.trimmingCharacters(in: .whitespaces) }
        if let comment = lines[line - 1].range(of: "//"), lines[line - 1][comment.upperBound...].contains("Unsafe:") {
            return true
        }
        var index = line - 2
        var code = 0
        while index >= 0, !lines[index].hasPrefix("//"), code < 3 {
            guard !lines[index].isEmpty, !lines[index].hasSuffix("{") || code == 0 else { return false }
            code += 1
            index -= 1
        }
        while index >= 0, lines[index].hasPrefix("//") {
            if lines[index].contains("Unsafe:") { return true }
            index -= 1
        }
        return false
    }

    /// Rule 8, for locks: no file under Modules/ imports Synchronization (as the compiler sees
    /// it, `active`). Its `Mutex` and `Atomic` need iOS 18 and macOS 15, and on Linux a contended
    /// `Mutex` waits where ThreadSanitizer cannot see it hand over, so TSan reports a race on
    /// correct code; `Locked` (Support/Locking), a value under an `NSLock`, has neither problem.
    private func lockViolations(of target: ModuleTarget, in file: SourceFile, active: Set<String>) -> [Violation] {
        guard active.contains("Synchronization") else { return [] }
        return scanner.imports(in: file).filter { $0.module == "Synchronization" }.map { line, _ in
            Violation(
                subject: target.label, rule: .safeSwiftInModules,
                file: file.relativePath, line: line,
                message: "imports Synchronization, whose Mutex and Atomic need iOS 18 and macOS 15 and hide a "
                    + "contended lock from ThreadSanitizer on Linux: lock with Locking's Locked")
        }
    }

    /// The one file under Modules/ that may use pointers: where GtkUI meets GTK's C API. Each
    /// use there carries a comment beginning `Unsafe:` that says why it is sound, on its line or
    /// in the comment just above its statement.
    static let cInteropFile = PackageFolders.horizon.feature(ModuleTarget.seamFolder) + "/GtkUI/GtkNative.swift"

    /// Rule 8: code under Modules/ is safe Swift a team can copy: no manual memory management,
    /// pointers, unchecked casts or unchecked concurrency — but in ``cInteropFile``, each use explained.
    private func unsafeViolations(of target: ModuleTarget, in file: SourceFile) -> [Violation] {
        if file.relativePath == Self.cInteropFile {
            return scanner.unsafeConstructs(in: file).filter { !Self.isExplained($0.line, in: file) }.map {
                line, construct in
                Violation(
                    subject: target.label, rule: .safeSwiftInModules, file: file.relativePath, line: line,
                    message: "uses \(construct) without saying why: the C interop file explains each use in a "
                        + "comment beginning \"Unsafe:\", on the line or just above its statement")
            }
        }
        return scanner.unsafeConstructs(in: file).map { line, construct in
            Violation(
                subject: target.label, rule: .safeSwiftInModules,
                file: file.relativePath, line: line,
                message: "uses \(construct): "
                    + "code in Modules/ is safe Swift; use values under a Mutex and checked casts, and report the figure that reaches"
            )
        }
    }
}
