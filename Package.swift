// swift-tools-version: 6.1
// Horizon: a horizontal module graph of interface targets, glued at run time by one router.
// Read it as a table: each `feature(...)` line declares `XInterface`, `X` and `XTests`;
// `uses:` names the other features whose *interfaces* the concrete module imports.
import PackageDescription

var targets: [Target] = []
var featureNames: [String] = []
var faceNames: [String] = []
var faceInspections: [String] = []
var toolkitNames: [String] = []
var testingNames: Set<String> = []
var exampleNames: [String] = []

/// What an interface declares routes with: the router's core vocabulary (`Route`, `AnyRoute`,
/// `RouterError`), which names no UI, and the container's interface it carries errors of. An
/// interface that shows no screen type builds on these alone, so a change of the UI seam never
/// reaches it.
let interfaceFoundations = ["RouterInterface", "InjectionInterface"]
/// The foundations every module may import: the router's core (its vocabulary and the API between
/// screens, `NavigationInterface`: `Feature`, `Routing`, `Presentation`, `AppEntry`), the
/// dependency container's interface (`@Resolved`) and the UI seam. Rule 11 (every declared
/// dependency is imported) leaves them out, as the module graph leaves out their edges.
let foundations = interfaceFoundations + ["NavigationInterface", "UIToolkitInterface"]
/// What every implementation may use beside the foundations: `Locked`, a value under an
/// `NSLock`, which every deployment target has and ThreadSanitizer sees on Linux
/// (Support/Locking). Rule 11 leaves Support/ shims out too.
let implementationSupport = ["Locking"]
/// What the router shows of itself to what inspects the running app (its tables, events and
/// navigation state, and the faces' beside them): the root, the CLI, the flows and tests import
/// it; no feature does.
let routerInspection = "RouterInspection"
/// What two faces share and the core does not name: `UserInfo` (the values a service or a module
/// is opened with), its `UserInfoKey` and `UserInfoError`, and `TypedName` (service, task and
/// protocol names). A feature that declares such a key or name lists `Values` among its faces.
let faceValues = "RouterValuesInterface"
/// What drives a window as a person would, beside the seam: `DrivableToolkit` (perform a
/// `UserAction` on a control found by its identifier, read what it shows), `settle()`,
/// `topScreen`, the lifecycle a screen went through, and `ScreenshotTaking`. The toolkits
/// implement it; flows, examples, the CLI and tests use it; no feature and not the engine.
let driving = "HierarchyDriving"
/// What every toolkit shares to implement the seam with UIKit's semantics: the visible set, the
/// lifecycle events in UIKit's order, the gestures applied to the model, a new root, the observer
/// list. A toolkit (Horizon's, or a team's over UIKit) imports it; nothing else does.
let toolkitSupport = "ToolkitSupport"
/// What a screen's tests import beside the pair: the engine-wide doubles and the headless toolkit
/// (and `driving` where they act on the window as a person would).
let screenTests = ["TestSupport", "NavigationTesting", "HeadlessUI"]

/// A module under `Modules/<folder>/<name>` and the targets it imports.
@MainActor func module(_ name: String, in folder: String, uses: [String] = []) {
    targets.append(.target(name: name, dependencies: deps(uses), path: "Modules/\(folder)/\(name)"))
}

/// A test target under `Tests/<name>`.
@MainActor func tests(_ name: String, uses: [String]) {
    targets.append(.testTarget(name: name, dependencies: deps(uses), path: "Tests/\(name)"))
}

/// A target under `App/<name>`: the composition root, or what runs the app.
@MainActor func app(_ name: String, uses: [String]) {
    targets.append(.target(name: name, dependencies: deps(uses), path: "App/\(name)"))
}

/// A UI toolkit under `Modules/UIToolkit/<name>`: an implementation of the seam
/// `UIToolkitInterface`, which the engine and the features see instead; only the root picks one.
/// `tests` names what its tests import beside it and the seam.
@MainActor func toolkit(_ name: String, tests testUses: [String] = []) {
    toolkitNames.append(name)
    module(name, in: "UIToolkit", uses: ["UIToolkitInterface", toolkitSupport, driving])
    tests("\(name)Tests", uses: [name, "UIToolkitInterface", driving] + testUses)
}

/// A feature pair: `NameInterface` (routes, protocols, models) and `Name` (the concrete code),
/// plus `NameTests`. The concrete module sees only interfaces: its own and those it `uses`.
/// `interfaceUses` names the few interfaces the interface itself needs (to declare a flag, say);
/// `faces` the engine's opt-in faces the pair uses beside the core (`Services`: its interface;
/// `Values`: `RouterValuesInterface`, the user-info keys and names the faces share),
/// and `interfaceFaces` those of them the interface uses too (all of them unless it says).
/// `testing` adds `NameTesting`: doubles and fixtures on the interface only, which the tests
/// of the pair and of every feature that uses it import (never production code). `screens` says
/// the interface declares a screen type (a protocol a screen adopts, a `UserInfoKey<Screen>`), so
/// it builds on the UI seam; an interface without one never does. `tests` names
/// what `NameTests` imports beside the pair: every declared dependency is imported (rule 11).
@MainActor func feature(
    _ name: String, uses: [String] = [], interfaceUses: [String] = [], faces: [String] = [],
    interfaceFaces: [String]? = nil, screens: Bool = false, testing: Bool = false, tests testUses: [String] = []
) {
    featureNames.append(name)
    let interfaces = uses.map { "\($0)Interface" }
    let faceInterfaces = { (faces: [String]) in faces.map { "Router\($0)Interface" } }
    module(
        "\(name)Interface", in: name,
        uses: interfaceFoundations + (screens ? ["UIToolkitInterface"] : []) + faceInterfaces(interfaceFaces ?? faces)
            + interfaceUses.map { "\($0)Interface" })
    module(
        name, in: name,
        uses: ["\(name)Interface"] + interfaces + foundations + faceInterfaces(faces) + implementationSupport)
    if testing {
        testingNames.insert(name)
        module("\(name)Testing", in: name, uses: ["\(name)Interface"] + foundations + implementationSupport)
    }
    tests("\(name)Tests", uses: [name, "\(name)Interface"] + foundations + testUses)
}

/// One of the engine's opt-in faces, a pair under `Modules/Router<Name>`: `Router<Name>Interface`,
/// what features import to use it, and `Router<Name>`, its implementation over the core, which
/// only the composition root installs. `inspected` adds `Router<Name>Inspection`: what the face
/// shows of itself beside the router's inspection (the root, the CLI and the flows read it), so
/// the engine's own inspection names no face. `uses` names what the implementation needs beyond
/// the core (`HierarchyInspection`, for the links face's saved states); `values` says the face's
/// pair names `RouterValuesInterface`, the values two faces share.
@MainActor func face(_ name: String, inspected: Bool = false, values: Bool = false, uses: [String] = []) {
    faceNames.append(name)
    let core = foundations + (values ? [faceValues] : [])
    module("Router\(name)Interface", in: "Router\(name)", uses: core)
    let inspection = inspected ? ["Router\(name)Inspection"] : []
    if inspected {
        faceInspections.append("Router\(name)Inspection")
        module(
            "Router\(name)Inspection", in: "Router\(name)",
            uses: ["Router\(name)Interface", routerInspection] + foundations)
    }
    module(
        "Router\(name)", in: "Router\(name)",
        uses: ["Router\(name)Interface", "Router", routerInspection] + inspection + core + uses)
}

func deps(_ names: [String]) -> [Target.Dependency] { names.map { .target(name: $0) } }

// MARK: - The UI seam: the screen model and `UIToolkit`, and two toolkits that implement it

module("UIToolkitInterface", in: "UIToolkit")
/// What tools see of the screen model, beside the seam rather than in it: the `Codable`
/// snapshot, the text tree, and the screens a window has shown (the leak check's). The engine's
/// inspection, the links face's saved states, App/ and tests import it; no feature needs it.
let inspection = "HierarchyInspection"
module(inspection, in: "UIToolkit", uses: ["UIToolkitInterface"])
module(driving, in: "UIToolkit", uses: ["UIToolkitInterface"])
module(toolkitSupport, in: "UIToolkit", uses: ["UIToolkitInterface"])
toolkit("HeadlessUI", tests: ["TestSupport", inspection])
toolkit("DeclarativeUI", tests: ["TestSupport", inspection])

/// The GTK 4 toolkit, opt-in behind the package trait `GTK` (`swift build --traits GTK`; Debian's
/// `libgtk-4-dev`): GTK's C API through the system library `CGtk`. Without the trait its sources
/// compile to nothing and nothing links GTK, so the README's commands need the toolchain alone.
let gtkTrait = "GTK"
targets.append(.systemLibrary(name: "CGtk", path: "Modules/UIToolkit/CGtk", pkgConfig: "gtk4"))
toolkit("GtkUI", tests: [inspection])
targets.first { $0.name == "GtkUI" }?.dependencies.append(.target(name: "CGtk", condition: .when(traits: [gtkTrait])))

// MARK: - The dependency container: a pair of its own, usable without the router

module("InjectionInterface", in: "Injection")
module("Injection", in: "Injection", uses: ["InjectionInterface"] + implementationSupport)
tests("InjectionTests", uses: ["Injection", "InjectionInterface", "Locking"])

// MARK: - The engine: the core pair (no UI toolkit, only the seam), and one opt-in pair per face

module("RouterInterface", in: "Router", uses: ["InjectionInterface"])
module("NavigationInterface", in: "Router", uses: ["RouterInterface", "InjectionInterface", "UIToolkitInterface"])
module(
    routerInspection, in: "Router", uses: ["RouterInterface", "NavigationInterface", "UIToolkitInterface", inspection])
module(
    "Router", in: "Router",
    uses: [
        "RouterInterface", "NavigationInterface", routerInspection, "Injection", "InjectionInterface",
        "UIToolkitInterface", inspection,
    ] + implementationSupport)
module(faceValues, in: "RouterValues")
face("Services", values: true)
face("Modules", inspected: true, values: true)
face("Links", inspected: true, uses: [inspection])
/// The doubles of what the engine hands a feature, for a feature's tests and examples (in Horizon and
/// in a team's package): `StaticInjector` builds a feature with fixed values for its `@Resolved`
/// properties, `RecordingRegistry` records what a module's entry registers. On interfaces only,
/// as every `XTesting` target is; production code never imports it.
let navigationTesting = "NavigationTesting"
module(
    navigationTesting, in: "Router",
    uses: foundations + ["RouterServicesInterface", "RouterModulesInterface", faceValues] + implementationSupport)
let engine =
    ["Router", "RouterInterface", "NavigationInterface", routerInspection, "Injection", "InjectionInterface"]
    + ["UIToolkitInterface"]
    + faceNames.flatMap { ["Router\($0)", "Router\($0)Interface"] } + [faceValues]
tests("RouterTests", uses: ["TestSupport", navigationTesting, "Locking", "HeadlessUI", inspection, driving] + engine)

// MARK: - Feature pairs

feature("HTTPClient", testing: true, tests: ["HTTPClientTesting"])
feature("FeatureFlags", testing: true)
feature(
    "Login", uses: ["HTTPClient"], faces: ["Services", "Modules", "Values"], screens: true, testing: true,
    tests: screenTests + [
        driving,
        "HTTPClientInterface", "HTTPClientTesting", "Locking", "LoginTesting", "RouterModulesInterface",
    ])
feature(
    "Settings", uses: ["HTTPClient", "Login"], faces: ["Services", "Values"], screens: true,
    tests: screenTests + [driving, "HTTPClientInterface", "HTTPClientTesting", "LoginInterface", "LoginTesting"])
feature(
    "Profile", uses: ["HTTPClient", "Login", "Settings"],
    tests: screenTests + [
        driving,
        "HTTPClientInterface", "HTTPClientTesting", "LoginInterface", "LoginTesting", "SettingsInterface",
    ])
feature(
    "AudioPlayer", uses: ["FeatureFlags"], interfaceUses: ["FeatureFlags"], faces: ["Services", "Values"],
    screens: true,
    tests: screenTests + [driving, "FeatureFlagsInterface", "FeatureFlagsTesting"])
feature(
    "ShowPage", uses: ["HTTPClient", "AudioPlayer", "FeatureFlags"], interfaceUses: ["FeatureFlags"],
    faces: ["Services", "Values"], screens: true,
    tests: screenTests + [
        driving,
        "AudioPlayerInterface", "FeatureFlagsInterface", "FeatureFlagsTesting", "HTTPClientInterface",
        "HTTPClientTesting",
    ])
feature("TimeService", faces: ["Modules"], testing: true, tests: ["RouterModulesInterface", "TimeServiceTesting"])
feature(
    "NoteEditor", uses: ["TimeService"], faces: ["Modules", "Values"], testing: true,
    tests: screenTests + [
        "NoteEditorTesting", "RouterModulesInterface", "RouterValuesInterface", "TimeServiceInterface",
        "TimeServiceTesting",
    ])
feature("Alert", faces: ["Modules"], tests: screenTests + [driving])
feature(
    "Home", uses: ["ShowPage", "Profile", "NoteEditor"], faces: ["Modules"],
    interfaceFaces: [],
    tests: screenTests + [
        "NoteEditorInterface", "NoteEditorTesting", "ProfileInterface", "RouterModulesInterface",
        "RouterValuesInterface", "ShowPageInterface",
    ])
feature(
    "Order", uses: ["Login"], faces: ["Services", "Values"],
    tests: screenTests + ["LoginInterface", "LoginTesting", "RouterServicesInterface", "RouterValuesInterface"])

// MARK: - Composition root (the only place that imports concrete modules and Router)

/// The features whose routes the root's link tree does not name: the root registers their
/// modules and never imports their interfaces.
let unlinked: Set = ["HTTPClient", "NoteEditor", "TimeService"]
/// What the root offers what drives the app (the flows, the CLI): `RunningApp` and `AppMaker`,
/// over the engine's and the faces' interfaces. The executable hands the root to them as one.
let faceInterfaces = faceNames.map { "Router\($0)Interface" } + [faceValues]
app(
    "HorizonAppInterface",
    uses: foundations + faceInterfaces + faceInspections + [routerInspection, driving, "FeatureFlagsInterface"])
app(
    "HorizonApp",
    uses: ["HorizonAppInterface", driving] + engine + faceInspections
        + featureNames.filter { !unlinked.contains($0) }.map { "\($0)Interface" }
        + featureNames + toolkitNames
)

// MARK: - What runs the app: flows, benchmarks, the CLI (the root, the router and interfaces only)

/// The features the flows drive: the seed routers' documented flows run over these (a new
/// feature joins when a flow uses it).
let flowFeatures = [
    "HTTPClient", "FeatureFlags", "Login", "Settings", "Profile", "AudioPlayer", "ShowPage", "TimeService",
    "NoteEditor", "Alert", "Home", "Order",
]
/// What the CLI sees of the flows: their results and `FlowPlaying`.
app("HorizonFlowsInterface", uses: ["HorizonAppInterface", "UIToolkitInterface", inspection])
app(
    "HorizonFlows",
    uses: ["HorizonAppInterface", "HorizonFlowsInterface", inspection, driving, routerInspection] + foundations
        + faceInterfaces
        + faceInspections
        + flowFeatures.map { "\($0)Interface" }
)
/// What `horizon bench` runs, seen by the CLI: the result types and `BenchmarkSuite`.
app("HorizonBenchInterface", uses: [])
/// The benchmarks compose engines of their own: a composition root, like an example.
app(
    "HorizonBench",
    uses: [
        "HorizonBenchInterface", "Router", "RouterModules", "RouterModulesInterface", "RouterLinks",
        "RouterLinksInterface", faceValues, "HeadlessUI", inspection, routerInspection, "Injection", "Locking",
    ] + foundations)
app(
    "HorizonCLI",
    uses: [
        "HorizonAppInterface", "HorizonBenchInterface", "HorizonFlowsInterface", "LoginInterface", inspection,
        driving, routerInspection,
    ] + foundations + faceInterfaces + faceInspections)
/// The executable: it creates the composition roots and the flows, and hands them to the CLI as interfaces.
targets.append(
    .executableTarget(
        name: "horizon", dependencies: deps(["HorizonCLI", "HorizonApp", "HorizonBench", "HorizonFlows"]),
        path: "App/horizon"))

// MARK: - Examples: each runs one feature alone, with the engine, its doubles and placeholders

targets.append(
    .target(
        name: "ExampleSupport",
        dependencies: deps(
            ["Router", "RouterServices", "RouterModules", "RouterModulesInterface", inspection, driving] + foundations
                + toolkitNames),
        path: "Examples/ExampleSupport"))

/// `NameExample` under `Examples/`: an executable that composes the feature `Name` alone
/// (`swift run NameExample`), with `XTesting` doubles for the features it `uses` and
/// placeholders for the routes it opens into the features it `opens`; `faces`, the engine's
/// faces it registers with beside the core.
@MainActor func example(_ name: String, uses: [String] = [], opens: [String] = [], faces: [String] = []) {
    let others = uses.filter { $0 != name }
    let doubles = uses.filter(testingNames.contains).map { "\($0)Testing" }
    exampleNames.append("\(name)Example")
    let interfaces = ([name] + others + opens).map { "\($0)Interface" }
    targets.append(
        .executableTarget(
            name: "\(name)Example",
            dependencies: deps(
                ["ExampleSupport", name] + interfaces + doubles + foundations + faces.map { "Router\($0)Interface" }),
            path: "Examples/\(name)Example"))
}

example("Profile", uses: ["HTTPClient", "Login"], opens: ["Settings"])
example("ShowPage", uses: ["HTTPClient", "FeatureFlags"], opens: ["AudioPlayer"])
example("Login", uses: ["HTTPClient", "Login"], faces: ["Modules"])
example("Settings", uses: ["HTTPClient", "Login"])
example("AudioPlayer", uses: ["FeatureFlags"])
example("Order", uses: ["Login"])
example("Home", opens: ["ShowPage", "Profile"])
example("NoteEditor", faces: ["Modules"])
example("Alert", faces: ["Modules"])
tests("ExampleTests", uses: ["ExampleSupport"] + exampleNames)

// MARK: - Shared test helpers, flow tests and architecture tests

let testSupport = [
    "Locking", "UIToolkitInterface", "HeadlessUI", driving, "RouterInterface", "NavigationInterface",
    "InjectionInterface",
    "RouterServicesInterface",
    "RouterModulesInterface", faceValues,
]
targets.append(.target(name: "TestSupport", dependencies: deps(testSupport), path: "Tests/TestSupport"))
tests(
    "AppTests",
    uses: [
        "HorizonApp", "HorizonAppInterface", "HorizonFlows", "HorizonFlowsInterface", "HorizonBench",
        "HorizonBenchInterface", "HorizonCLI",
        "TestSupport", "HTTPClientInterface", inspection, driving, routerInspection,
    ]
        + ["Router", "RouterServices", "RouterServicesInterface", "RouterLinks", "RouterLinksInterface"]
        + ["RouterLinksInspection", faceValues] + foundations
        + toolkitNames.filter { $0 != "GtkUI" })
tests("ArchitectureTests", uses: ["TestSupport"])
// SwiftUI's and UIKit's names in a module of their own, imported beside the seam, the engine's
// interfaces and the toolkits: a name Horizon shares with them stops SeamNamesTests compiling.
targets.append(.target(name: "PlatformStandIns", path: "Tests/PlatformStandIns"))
tests(
    "SeamNamesTests",
    uses: ["PlatformStandIns", inspection, driving, routerInspection, "Injection"] + foundations
        + faceInterfaces
        + faceInspections + toolkitNames)

// MARK: - Settings: Swift 6, explicit imports, for every target

let explicitImports: [SwiftSetting] = [
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]
for target in targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + explicitImports
}

// MARK: - Support: shims for the toolchain, outside Modules/ (they import nothing but each other)

let locking = Target.target(name: "Locking", path: "Support/Locking")
locking.swiftSettings = explicitImports
targets.append(locking)

// MARK: - Bazel: a BUILD.bazel in each target's folder (Scripts/bazel-build-files)

for target in targets where target.type != .system {
    target.exclude.append("BUILD.bazel")
}

// MARK: - Products: what a team's package depends on (docs/your-first-feature.md, "Which product for what")

/// One library per target a team's modules import: a feature depends on the interfaces, its
/// composition root on the implementations and a toolkit. `GtkUI` is empty unless the dependency
/// enables the trait `GTK`.
let libraries =
    [
        "RouterInterface", "NavigationInterface", "Router", routerInspection, "InjectionInterface", "Injection",
        "UIToolkitInterface", inspection, driving, toolkitSupport, navigationTesting, "ExampleSupport",
    ]
    + faceNames.flatMap { ["Router\($0)Interface", "Router\($0)"] } + [faceValues] + faceInspections + toolkitNames

let package = Package(
    name: "Horizon",
    // What the code needs: `Regex` (the links face's patterns) and `Duration` came in iOS 16 and
    // macOS 13. Nothing imports Synchronization, whose `Mutex` and `Atomic` need iOS 18 and
    // macOS 15 (rule 8): every lock is Support/Locking's `Locked`, over `NSLock`.
    platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [.executable(name: "horizon", targets: ["horizon"])]
        + libraries.map { .library(name: $0, targets: [$0]) },
    traits: [.trait(name: gtkTrait, description: "The GTK 4 toolkit (GtkUI): horizon --toolkit gtk, under Xvfb")],
    targets: targets,
    swiftLanguageModes: [.v6]
)
