import Foundation
import Testing
import ToolSupport

@testable import TestSelectionKit

/// The selection on manifests with known answers, the failure injection, and the arguments.
@Suite("select-tests: the selection")
struct TestSelectionTests {
    /// A horizontal pair and a vertical chain: `Profile` (concrete) builds on `ProfileInterface`,
    /// `Home` imports only the interface, the root `App` links both; `Support` is a test helper.
    static let fixture: [(name: String, path: String, type: String, dependencies: [String])] = [
        ("ProfileInterface", "Modules/Profile/ProfileInterface", "regular", []),
        ("Profile", "Modules/Profile/Profile", "regular", ["ProfileInterface"]),
        ("Home", "Modules/Home/Home", "regular", ["ProfileInterface"]),
        ("App", "App/App", "regular", ["Profile", "Home"]),
        ("Support", "Tests/Support", "regular", ["ProfileInterface"]),
        ("ProfileTests", "Tests/ProfileTests", "test", ["Profile", "Support"]),
        ("HomeTests", "Tests/HomeTests", "test", ["Home"]),
        ("AppTests", "Tests/AppTests", "test", ["App"]),
        ("ScriptTests", "Tests/ScriptTests", "test", []),
        ("Lint", "Plugins/Lint", "plugin", []),
        ("profile-tool", "Tools/profile-tool", "executable", ["Profile"]),
    ]

    func select(
        _ files: [String], manifestChanged: String? = nil, inputs: UndeclaredInputs = .init(),
        runners: Set<String> = []
    ) throws -> TestSelection {
        let fixture = try Fixture(targets: Self.fixture, sources: [:])
        defer { fixture.remove() }
        return TestSelection(
            manifest: fixture.dump, files: files, manifestChanged: manifestChanged, inputs: inputs, runners: runners)
    }

    @Test("a concrete module's change runs its own tests and the root's, with the chain that links it")
    func concrete() throws {
        let selection = try select(["Modules/Profile/Profile/ProfileScreen.swift"])
        #expect(selection.selected.map(\.target) == ["AppTests", "ProfileTests"])
        #expect(selection.skipped == ["HomeTests", "ScriptTests"])
        #expect(
            selection.selected[0].reasons == ["links Profile (1 file changed) through AppTests → App → Profile"])
        #expect(selection.filter == #"^(AppTests|ProfileTests)\."#)
        #expect(selection.selected.allSatisfy { !$0.readsOnly })
    }

    @Test("an interface's change runs every test that links it, through the test helper too")
    func interface() throws {
        let selection = try select(["Modules/Profile/ProfileInterface/ProfileRoute.swift"])
        #expect(selection.selected.map(\.target) == ["AppTests", "HomeTests", "ProfileTests"])
        #expect(selection.skipped == ["ScriptTests"])
    }

    @Test("a test helper's change runs the tests that use it; a test's own change runs it alone")
    func testCode() throws {
        #expect(try select(["Tests/Support/Doubles.swift"]).selected.map(\.target) == ["ProfileTests"])
        let own = try select(["Tests/HomeTests/HomeTests.swift"])
        #expect(own.selected == [.init(target: "HomeTests", reasons: ["its own files: 1 file changed"])])
    }

    @Test("files outside every target run nothing, unless a test declares them as inputs")
    func outside() throws {
        let docs = try select(["README.md", "Scripts/check"])
        #expect(docs.selected.isEmpty && docs.filter == nil)
        #expect(docs.outside == ["README.md", "Scripts/check"])
        let declared = try select(
            ["README.md", "Scripts/check"], inputs: UndeclaredInputs(["ScriptTests": ["Scripts/"]]))
        #expect(declared.selected.map(\.target) == ["ScriptTests"])
        #expect(
            declared.selected[0].reasons == ["reads Scripts/check (undeclared input 'Scripts/' in select-tests.json)"])
        #expect(declared.outside == ["README.md"])
        #expect(declared.selected[0].readsOnly, "no changed code is linked into it: --mutate need not run it")
    }

    @Test("an executable's change, or a change it links, runs the tests whose code starts processes: they may run it")
    func executables() throws {
        let reason =
            "may run the executable profile-tool, which swift test builds and which changed or links what changed "
        let own = try select(["Tools/profile-tool/main.swift"], runners: ["ScriptTests"])
        #expect(own.selected.map(\.target) == ["ScriptTests"])
        #expect(own.selected[0].reasons == [reason + "(profile-tool): its code starts processes"])
        #expect(try select(["Tools/profile-tool/main.swift"]).selected.isEmpty, "no test starts processes")
        let linked = try select(["Modules/Profile/Profile/ProfileScreen.swift"], runners: ["ScriptTests", "HomeTests"])
        #expect(linked.selected.map(\.target) == ["AppTests", "HomeTests", "ProfileTests", "ScriptTests"])
        #expect(linked.selected[3].reasons == [reason + "(Profile): its code starts processes"])
        #expect(
            try select(["Modules/Home/Home/Home.swift"], runners: ["ScriptTests"]).selected.map(\.target) == [
                "AppTests", "HomeTests",
            ], "no executable links Home")
    }

    @Test(
        "a changed manifest runs every test, with that reason alone; a plugin no target applies runs none; neither is 'outside'"
    )
    func manifest() throws {
        let selection = try select(["Package.swift"], manifestChanged: "the manifest changed")
        #expect(selection.selected.count == 4 && selection.skipped.isEmpty && selection.outside.isEmpty)
        #expect(selection.selected.allSatisfy { $0.reasons == ["the manifest changed"] })
        // The plugins a target applies are in its closure (PluginPackageTests): Lint is applied by none.
        let plugin = try select(["Plugins/Lint/plugin.swift"])
        #expect(plugin.selected.isEmpty && plugin.outside.isEmpty)
    }

    @Test("the injected failure goes into every body that opens on its declaration's line, and nowhere else")
    func injection() {
        let source = """
            public struct Box {
                @MainActor public init(value: Int) {
                    self.value = value
                }
                let value: Int
                func one() -> Int { 1 }
                mutating func two() async throws(BoxError) -> Int {
                    2
                }
                func three(
                    a: Int
                ) {}
                var four: Int {
                    4
                }
                deinit {
                }
                static func tree() -> Tree {
                    .leaf(1)
                }
                // func commented() {
            }
            """
        let injected = FailureInjection.inject(into: source)
        let text = injected.text
        #expect(injected.points.map(\.opening) == [2, 7, 16, 18])
        #expect(injected.point(before: 12)?.opening == 7, "an error on line 12 is in the body of line 7")
        let fewer = FailureInjection.inject(into: source, skipping: [7])
        #expect(fewer.points.map(\.opening) == [2, 16, 18] && !fewer.text.contains("-> Int {\nSwift.fatalError"))
        #expect(text.contains("Swift.fatalError(\"\(FailureInjection.message)\")\n        return .leaf(1)"))
        let lines = text.split(separator: "\n").map(String.init)
        let failures = lines.indices.filter { lines[$0].contains(FailureInjection.message) }
        #expect(
            failures.map { lines[$0 - 1].trimmingCharacters(in: .whitespaces) }.map { $0.prefix(12) } == [
                "@MainActor p", "mutating fun", "deinit {", "static func ",
            ])
    }

    @Test(
        "the arguments: a range, one mode, what follows -- for swift test; anything else is bad input",
        arguments: [
            ([], Options.Mode.select("HEAD~1..HEAD", .text)),
            (["main..HEAD", "--json"], .select("main..HEAD", .json)),
            (["--run", "--", "--parallel"], .select("HEAD~1..HEAD", .run(["--parallel"]))),
            (["--replay", "abc"], .replay("abc")),
            (["--mutate", "a", "b"], .mutate(["a", "b"], .text)),
            (["--mutate", "a", "--format", "github"], .mutate(["a"], .github)),
            (["main..HEAD", "--format", "json"], .select("main..HEAD", .json)),
            (["--format", "github"], .select("HEAD~1..HEAD", .github)),
        ])
    func arguments(words: [String], mode: Options.Mode) throws {
        var options = Options()
        var arguments = Arguments(words)
        try options.read(&arguments)
        #expect(options.mode == mode)
    }

    @Test(
        "bad arguments name the problem",
        arguments: [
            (["a..b", "c..d"], "one range only"), (["--mutate"], "--mutate needs one or more commits"),
            (["--replay", "a", "--mutate", "b"], "not each other"), (["--replay", "a", "--json"], "take no range"),
            (["--", "--parallel"], "`--` passes arguments to --run only"), (["--frobnicate"], "unknown argument"),
            (["--run", "--format", "json"], "--format takes the place of --json, beside no --run"),
            (["--replay", "a", "--format", "json"], "--replay prints a report, not findings"),
            (["--format", "xml"], "--format needs text, github, json, not 'xml'"),
        ])
    func badArguments(words: [String], message: String) {
        var options = Options()
        var arguments = Arguments(words)
        #expect {
            try options.read(&arguments)
        } throws: { error in
            (error as? Tool.Failure).map { $0.status == .badInput && $0.description.contains(message) } ?? false
        }
    }
}
