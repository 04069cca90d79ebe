// swift-tools-version: 6.0
// The smallest package in which an incremental build on Swift 6.3.1 leaves an importer stale:
// `app` uses B's `Wrapper`, which embeds A's `Box`. Add a private stored property to `Box` and
// SwiftPM's native build recompiles A and B but not `app`, which reads memory at the old layout
// (README.md, beside this file).
import PackageDescription

let package = Package(
    name: "StaleLayout",
    targets: [
        .target(name: "A"),
        .target(name: "B", dependencies: ["A"]),
        .executableTarget(name: "app", dependencies: ["B"]),
    ]
)
