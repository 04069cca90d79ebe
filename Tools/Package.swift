// swift-tools-version: 6.1
// Horizon's tools as a package of their own: each tool's logic in a library target (tested on
// fixtures), a thin executable per tool. Toolchain only. A team runs them on its own package with
// `swift run --package-path Tools <tool> --package-path ~/MyApp …`, or installs them with
// `swift package --package-path Tools experimental-install`; Horizon's Scripts/ wrappers pass
// Horizon's own folder.
import PackageDescription

var targets: [Target] = [.target(name: "ToolSupport")]
var products: [Product] = []

/// A kit: the logic of one or more tools, a library on ToolSupport; and its tools, each an
/// executable `name` that only calls the kit's command.
@MainActor func kit(_ kit: String, uses: [String] = [], tools names: String...) {
    targets.append(.target(name: kit, dependencies: ["ToolSupport"] + uses.map { .target(name: $0) }))
    for name in names {
        targets.append(.executableTarget(name: name, dependencies: [.target(name: kit)]))
        products.append(.executable(name: name, targets: [name]))
    }
}

kit("ArchitectureCheckKit", tools: "check-architecture")
kit("ModuleGraphKit", uses: ["ArchitectureCheckKit"], tools: "module-graph")
kit("InterfaceChangesKit", uses: ["ArchitectureCheckKit"], tools: "interface-changes")
kit("BazelKit", uses: ["ArchitectureCheckKit"], tools: "bazel-build-files", "bazel-cache", "bazel-worker")
kit(
    "BuildTimesKit", uses: ["BazelKit"], tools: "measure-build-times", "rebuild-impact", "generate-graph", "build-cost")
kit("TestSelectionKit", tools: "select-tests")
kit("InterfaceUsageKit", tools: "interface-usage")
kit("BenchComparisonKit", tools: "compare-bench")
kit("NewFeatureKit", uses: ["ArchitectureCheckKit", "BazelKit", "ModuleGraphKit"], tools: "new-feature", "new-app")
targets.append(
    .testTarget(
        name: "ToolsTests",
        dependencies: [
            "ToolSupport", "ArchitectureCheckKit", "ModuleGraphKit", "InterfaceChangesKit", "BazelKit", "BuildTimesKit",
            "TestSelectionKit", "NewFeatureKit", "InterfaceUsageKit", "BenchComparisonKit",
        ]
    ))

for target in targets {
    target.swiftSettings = [
        .enableUpcomingFeature("InternalImportsByDefault"), .enableUpcomingFeature("MemberImportVisibility"),
    ]
}

let package = Package(
    name: "HorizonTools",
    platforms: [.macOS(.v15)],
    products: products,
    targets: targets,
    swiftLanguageModes: [.v6]
)
