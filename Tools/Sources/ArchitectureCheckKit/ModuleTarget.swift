// A target of the checked package and the part of the graph it belongs to.
import ToolSupport

/// A target of the package, classified by where it lives and what it is called.
struct ModuleTarget {
    /// The part of Horizon's graph a target belongs to; the rules differ per kind.
    enum Kind {
        /// A target under App/ that composes: the app's root, which imports every concrete
        /// module, or one that composes an engine of its own (the benchmarks). Only an
        /// executable imports it (and tests).
        case compositionRoot
        /// Under App/ but not a root: the flows, the CLI, the interfaces they see the roots
        /// through, the executable.
        case app
        /// A test target, or a test helper under Tests/.
        case test
        /// A shim under Support/ (ThreadSanitizer's annotations, `Locking`), outside Modules/.
        case support
        /// The UI seam every module builds on, `UIToolkitInterface`: the screen model and `UIToolkit`.
        case uiSeam
        /// A UI toolkit under `Modules/UIToolkit/` (HeadlessUI, DeclarativeUI, GtkUI): only App/ and tests pick one.
        case toolkit
        /// A system library target (`CGtk`): a C API that one toolkit wraps.
        case systemLibrary
        /// What tools see of the screen model, beside the seam (`HierarchyInspection`: the
        /// snapshot, the text tree, the shown screens): the engine, its faces, App/ and tests use
        /// it; a feature does not.
        case inspection
        /// What drives a window as a person would, beside the seam (`HierarchyDriving`: a
        /// `UserAction` on a control, what a control shows, `settle()`, screenshots): the toolkits
        /// implement it; App/, examples and tests use it; the engine, its faces and features do not.
        case driving
        /// What every toolkit shares to implement the seam (`ToolkitSupport`: the visible set and
        /// the lifecycle order as UIKit has them, gestures on the model, the observer list): only
        /// a toolkit imports it.
        case toolkitSupport
        /// The dependency container's interface, `InjectionInterface` (`@Resolved`, scopes,
        /// registration): a foundation every module may import; it imports nothing.
        case containerInterface
        /// The dependency container, `Injection`: usable without the router; only the engine, a
        /// composition root and tests import it.
        case container
        /// The interfaces every feature and the engine share: `RouterInterface`, the core's
        /// vocabulary (routes, `AnyRoute`, `RouterError`), which names no UI, and
        /// `NavigationInterface`, the API between screens (`Feature`, `Routing`, `AppEntry`).
        case routerInterface
        /// What the router shows of itself to what inspects the running app: `RouterInspection`
        /// (its tables, events and navigation state) and a face's beside it, `RouterXInspection`
        /// (the links face's saved states, the modules face's table): the engine, its faces, App/
        /// and tests use it; a feature does not.
        case routerInspection
        /// A feature's interface, `XInterface`: declarations only.
        case interface
        /// `Router`, the concrete engine's core.
        case engine
        /// An opt-in face's interface, `RouterXInterface`: what features import to use the face.
        case faceInterface
        /// An opt-in face's implementation, `RouterX`, over the core: only the app installs it.
        case face
        /// A feature's concrete module: only the composition root imports it.
        case concrete
        /// A feature's test doubles, `XTesting` under `Modules/`: on interfaces only, for tests and examples.
        case testing
        /// An example under `Examples/`: a composition root that runs one feature alone.
        case example
        /// In a configured package (``ArchitectureConfiguration``): a module every target may
        /// import, such as a design system, which imports only other shared modules.
        case shared
        /// In a configured package: a product of an external package that `check-architecture.json`
        /// lists with its interface products, and not one of them: only a composition root (and
        /// tests) import it.
        case rootOnly
    }

    let name: String
    let path: String
    let kind: Kind
    /// The external package it comes from (`Horizon`), `nil` for a target of the checked package.
    let externalPackage: String?
    /// The targets of this package it declares as dependencies in Package.swift.
    let dependencies: [String]
    /// The external products it declares as dependencies.
    let externalProducts: [String]
    let upcomingFeatures: Set<String>
    let languageMode: String?

    /// Whether it builds an executable, which alone may import a composition root.
    let isExecutable: Bool
    /// Whether it is a package plugin, which runs the tools it depends on rather than importing them.
    let isPlugin: Bool
    /// Whether it declares a composition root as a dependency: for a test, a root's test, which
    /// composes as the root does.
    let usesARoot: Bool

    /// The target a test or an example is about (``subject(of:kind:among:)``), once the check
    /// knows the package's modules.
    var subject: String?
    /// Its interface (`XInterface`) and its doubles (`XTesting`), when the package has them:
    /// what a finding advises using instead of it.
    var interface: String?
    var doubles: String?

    /// The target a test or an example is about, by the package's naming: `X` for `XTests` and
    /// `XExample`; otherwise the module whose name, without leading underscores, the rest of the
    /// name starts with, the longest such: `ArgumentParser` for `ArgumentParserUnitTests`,
    /// `_NIODataStructures` for `NIODataStructuresTests`. The rest itself when no module fits.
    ///
    /// - Parameters:
    ///   - name: The test's or example's name.
    ///   - kind: Its kind: only a test or an example has a subject.
    ///   - modules: The names of the package's targets that are neither tests nor examples.
    static func subject(of name: String, kind: Kind, among modules: [String]) -> String? {
        let suffix: String
        switch kind {
        case .test where name.hasSuffix("Tests"): suffix = "Tests"
        case .example where name.hasSuffix("Example"): suffix = "Example"
        default: return nil
        }
        let stem = String(name.dropLast(suffix.count))
        if modules.contains(stem) { return stem }
        let fitting = modules.filter { module in
            let bare = module.drop { $0 == "_" }
            return !bare.isEmpty && stem.hasPrefix(bare)
        }
        return fitting.max { $0.drop { $0 == "_" }.count < $1.drop { $0 == "_" }.count } ?? stem
    }

    /// - Parameter configuration: How a package not laid out as Horizon names its kinds; `nil`
    ///   for Horizon's layout.
    init(_ target: PackageDump.Target, compositionRoots: Set<String>, configuration: ArchitectureConfiguration? = nil) {
        isExecutable = target.type == "executable"
        isPlugin = target.type == "plugin"
        name = target.name
        path = target.path
        // The check reads the package with every trait on: an opt-in dependency is declared.
        dependencies = target.targetDependencies + target.optInDependencies
        usesARoot = !compositionRoots.isDisjoint(with: target.targetDependencies)
        externalProducts = target.productDependencies
        upcomingFeatures = target.upcomingFeatures
        languageMode = target.languageMode
        kind =
            configuration?.kind(of: target)
            ?? Self.kind(name: target.name, path: target.path, type: target.type, compositionRoots: compositionRoots)
        externalPackage = nil
    }

    /// A module of an external package, of the kind its package gives it (``ExternalModules``).
    init(external target: PackageDump.Target, of package: String, kind: Kind) {
        name = target.name
        path = "\(package): \(target.path)"
        self.kind = kind
        externalPackage = package
        (dependencies, externalProducts, upcomingFeatures, languageMode) = ([], [], [], nil)
        (isExecutable, isPlugin, usesARoot) = (false, false, false)
    }

    /// The folder, under the features' folder, of Horizon's UI seam and its toolkits.
    static let seamFolder = "UIToolkit"

    /// What a violation names: the target and its folder.
    var label: String { "\(name) (\(path))" }

    /// The kind of a target of this name, folder and SwiftPM type.
    static func kind(name: String, path: String, type: String, compositionRoots: Set<String>) -> Kind {
        let folders = PackageFolders.horizon
        let isIn = { (folder: String) in PackageFolders.path(path, isIn: folder) }
        if type == "system" { return .systemLibrary }
        if type == "test" || isIn(folders.tests) { return .test }
        if isIn(folders.app) { return compositionRoots.contains(name) ? .compositionRoot : .app }
        if isIn(folders.support) { return .support }
        if isIn(folders.examples) { return .example }
        if isIn(folders.features), name.hasSuffix("Testing") { return .testing }
        if isIn(folders.feature(Self.seamFolder)) {
            if name.hasSuffix("Interface") { return .uiSeam }
            if name.hasSuffix("Driving") { return .driving }
            if name.hasSuffix("Support") { return .toolkitSupport }
            return name.hasSuffix("Inspection") ? .inspection : .toolkit
        }
        switch name {
        case "InjectionInterface": return .containerInterface
        case "Injection": return .container
        case "RouterInterface", "NavigationInterface": return .routerInterface
        case "RouterInspection": return .routerInspection
        case "Router": return .engine
        case let name where name.hasPrefix("Router") && name.hasSuffix("Inspection"): return .routerInspection
        case let name where name.hasPrefix("Router") && name.hasSuffix("Interface"): return .faceInterface
        case let name where name.hasPrefix("Router"): return .face
        case let name where name.hasSuffix("Interface"): return .interface
        default: return .concrete
        }
    }
}
