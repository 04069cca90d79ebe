import Foundation
import Testing

/// `measure-build-times --budget`: the sets an edit recompiles, checked against a checked-in
/// budget, on a package with known answers (the foreign package: a hub, a module re-exporting
/// it, their importers and an executable).
@Suite("recompile budgets", .serialized)
struct BudgetTests {
    /// Runs the budget `rules` (JSON) on a fresh copy of the foreign package.
    func check(_ rules: String) throws -> ToolRun {
        let package = try ForeignPackageTests.writePackage()
        defer { package.remove() }
        try package.write(#"{"budgets": [\#(rules)]}"#, to: "build-budget.json")
        return try ToolRun(
            "measure-build-times",
            ["--package-path", package.root.path, "--budget", package.url("build-budget.json").path])
    }

    @Test("a set beyond its budget exits 1 naming the module, the edit, the set, the budget and the excess")
    func beyond() throws {
        let result = try check(
            #"{"name": "the hub's API stays in it", "places": ["Hub"], "edits": ["public-api"], "may recompile": ["itself"]}"#
        )
        #expect(result.status == 1, "\(result.errors.suffix(2000))")
        #expect(
            result.output.contains("✗ editing Hub (public API added) recompiled")
                && result.output.contains("the budget 'the hub's API stays in it' (build-budget.json) allows itself:")
                && result.output.contains("UsesHub"), "\(result.output)")
    }

    @Test(
        "--format github: each set beyond its budget as an annotation on its rule's line; --format json: one document"
    )
    func formats() throws {
        let package = try ForeignPackageTests.writePackage()
        defer { package.remove() }
        let budget = """
            {"budgets": [
              {"name": "a body stays", "places": ["Leaf"], "edits": ["body"], "may recompile": ["itself"]},
              {"name": "the hub's API stays in it", "places": ["Hub"], "edits": ["public-api"], "may recompile": ["itself"]}
            ]}
            """
        try package.write(budget, to: "build-budget.json")
        let arguments = ["--package-path", package.root.path, "--budget", "build-budget.json", "--format"]
        let github = try ToolRun("measure-build-times", arguments + ["github"], in: package.root)
        #expect(github.status == 1, "\(github.errors.suffix(2000))")
        let annotations = github.output.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(annotations.count == 1, "\(github.output)")
        #expect(
            annotations.first?.hasPrefix(
                "::error file=build-budget.json,line=3,title=recompile budget 'the hub's API stays in it'::"
                    + "editing Hub (public API added) with SwiftPM recompiled ") == true, "\(github.output)")
        #expect(annotations.first?.contains("UsesHub") == true, "\(github.output)")
        #expect(github.output.contains("| Hub (library) |"), "the table comes first, for the log")

        let json = try ToolRun("measure-build-times", arguments + ["json"], in: package.root)
        #expect(json.status == 1, "\(json.errors.suffix(2000))")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any], "\(json.output)")
        #expect(document["passed"] as? Bool == false && document["scenarios"] as? Int == 2)
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(findings.count == 1 && findings.first?["module"] as? String == "Hub")
        #expect((findings.first?["beyond"] as? [String])?.contains("UsesHub") == true, "\(json.output)")
        #expect(findings.first?["rule"] as? String == "the hub's API stays in it")
    }

    @Test("sets within their budgets exit 0: importers through the re-export, a body in its module")
    func within() throws {
        let result = try check(
            #"{"name": "the hub's API reaches its importers", "places": ["Hub"], "edits": ["public-api"], "may recompile": ["itself", "importers"]}, "#
                + #"{"name": "a body stays", "places": ["Leaf", "UsesHub"], "edits": ["body"], "may recompile": ["itself"]}"#
        )
        #expect(result.status == 0, "\(result.output) \(result.errors.suffix(2000))")
        #expect(result.output.contains("✓ every edit stayed within its budget (build-budget.json: 3 scenarios)"))
    }

    @Test(
        "--budget with --modules or --all is refused in one line: the budget names the places",
        arguments: [["--modules", "Hub"], ["--all"]])
    func budgetAndPlaces(places: [String]) throws {
        let result = try ToolRun("measure-build-times", ["--budget", "build-budget.json"] + places)
        #expect(result.status == 2, "\(result.errors)")
        #expect(
            result.errors
                == "measure-build-times: --budget measures the places its rules name: leave out \(places[0]), or the budget\n"
        )
    }

    @Test("a requirement edit adds a requirement to the place's protocol: its importers recompile, beyond 'itself'")
    func requirement() throws {
        let package = try ForeignPackageTests.writePackage()
        defer { package.remove() }
        try package.write("public protocol Greeter {\n    func greet() -> String\n}\n", to: "Sources/Hub/Greeter.swift")
        try package.write(
            #"{"budgets": [{"name": "req", "places": ["Hub"], "edits": ["requirement"], "may recompile": ["itself"]}]}"#,
            to: "build-budget.json")
        let result = try ToolRun(
            "measure-build-times",
            ["--package-path", package.root.path, "--budget", package.url("build-budget.json").path])
        #expect(result.status == 1, "\(result.output) \(result.errors.suffix(2000))")
        #expect(
            result.output.contains("✗ editing Hub (protocol requirement added) recompiled")
                && result.output.contains("UsesHub"), "\(result.output)")
    }

    @Test(
        "a budget that does not fit, or names a module the package does not build, is bad input",
        arguments: [
            (#"{"budgets": [{"name": "x"}]}"#, #"build-budget.json does not fit: at .budgets[0]: no "places""#),
            (
                #"{"budgets": [{"name": "x", "places": ["Nowhere"], "edits": ["body"], "may recompile": []}]}"#,
                "the rule 'x' names 'Nowhere', which the package does not build"
            ),
            (
                #"{"budgets": [{"name": "typo", "places": ["Hub"], "edits": ["body"], "may recompile": ["itself", "importer"]}]}"#,
                "the rule 'typo' may recompile 'importer', which is neither 'itself', 'its faces', 'importers', "
                    + "'composition roots' nor a module the package builds"
            ),
            (
                #"{"budgets": [{"name": "none", "places": ["concrete"], "edits": ["body"], "may recompile": ["itself"]}]}"#,
                "the rule 'none' names no edit of a module the package builds: it would check nothing"
            ),
            (#"{"budgets": []}"#, "the file has no rule: it would check nothing"),
            (
                #"{"budgets": [{"name": "req", "places": ["Hub"], "edits": ["requirement"], "may recompile": ["itself"]}]}"#,
                "the rule 'req' adds a requirement to Hub, which declares no protocol the edit can extend"
            ),
        ])
    func badBudget(budget: String, reason: String) throws {
        let package = try ForeignPackageTests.writePackage()
        defer { package.remove() }
        try package.write(budget, to: "build-budget.json")
        let result = try ToolRun(
            "measure-build-times",
            ["--package-path", package.root.path, "--budget", package.url("build-budget.json").path])
        #expect(result.status == 2 && result.errors.contains(reason), "\(result.errors)")
    }

    @Test(
        "a package in SwiftPM's Sources/ layout: the budget's kinds are the configuration's (a concrete module beside its interface, the roots it names)"
    )
    func sourcesLayout() throws {
        let package = try TemporaryPackage([
            "Package.swift": TemporaryPackage.manifest([
                ("CartInterface", []), ("Cart", ["CartInterface"]), ("Shop", ["Cart", "CartInterface"]),
            ]),
            "Sources/CartInterface/Cart.swift": "public protocol Cart: Sendable {}\n",
            "Sources/Cart/Basket.swift":
                "import CartInterface\n\npublic struct Basket: Cart {\n    public init() {}\n}\n",
            "Sources/Shop/Shop.swift": "import Cart\nimport CartInterface\n\npublic let cart: any Cart = Basket()\n",
            "check-architecture.json": #"{"composition roots": ["Shop"]}"#,
            "build-budget.json": #"""
            {"budgets": [{"name": "a feature's API reaches the root", "places": ["concrete"], "edits": ["public-api"], "may recompile": ["itself", "composition roots"]}]}
            """#,
        ])
        defer { package.remove() }
        let result = try ToolRun(
            "measure-build-times",
            ["--package-path", package.root.path, "--budget", package.url("build-budget.json").path])
        #expect(result.status == 0, "\(result.output) \(result.errors.suffix(2000))")
        #expect(result.output.contains("✓ every edit stayed within its budget (build-budget.json: 1 scenarios)"))
        #expect(result.output.contains("| Cart (library) | public API added | 2: Cart, Shop |"), "\(result.output)")
    }
}
