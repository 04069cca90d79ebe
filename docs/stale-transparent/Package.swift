// swift-tools-version: 6.0
// The smallest package in which an incremental build on Swift 6.3.1 leaves a caller stale with a
// line number: `app` calls Checks' `@_transparent` function, whose `precondition` compiles its
// line into `app`. Add a line above it and SwiftPM's native build recompiles Checks but not
// `app`, which keeps the old line (README.md, beside this file).
import PackageDescription

let package = Package(
    name: "StaleTransparent",
    targets: [
        .target(name: "Checks"),
        .executableTarget(name: "app", dependencies: ["Checks"]),
    ]
)
