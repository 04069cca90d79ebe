// swift-tools-version: 6.1
// A team's package that depends on Horizon by path, as an app repository beside a checkout of
// Horizon would: one feature pair, a face of its own (analytics) and a composition root, built
// from Horizon's library products.
import PackageDescription

let package = Package(
    name: "ByPath",
    platforms: [.iOS(.v16), .macOS(.v13)],
    dependencies: [.package(name: "Horizon", path: "../..")],
    targets: [
        // The interface: a route and a protocol; only Horizon's RouterInterface, which names no UI.
        .target(
            name: "GreetingInterface",
            dependencies: [.product(name: "RouterInterface", package: "Horizon")]),
        // A face of the team's own, outside Horizon: analytics on every navigation. Its interface
        // is what modules register with; its implementation builds on the engine, as Horizon's
        // faces do, and only the composition root installs it.
        .target(
            name: "AnalyticsInterface",
            dependencies: [
                .product(name: "RouterInterface", package: "Horizon"),
                .product(name: "NavigationInterface", package: "Horizon"),
            ]),
        .target(
            name: "Analytics",
            dependencies: [
                "AnalyticsInterface",
                .product(name: "Router", package: "Horizon"),
                .product(name: "RouterInterface", package: "Horizon"),
                .product(name: "NavigationInterface", package: "Horizon"),
                .product(name: "RouterInspection", package: "Horizon"),
            ]),
        // The feature: its interface and Horizon's interfaces, never the engine.
        .target(
            name: "Greeting",
            dependencies: [
                "GreetingInterface", "AnalyticsInterface",
                .product(name: "RouterInterface", package: "Horizon"),
                .product(name: "NavigationInterface", package: "Horizon"),
                .product(name: "InjectionInterface", package: "Horizon"),
                .product(name: "UIToolkitInterface", package: "Horizon"),
            ]),
        // The composition root: the engine, a toolkit and every feature.
        .target(
            name: "GreetingApp",
            dependencies: [
                "Greeting", "GreetingInterface", "Analytics",
                .product(name: "Router", package: "Horizon"),
                .product(name: "RouterInterface", package: "Horizon"),
                .product(name: "NavigationInterface", package: "Horizon"),
                .product(name: "HeadlessUI", package: "Horizon"),
                .product(name: "HierarchyDriving", package: "Horizon"),
                .product(name: "UIToolkitInterface", package: "Horizon"),
            ]),
        .testTarget(
            name: "GreetingAppTests",
            dependencies: [
                "GreetingApp", "GreetingInterface", "Analytics", "AnalyticsInterface",
                .product(name: "Router", package: "Horizon"),
                .product(name: "Injection", package: "Horizon"),
                .product(name: "HeadlessUI", package: "Horizon"),
                .product(name: "HierarchyDriving", package: "Horizon"),
                .product(name: "NavigationInterface", package: "Horizon"),
                .product(name: "RouterInterface", package: "Horizon"),
                .product(name: "UIToolkitInterface", package: "Horizon"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
