// swift-tools-version: 6.1
// Horizon's tools as a package of their own: each tool's logic in a library target (tested on
// fixtures), a thin executable per tool. Toolchain only. The Scripts/ wrappers build and run them;
// a team runs them on its own package with `swift run --package-path Tools <tool> …`.
import PackageDescription

var targets: [Target] = [.target(name: "ToolSupport")]
var products: [Product] = []

/// A tool: `Kit`, its logic, and the executable `name`, which only calls the kit's command.
@MainActor func tool(_ name: String, kit: String) {
    targets.append(.target(name: kit, dependencies: ["ToolSupport"]))
    targets.append(.executableTarget(name: name, dependencies: [.target(name: kit)]))
    products.append(.executable(name: name, targets: [name]))
}

tool("check-architecture", kit: "ArchitectureCheckKit")
tool("module-graph", kit: "ModuleGraphKit")
tool("interface-changes", kit: "InterfaceChangesKit")
tool("measure-build-times", kit: "BuildTimesKit")
targets.append(
    .testTarget(
        name: "ToolsTests",
        dependencies: ["ToolSupport", "ArchitectureCheckKit", "ModuleGraphKit", "InterfaceChangesKit", "BuildTimesKit"]
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
