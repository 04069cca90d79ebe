import Foundation

/// A small package laid out as Horizon is, for `new-feature`: a manifest of `feature(...)` and
/// `example(...)` lines, a composition root listing entries, a link tree, a README with the module
/// graph's markers. It loads (`swift package describe`) but is not meant to build.
enum HorizonShapedPackage {
    static let manifest = """
        // swift-tools-version: 6.1
        import PackageDescription

        var targets: [Target] = []
        var featureNames: [String] = []

        func deps(_ names: [String]) -> [Target.Dependency] { names.map { .target(name: $0) } }

        @MainActor func module(_ name: String, in folder: String, uses: [String] = []) {
            targets.append(.target(name: name, dependencies: deps(uses), path: "Modules/\\(folder)/\\(name)"))
        }

        @MainActor func feature(_ name: String, uses: [String] = [], testing: Bool = false, tests: [String] = []) {
            featureNames.append(name)
            module("\\(name)Interface", in: name, uses: ["RouterInterface"])
            module(name, in: name, uses: ["\\(name)Interface", "RouterInterface"] + uses.map { "\\($0)Interface" })
            if testing { module("\\(name)Testing", in: name, uses: ["\\(name)Interface"]) }
            targets.append(
                .testTarget(name: "\\(name)Tests", dependencies: deps([name] + tests), path: "Tests/\\(name)Tests"))
        }

        @MainActor func example(_ name: String) {
            targets.append(
                .executableTarget(
                    name: "\\(name)Example", dependencies: deps([name, "\\(name)Interface"]),
                    path: "Examples/\\(name)Example"))
        }

        module("RouterInterface", in: "Router")
        feature("Profile", testing: true)
        feature(
            "Home", uses: ["Profile"],
            tests: ["ProfileTesting"])  // the last feature spans lines
        // a comment after it, then the examples
        example("Profile")

        targets.append(
            .target(
                name: "HorizonApp", dependencies: deps(featureNames + featureNames.map { "\\($0)Interface" }),
                path: "App/HorizonApp"))
        module("NavigationTesting", in: "Router", uses: ["RouterInterface"])
        targets.append(
            .testTarget(name: "ExampleTests", dependencies: deps(["ProfileExample"]), path: "Tests/ExampleTests"))
        for target in targets { target.exclude.append("BUILD.bazel") }

        let package = Package(name: "Shaped", targets: targets, swiftLanguageModes: [.v6])

        """

    static let compositionRoot = """
        import Home
        public import HomeInterface
        import Profile

        /// The root.
        public enum ComposedApp {
            static func entries(backend: Int) -> [Any] {
                [
                    ProfileEntry(),
                    HomeEntry()  // no comma, and a comment with a ] in it
                ]
            }
        }

        """

    static let linkTree = """
        import HomeInterface

        extension ComposedApp {
            private func homeChildren() -> [LinkNode] {
                [
                    show(at: "shows/:showId", note: "a ] and \\(title("]"))"),
                    /* a comment ] */
                ]
            }
        }

        """

    static let readme = """
        # Shaped

        <!-- module-graph:begin (Scripts/module-graph --write README.md) -->
        <!-- module-graph:end -->

        """

    /// The package's files, each target's folder holding one source.
    static var files: [String: String] {
        var files = [
            "Package.swift": manifest, "App/HorizonApp/ComposedApp.swift": compositionRoot,
            "App/HorizonApp/ComposedApp+Links.swift": linkTree, "README.md": readme,
            "Modules/Router/RouterInterface/Route.swift": "public protocol Route {}\n",
            "Modules/Router/NavigationTesting/Support.swift": "import RouterInterface\n",
            "Tests/ExampleTests/ProfileExampleTests.swift": "import ProfileExample\n",
            "Examples/ProfileExample/main.swift": "import Profile\n",
        ]
        for feature in ["Profile", "Home"] {
            files["Modules/\(feature)/\(feature)Interface/\(feature)Route.swift"] = "import RouterInterface\n"
            files["Modules/\(feature)/\(feature)/\(feature)Entry.swift"] = "import \(feature)Interface\n"
            files["Tests/\(feature)Tests/\(feature)Tests.swift"] = "import \(feature)\n"
        }
        files["Modules/Profile/ProfileTesting/StubProfile.swift"] = "import ProfileInterface\n"
        return files
    }
}
