// swift-tools-version: 6.1
// Horizon: a horizontal module graph of interface targets, glued at run time by one router.
// Read it as a table: each `feature(...)` line declares `XInterface`, `X` and `XTests`;
// `uses:` names the other features whose *interfaces* the concrete module imports.
import PackageDescription

var targets: [Target] = []
var featureNames: [String] = []

/// A foundation module with its test target (no interface pair).
@MainActor func foundation(_ name: String, in folder: String, dependencies: [String] = [], testedWith extra: [String] = []) {
    targets.append(.target(name: name, dependencies: deps(dependencies), path: "Modules/\(folder)/\(name)"))
    targets.append(.testTarget(name: "\(name)Tests", dependencies: deps([name, "TestSupport"] + extra), path: "Tests/\(name)Tests"))
}

/// A feature pair: `NameInterface` (routes, protocols, models) and `Name` (the concrete code),
/// plus `NameTests`. The concrete module sees only interfaces: its own and those it `uses`.
/// `interfaceUses` names the few interfaces the interface itself needs (to declare a flag, say).
@MainActor func feature(_ name: String, uses: [String] = [], interfaceUses: [String] = []) {
    featureNames.append(name)
    let interfaces = uses.map { "\($0)Interface" }
    let base = ["RouterInterface", "HeadlessUI"]
    targets.append(.target(name: "\(name)Interface", dependencies: deps(base + interfaceUses.map { "\($0)Interface" }),
                           path: "Modules/\(name)/\(name)Interface"))
    targets.append(.target(name: name, dependencies: deps(["\(name)Interface"] + interfaces + base), path: "Modules/\(name)/\(name)"))
    targets.append(.testTarget(
        name: "\(name)Tests",
        dependencies: deps([name, "\(name)Interface", "TestSupport"] + interfaces + uses + base),
        path: "Tests/\(name)Tests"))
}

func deps(_ names: [String]) -> [Target.Dependency] { names.map { .target(name: $0) } }

// MARK: - Foundations

foundation("HeadlessUI", in: "HeadlessUI")
targets.append(.target(name: "RouterInterface", dependencies: ["HeadlessUI"], path: "Modules/Router/RouterInterface"))
foundation("Router", in: "Router", dependencies: ["RouterInterface", "HeadlessUI", "ThreadSanitizerAnnotations"],
           testedWith: ["RouterInterface", "HeadlessUI", "ThreadSanitizerAnnotations"])

// MARK: - Feature pairs

feature("HTTPClient")
feature("FeatureFlags")
feature("Login", uses: ["HTTPClient"])
feature("Settings", uses: ["HTTPClient", "Login"])
feature("Profile", uses: ["HTTPClient", "Login", "Settings"])
feature("AudioPlayer", uses: ["FeatureFlags"], interfaceUses: ["FeatureFlags"])
feature("ShowPage", uses: ["HTTPClient", "AudioPlayer", "FeatureFlags"], interfaceUses: ["FeatureFlags"])
feature("TimeService")
feature("NoteEditor", uses: ["TimeService"])
feature("Alert")
feature("Home", uses: ["ShowPage", "Profile", "NoteEditor"], interfaceUses: ["NoteEditor"])
feature("Order", uses: ["Login"])

// MARK: - Composition root (the only place that imports concrete modules and Router)

let interfaces = ["Router", "RouterInterface", "HeadlessUI"] + featureNames.map { "\($0)Interface" }
let everything = interfaces + featureNames
targets.append(.target(name: "HorizonApp", dependencies: deps(everything), path: "App/HorizonApp"))

// MARK: - What runs the app: flows, benchmarks, the CLI (the root, the router and interfaces only)

targets.append(.target(name: "HorizonFlows", dependencies: deps(["HorizonApp"] + interfaces), path: "App/HorizonFlows"))
targets.append(.target(name: "HorizonBench", dependencies: deps(["Router", "RouterInterface", "HeadlessUI"]), path: "App/HorizonBench"))
targets.append(.target(name: "HorizonCLI", dependencies: deps(["HorizonApp", "HorizonFlows", "HorizonBench", "Router", "RouterInterface",
                                                              "HeadlessUI", "LoginInterface"]), path: "App/HorizonCLI"))
targets.append(.executableTarget(name: "horizon", dependencies: ["HorizonCLI"], path: "App/horizon"))

// MARK: - Shared test helpers, flow tests and architecture tests

targets.append(.target(name: "TestSupport", dependencies: deps(["HeadlessUI", "RouterInterface", "HTTPClientInterface", "LoginInterface"]), path: "Tests/TestSupport"))
targets.append(.testTarget(name: "AppTests", dependencies: deps(["HorizonApp", "HorizonFlows", "HorizonBench", "HorizonCLI", "TestSupport"] + everything),
                           path: "Tests/AppTests"))
targets.append(.testTarget(name: "ArchitectureTests", dependencies: deps(["TestSupport"]), path: "Tests/ArchitectureTests"))

// MARK: - Settings: Swift 6, explicit imports, for every target

for target in targets {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .enableUpcomingFeature("InternalImportsByDefault"),
        .enableUpcomingFeature("MemberImportVisibility"),
    ]
}

// MARK: - Support: C shims for the toolchain, outside Modules/ (they import nothing of the package)

targets.append(.target(name: "ThreadSanitizerAnnotations", path: "Support/ThreadSanitizerAnnotations"))

let package = Package(
    name: "Horizon",
    platforms: [.macOS(.v15)],
    products: [.executable(name: "horizon", targets: ["horizon"])],
    targets: targets,
    swiftLanguageModes: [.v6]
)
