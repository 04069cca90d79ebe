// The files of a team's package in Horizon's shape: a manifest on Horizon's products, one feature
// pair as new-feature writes it, a composition root, an executable, the configuration and CI.
import ModuleGraphKit
import ToolSupport

/// What `new-app` writes for a team's package, path by path: the manifest (helpers `feature` and
/// `example` as Horizon's, each name a target of the package or one of Horizon's products), the
/// first feature exactly as `new-feature` writes one, a composition root on HeadlessUI with its
/// test, an executable, `check-architecture.json`, `build-budget.json`, `Scripts/ci`, a README
/// and a `.gitignore`. The package builds, its tests pass and so do its architecture check and
/// its budget, as written.
struct StarterFiles {
    /// Where the package gets Horizon.
    enum Source {
        /// A checkout, by its path from the new package's folder (`../horizon`).
        case path(String)
        /// A repository and the first version to accept (`from:`).
        case url(String, from: String)
    }

    /// The package's name, an UpperCamelCase type name: `Shop`.
    let name: String
    let horizon: Source
    /// The first feature.
    let feature: FeatureName

    /// Where it keeps its features, tests, examples and app: Horizon's layout, which the tools assume
    /// when `check-architecture.json` names no other.
    let folders = PackageFolders.horizon

    /// The CI script, relative to the package: what CI runs, and what `new-feature` names next.
    static let ciScript = "Scripts/ci"

    /// The composition root's target: `ShopApp`.
    var rootTarget: String { "\(name)App" }
    /// The executable's target, the package's name in lower case: `swift run shop`.
    var executable: String { name.lowercased() }
    /// The root's files, as `new-feature` finds them in the package.
    var rootFiles: RootFiles {
        RootFiles(
            target: rootTarget, entries: "\(folders.app)/\(rootTarget)/ComposedApp.swift", entriesLabels: [],
            links: nil)
    }

    /// The identity `.product(name:package:)` names Horizon by: the name the manifest gives a
    /// path, or the repository's last path component, lower-cased, without `.git`.
    var horizonIdentity: String {
        switch horizon {
        case .path: "Horizon"
        case .url(let url, _):
            String((url.split(separator: "/").last ?? "horizon").lowercased().replacing(/\.git$/, with: ""))
        }
    }

    /// Where the CI script finds Horizon's tools: the checkout's `Tools`, or the resolved
    /// dependency's under `.build/checkouts`.
    var toolsFolder: String {
        switch horizon {
        case .path(let path): "\(path)/Tools"
        case .url: ".build/checkouts/\(horizonIdentity)/Tools"
        }
    }

    /// Every file, by its path in the package.
    var files: [(path: String, text: String)] {
        let featureFiles = FeatureFiles(feature: feature, uses: [], root: rootFiles, folders: folders)
        return [
            ("Package.swift", manifest), ("check-architecture.json", architecture),
            ("build-budget.json", StarterFiles.budget), (Self.ciScript, ci), ("README.md", readme),
            (".gitignore", ".build/\n.swiftpm/\n"), (rootFiles.entries, root),
            ("\(folders.app)/\(executable)/main.swift", main),
            ("\(folders.test("\(rootTarget)Tests"))/\(rootTarget)Tests.swift", rootTests),
        ] + featureFiles.files
    }

    private var dependency: String {
        switch horizon {
        case .path(let path): #".package(name: "Horizon", path: "\#(path)")"#
        case .url(let url, let version): #".package(url: "\#(url)", from: "\#(version)")"#
        }
    }

    var manifest: String {
        let first = FeatureFiles(feature: feature, uses: [], root: rootFiles, folders: folders)
        return #"""
            // swift-tools-version: 6.1
            // \#(name): feature pairs of interface targets on Horizon's engine (made by Horizon's new-app).
            // Read it as a table: each `feature(...)` line declares `XInterface`, `X`, `XTesting` and
            // `XTests`; `uses:` names the other features whose *interfaces* the concrete module imports.
            // Horizon's new-feature adds a line here for each new pair.
            import PackageDescription

            /// The identity the targets name Horizon's products by.
            let horizon = "\#(horizonIdentity)"
            /// Horizon's library products this package uses: a name in a target's list is one of them,
            /// or a target of the package.
            let horizonProducts: Set = [
                "RouterInterface", "NavigationInterface", "InjectionInterface", "UIToolkitInterface", "Router",
                "HeadlessUI", "HierarchyDriving", "NavigationTesting", "ExampleSupport",
            ]
            /// What every feature's concrete module builds on: the router's vocabulary and the API between
            /// screens, the container's interface (`@Resolved`) and the UI seam.
            let foundations = ["RouterInterface", "NavigationInterface", "InjectionInterface", "UIToolkitInterface"]
            /// Horizon's rules: Swift 6 (below), an import is internal unless it says `public`, and a
            /// member is visible only where its module is imported.
            let settings: [SwiftSetting] = [
                .enableUpcomingFeature("InternalImportsByDefault"), .enableUpcomingFeature("MemberImportVisibility"),
            ]
            var targets: [Target] = []
            var featureNames: [String] = []
            var exampleNames: [String] = []

            func deps(_ names: [String]) -> [Target.Dependency] {
                names.map { horizonProducts.contains($0) ? .product(name: $0, package: horizon) : .target(name: $0) }
            }

            /// A feature pair under `Modules/<name>`: `NameInterface` (routes, protocols, models; on
            /// RouterInterface alone) and `Name` (the code, on its interface and those of the features it
            /// `uses`); `testing` adds `NameTesting`, doubles on the interface for other features' tests and
            /// examples; `NameTests` imports the pair and what `tests` names.
            @MainActor func feature(_ name: String, uses: [String] = [], testing: Bool = false, tests: [String] = []) {
                featureNames.append(name)
                let folder = "\#(folders.features)/\(name)/"
                targets.append(
                    .target(
                        name: "\(name)Interface", dependencies: deps(["RouterInterface"]), path: folder + "\(name)Interface",
                        swiftSettings: settings))
                targets.append(
                    .target(
                        name: name, dependencies: deps(["\(name)Interface"] + uses.map { "\($0)Interface" } + foundations),
                        path: folder + name, exclude: [], swiftSettings: settings))
                if testing {
                    targets.append(
                        .target(
                            name: "\(name)Testing", dependencies: deps(["\(name)Interface"]), path: folder + "\(name)Testing",
                            swiftSettings: settings))
                }
                targets.append(
                    .testTarget(
                        name: "\(name)Tests", dependencies: deps([name, "\(name)Interface"] + foundations + tests),
                        path: "\#(folders.tests)/\(name)Tests", swiftSettings: settings))
            }

            /// `NameExample` under `Examples/`: the feature alone with the engine (`swift run NameExample`),
            /// with the `XTesting` doubles of the features it `uses`.
            @MainActor func example(_ name: String, uses: [String] = []) {
                exampleNames.append("\(name)Example")
                let doubles = uses.map { "\($0)Testing" }
                targets.append(
                    .executableTarget(
                        name: "\(name)Example",
                        dependencies: deps(["ExampleSupport", name, "\(name)Interface"] + doubles + foundations),
                        path: "\#(folders.examples)/\(name)Example", swiftSettings: settings))
            }

            // MARK: - Feature pairs

            \#(first.manifestLine)

            // MARK: - Examples

            \#(first.exampleLine)

            // MARK: - The composition root: the only target that imports the concrete modules and the engine

            let composition = ["Router", "HeadlessUI", "HierarchyDriving", "NavigationInterface", "RouterInterface"]
            /// What drives the app from outside, as a person would: the executable and the root's tests.
            let driving = ["\#(rootTarget)", "HierarchyDriving", "UIToolkitInterface", "\#(feature.name)Interface"]
            targets += [
                .target(
                    name: "\#(rootTarget)", dependencies: deps(featureNames + composition), path: "\#(folders.app)/\#(rootTarget)",
                    swiftSettings: settings),
                .executableTarget(
                    name: "\#(executable)", dependencies: deps(driving), path: "\#(folders.app)/\#(executable)", swiftSettings: settings),
                .testTarget(
                    name: "\#(rootTarget)Tests", dependencies: deps(driving), path: "\#(folders.test("\(rootTarget)Tests"))",
                    swiftSettings: settings),
                .testTarget(
                    name: "ExampleTests", dependencies: deps(["ExampleSupport"] + exampleNames), path: "\#(folders.test("ExampleTests"))",
                    swiftSettings: settings),
            ]

            let package = Package(
                name: "\#(name)",
                platforms: [.iOS(.v16), .macOS(.v13)],
                dependencies: [\#(dependency)],
                targets: targets,
                swiftLanguageModes: [.v6]
            )

            """#
    }

    var architecture: String {
        #"""
        {
          "composition roots": ["\#(rootTarget)"],
          "external packages": ["Horizon"]
        }

        """#
    }

    /// The budgets of a package in Horizon's shape: a feature's public API reaches only the root;
    /// an interface, its importers.
    static let budget = #"""
        {"budgets": [
          {"name": "a feature's public API reaches only the composition root", "places": ["concrete"], "edits": ["public-api"], "may recompile": ["itself", "composition roots"]},
          {"name": "an interface reaches its importers", "places": ["interface"], "edits": ["public-api"], "may recompile": ["itself", "importers"]}
        ]}

        """#

    var ci: String {
        #"""
        #!/bin/sh
        # What CI runs on \#(name): the build, the tests, Horizon's architecture check and the budget of
        # what an edit may recompile. HORIZON_TOOLS_PACKAGE names Horizon's Tools package when it is
        # elsewhere; HORIZON_TOOLS, a folder of those tools built already.
        set -eu
        cd "$(dirname "$0")/.."
        tools="${HORIZON_TOOLS_PACKAGE:-\#(toolsFolder)}"
        horizon_tool() {
            if [ -n "${HORIZON_TOOLS:-}" ] && [ -x "$HORIZON_TOOLS/$1" ]; then
                "$HORIZON_TOOLS/$@"
            else
                swift run --package-path "$tools" --scratch-path .build/horizon-tools "$@"
            fi
        }
        swift build
        swift test
        horizon_tool check-architecture --package-path .
        horizon_tool measure-build-times --package-path . --budget build-budget.json

        """#
    }

    var root: String {
        #"""
        import HeadlessUI
        public import HierarchyDriving
        import NavigationInterface
        public import Router
        public import RouterInterface
        import \#(feature.name)

        /// \#(name)'s composition root: the engine over a headless window, with every feature's entry.
        /// The one target that imports the concrete modules and the engine; only the executable and
        /// the root's tests import it.
        @MainActor
        public struct ComposedApp {
            /// The window the router shows screens in, which tests drive as a person would.
            public let window: any DrivableToolkit
            /// The engine, with every feature installed and validated.
            public let router: RouterEngine

            /// Installs every feature's entry and checks that what each feature resolves is registered.
            ///
            /// - Throws: `RouterError` when a registration clashes or a dependency is missing.
            public init() throws(RouterError) {
                window = HeadlessWindow()
                router = RouterEngine(window: window)
                try router.install(Self.entries())
                try router.validate()
            }

            /// Every feature's entry: Horizon's `new-feature` adds each new one last.
            static func entries() -> [any AppEntry] {
                [
                    \#(feature.name)Entry()
                ]
            }

            /// Shows a route's screen as the app's first.
            ///
            /// - Throws: `RouterError` when no feature serves the route.
            public func launch(_ route: some Route) throws(RouterError) {
                _ = try router.launch(route: route)
            }
        }

        """#
    }

    /// What the executable and the root's tests import: they drive the app as a person would.
    private var driverImports: String {
        ImportBlock.sorted(
            ["HierarchyDriving", rootTarget, "\(feature.name)Interface", "UIToolkitInterface"].map { "import \($0)" })
    }

    var main: String {
        #"""
        // \#(name): composes the app and shows its first screen. `swift run \#(executable)`.
        \#(driverImports)

        let app = try ComposedApp()
        try app.launch(\#(feature.name)Route())
        await app.window.settle()
        print("\#(name) shows \(app.window.topScreen?.name ?? "nothing")")

        """#
    }

    var rootTests: String {
        #"""
        \#(ImportBlock.sorted(driverImports.split(separator: "\n").map(String.init) + ["import Testing"]))

        /// The root composes every feature: a route shows its feature's screen, as a person sees it.
        @MainActor
        @Suite("\#(rootTarget)")
        struct \#(rootTarget)Tests {
            @Test("\#(feature.name)'s route shows its screen, with the item it names")
            func launches() async throws {
                let app = try ComposedApp()
                try app.launch(\#(feature.name)Route(id: 7))
                await app.window.settle()
                #expect(app.window.topScreen?.name == "\#(feature.name)")
                #expect(try app.window.displayedValue(of: "item") == "Item 7")
            }
        }

        """#
    }

    var readme: String {
        #"""
        # \#(name)

        Feature pairs of interface targets on [Horizon](https://github.com/)'s engine, made by Horizon's
        `new-app`. Each feature `X` is `XInterface` (what others see), `X` (the code, which imports only
        interfaces), `XTesting` (doubles), `XTests` and `XExample` (the feature alone); only
        `\#(rootTarget)`, the composition root, imports the concrete modules and the engine.

        | command | what it does |
        |---|---|
        | `swift run \#(executable)` | composes the app and shows its first screen |
        | `swift run \#(feature.name)Example` | plays \#(feature.name) alone with the engine |
        | `swift test` | the features', the root's and the examples' tests |
        | `\#(Self.ciScript)` | what CI runs: build, tests, Horizon's architecture check and the budget |
        | `swift run --package-path \#(toolsFolder) new-feature Cart --package-path .` | adds the pair `Cart` |

        `check-architecture.json` says which target is the root; `build-budget.json` what an edit may
        recompile.

        ## Modules

        Drawn from the manifest (Horizon's `module-graph --write README.md`; `new-feature` redraws it).

        \#(ModuleGraphBlock.markers)

        """#
    }
}
