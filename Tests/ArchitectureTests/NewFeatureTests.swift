import Foundation
import TestSupport
import Testing

/// `Scripts/new-feature`: run on a temporary copy of the repository, the pair it creates
/// builds, tests, passes the architecture check and shows in `horizon routes`; a bad name is
/// refused and changes nothing.
@Suite("new-feature", .serialized, .slow)
struct NewFeatureTests {
    let root = ProcessRunner.repositoryRoot()

    /// A copy of the repository's sources, without build products or history.
    func copy() throws -> URL {
        try RepositoryCopy(of: root, named: "horizon-new-feature").url
    }

    /// Every file path and size under the copy, to see that nothing changed.
    func inventory(_ folder: URL) throws -> [String] {
        let listing = try ProcessRunner.run(["bash", "-c", "find . -type f -exec wc -c {} + | sort"], in: folder)
        return listing.output.split(separator: "\n").map(String.init)
    }

    @Test(
        "a name that exists, is not a type name, would shadow a type or a module, or is too long, or an unknown --uses, is refused and changes nothing",
        arguments: [
            (["Profile"], "the package has the target Profile already"), (["wishlist"], "is not a Swift type name"),
            (["Wish-list"], "is not a Swift type name"), (["Screen"], "would shadow"),
            (["PROFILE"], "the target Profile already"),
            (["HomeInterface"], "ends like a generated target"), (["Home"], "the target Home already"),
            (["WishlistTesting"], "name the feature itself, such as 'Wishlist'"),
            (["WishlistExample"], "name the feature itself, such as 'Wishlist'"),
            (["Foundation"], "a module of the toolchain (Foundation)"),
            (["Swift"], "a module of the toolchain (Swift)"),
            (["Testing"], "is how a generated target's name ends"),
            (["FoundationEssentials"], "a module of the toolchain"),
            (["Synchronization"], "a module of the toolchain"), (["Dispatch"], "a module of the toolchain"),
            ([String(repeating: "A", count: 300)], "is 300 characters long"),
            (["Wishlist", "--package-path", "/nonexistent"], "'/nonexistent' is not a directory"),
            (["Wishlist", "--uses", "Nowhere"], "'Nowhere' is not a feature"), ([], "name the feature"),
            (["Interface"], "is how a generated target's name ends"),
            (["RouterStats"], "RouterStats would read as one of the engine's faces"),
            (["Wishlist", "--uses", "HorizonApp,Router"], "'HorizonApp' is not a feature"),
            (["Wishlist", "--uses", "Profile,Profile"], "--uses names Profile twice"),
        ])
    func refusals(arguments: [String], reason: String) throws {
        let copy = try copy()
        defer { try? FileManager.default.removeItem(at: copy) }
        let before = try inventory(copy)
        let result = try ProcessRunner.run(["bash", "Scripts/new-feature"] + arguments, in: copy)
        #expect(result.status == 2 && result.output.contains(reason), "\(result.output)")
        #expect(try inventory(copy) == before, "nothing changed")
    }

    @Test(
        "the new pair builds with its doubles and its example, its tests pass, it is formatted, the architecture holds, horizon routes lists its route and its link opens it"
    )
    func scaffold() throws {
        let copy = try copy()
        defer { try? FileManager.default.removeItem(at: copy) }
        let created = try ProcessRunner.run(["bash", "Scripts/new-feature", "Wishlist", "--uses", "Profile"], in: copy)
        #expect(created.status == 0, "\(created.output)")
        for check in [
            ["bash", "Scripts/check-architecture"], ["bash", "Scripts/module-graph", "--check", "README.md"],
            ["bash", "Scripts/bazel-build-files", "--check"],
            [
                "swift-format", "lint", "--strict", "--recursive", "Package.swift", "Modules/Wishlist",
                "Tests/WishlistTests", "Tests/ExampleTests", "Examples/WishlistExample", "App/HorizonApp",
            ],
        ] {
            let result = try ProcessRunner.run(check, in: copy)
            #expect(result.status == 0, "\(check): \(result.output)")
        }
        let build = try ProcessRunner.run(
            [
                "swift", "build", "--product", "horizon", "--explicit-target-dependency-import-check", "error",
                "-Xswiftc", "-warnings-as-errors",
            ], in: copy)
        #expect(build.status == 0, "\(build.output.suffix(3000))")
        let routes = try ProcessRunner.run([".build/debug/horizon", "routes"], in: copy)
        #expect(
            routes.status == 0 && routes.output.contains("wishlist") && routes.output.contains("WishlistFeature"),
            "\(routes.output)")
        #expect(routes.output.contains("Wishlist  "), "the route's module is the new one: \(routes.output)")
        let open = try ProcessRunner.run([".build/debug/horizon", "open", "horizon://wishlist"], in: copy)
        #expect(
            open.status == 0 && open.output.contains("Wishlist ‹wishlist›  ◀") && open.output.contains("Overview"),
            "its link-tree entry opens it: \(open.output)")
        let example = try ProcessRunner.run(["swift", "run", "WishlistExample", "--toolkit", "declarative"], in: copy)
        #expect(
            example.status == 0 && example.output.contains("WishlistExample: 1 steps, 1 checks: all passed"),
            "the example plays the feature alone: \(example.output.suffix(3000))")
        let test = try ProcessRunner.run(
            ["swift", "test", "--disable-xctest", "--filter", "WishlistTests|WishlistExampleTests"], in: copy)
        #expect(test.status == 0 && test.output.contains("Test run with 4 tests"), "\(test.output.suffix(3000))")
    }

    @Test(
        "the new pair builds with Bazel too, from the BUILD files new-feature wrote, and its example plays",
        .enabled(if: (try? ProcessRunner.run(["bazel", "--version"], in: ProcessRunner.repositoryRoot()))?.status == 0)
    )
    func bazel() throws {
        let copy = try copy()
        let outputBase = copy.appendingPathExtension("bazel")
        defer {
            _ = try? ProcessRunner.run(["chmod", "-R", "u+w", outputBase.path], in: root)
            try? FileManager.default.removeItem(at: outputBase)
            try? FileManager.default.removeItem(at: copy)
        }
        let created = try ProcessRunner.run(["bash", "Scripts/new-feature", "Wishlist", "--uses", "Profile"], in: copy)
        #expect(created.status == 0, "\(created.output)")
        // --batch: no server left behind, which would hold this test's pipe open.
        let example = try ProcessRunner.run(
            [
                "bazel", "--batch", "--output_base=\(outputBase.path)", "run", "--symlink_prefix=/",
                "//Examples/WishlistExample",
            ],
            in: copy)
        #expect(
            example.status == 0 && example.output.contains("WishlistExample: 1 steps, 1 checks: all passed"),
            "\(example.output.suffix(3000))")
    }
}
