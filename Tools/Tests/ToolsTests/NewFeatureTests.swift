import BazelKit
import Foundation
import Testing
import ToolSupport

@testable import NewFeatureKit

@Suite("new-feature: the edits, by the compiler's parse")
struct SourceEditTests {
    /// Edits `text` as the file `name` and returns the result, or the refusal's message.
    func edited(_ text: String, _ change: (inout SourceEdit) throws -> Void) throws -> String {
        let package = try TemporaryPackage(["File.swift": text])
        defer { package.remove() }
        var edit = SourceEdit(try ParsedSource(file: package.url("File.swift"), shownAs: "File.swift"))
        do {
            try change(&edit)
        } catch let failure as Tool.Failure {
            return "refused: \(failure.description)"
        }
        return edit.text
    }

    @Test("a statement goes after the line of the last top-level call, however many lines the call spans")
    func statement() throws {
        let text = "feature(\"A\")\nfeature(\n    \"B\", uses: [\"A\"])  // B\nlet x = feature\nexample(\"A\")\n"
        #expect(
            try edited(text) { try $0.addStatement("feature(\"C\")", afterLastCallTo: "feature") }
                == "feature(\"A\")\nfeature(\n    \"B\", uses: [\"A\"])  // B\nfeature(\"C\")\nlet x = feature\nexample(\"A\")\n"
        )
        #expect(
            try edited("feature(\"A\")") { try $0.addStatement("feature(\"C\")", afterLastCallTo: "feature") }
                == "feature(\"A\")\nfeature(\"C\")", "a file with no last newline")
        #expect(
            try edited("// feature(\"A\")\nlet feature = 1\n") {
                try $0.addStatement("feature(\"C\")", afterLastCallTo: "feature")
            }
                == "refused: File.swift has no top-level feature(...) line to add one after: restore one, or edit by hand",
            "a comment or a name is no call")
    }

    @Test(
        "an element goes last in the array a function returns: a comma added where missing, strings and comments skipped"
    )
    func element() throws {
        let text = HorizonShapedPackage.compositionRoot
        let result = try edited(text) {
            try $0.addElement("WishlistEntry()", toArrayOf: "entries", labels: ["backend"])
        }
        #expect(
            result.contains(
                "            HomeEntry(),  // no comma, and a comment with a ] in it\n            WishlistEntry(),\n        ]"
            ))
        let links = try edited(HorizonShapedPackage.linkTree) {
            try $0.addElement(".endpoint(W.self)", toArrayOf: "homeChildren", labels: [])
        }
        #expect(links.contains("            /* a comment ] */\n            .endpoint(W.self),\n        ]"), "\(links)")
        #expect(!links.contains("\"),,"), "the string's ] is not the array's")
        let returned = "struct A {\n    func list() -> [Int] {\n        return [\n        ]\n    }\n}\n"
        #expect(
            try edited(returned) { try $0.addElement("1", toArrayOf: "list", labels: []) }.contains(
                "return [\n            1,\n        ]"))
    }

    @Test(
        "a function that is missing, has other labels, is not one array literal, or closes it mid-line is refused",
        arguments: [
            ("enum A {}\n", "File.swift declares no function entries(backend:)"),
            ("func entries(from: Int) -> [Int] { [1] }\n", "declares no function entries(backend:)"),
            ("func entries(backend: Int) -> [Int] {\n    let a = [1]\n    return a\n}\n", "is not one array literal"),
            ("func entries(backend: Int) -> [Int] { [1, 2] }\n", "closes mid-line"),
        ])
    func refusals(text: String, reason: String) throws {
        let result = try edited(text) { try $0.addElement("3", toArrayOf: "entries", labels: ["backend"]) }
        #expect(result.hasPrefix("refused: ") && result.contains(reason), "\(result)")
    }

    @Test("an import goes where swift-format orders it, once")
    func imports() throws {
        let text = "import Alpha\npublic import Gamma\nimport Zeta\n\nlet a = 1\n"
        #expect(
            try edited(text) { $0.addImport("Beta") }
                == "import Alpha\nimport Beta\npublic import Gamma\nimport Zeta\n\nlet a = 1\n")
        #expect(
            try edited(text) { $0.addImport("Zz") }.hasPrefix(
                "import Alpha\npublic import Gamma\nimport Zeta\nimport Zz\n"))
        #expect(try edited(text) { $0.addImport("Gamma") } == text, "imported already")
        #expect(
            try edited(text) { $0.addImport("HTTP") }.contains("public import Gamma\nimport HTTP\nimport Zeta"),
            "byte order")
    }

    @Test("a file the compiler cannot parse is refused by name")
    func unparsable() throws {
        let package = try TemporaryPackage(["File.swift": "func ( {"])
        defer { package.remove() }
        #expect(throws: Tool.Failure.self) { try ParsedSource(file: package.url("File.swift"), shownAs: "File.swift") }
    }
}

@Suite("new-feature: names")
struct FeatureNameTests {
    @Test(
        "the route's identifier splits the name's words",
        arguments: [
            ("Wishlist", "wishlist"), ("NoteEditor", "note-editor"), ("HTTPClient", "httpclient"),
            ("Player2Go", "player2-go"),
        ])
    func identifier(name: String, identifier: String) throws {
        #expect(try FeatureName(name).identifier == identifier)
    }

    @Test("the targets it gives are the five of a feature")
    func targets() throws {
        #expect(
            try FeatureName("Wishlist").targets == [
                "Wishlist", "WishlistInterface", "WishlistTests", "WishlistTesting", "WishlistExample",
            ])
    }
}

/// The executable on a package laid out as Horizon is, with Bazel files: what it writes, and what it refuses.
@Suite("new-feature: the tool on a package laid out as Horizon is", .serialized)
struct NewFeatureToolTests {
    /// The package, with the Bazel files `bazel-build-files` writes.
    func package() throws -> TemporaryPackage {
        let package = try TemporaryPackage(HorizonShapedPackage.files)
        try BazelFiles(
            package: try PackageDump.dumping(package.root), root: package.root, compositionRoots: ["HorizonApp"]
        )
        .write(to: package.root)
        return package
    }

    /// Every file under the folder and its text.
    func contents(_ folder: URL) -> [String: String] {
        var files: [String: String] = [:]
        let walk = FileManager.default.enumerator(atPath: folder.path)
        while let path = walk?.nextObject() as? String {
            files[path] = try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        }
        return files
    }

    @Test("the feature's files, the manifest's lines, the root's entry, the link, the graph and the Bazel files")
    func creates() throws {
        let package = try package()
        defer { package.remove() }
        let run = try ToolRun("new-feature", ["Wishlist", "--uses", "Profile", "--package-path", package.root.path])
        #expect(run.status == 0, "\(run.errors)")
        let files = contents(package.root)
        let rootFiles = try RootFiles(root: "HorizonApp", in: try PackageDump.dumping(package.root), at: package.root)
        for path in FeatureFiles(
            feature: try FeatureName("Wishlist"), uses: ["Profile"], root: rootFiles, folders: .horizon
        ).files.map(
            \.path)
        {
            #expect(files[path] != nil, "\(path) written")
        }
        let manifest = try #require(files["Package.swift"])
        #expect(
            manifest.contains(
                "    tests: [\"ProfileTesting\"])  // the last feature spans lines\n"
                    + "feature(\"Wishlist\", uses: [\"Profile\"], testing: true, tests: [\"NavigationTesting\", \"WishlistTesting\"])\n"
                    + "// a comment after it"))
        #expect(manifest.contains("example(\"Profile\")\nexample(\"Wishlist\")\n"))
        let root = try #require(files["App/HorizonApp/ComposedApp.swift"])
        #expect(root.hasPrefix("import Home\npublic import HomeInterface\nimport Profile\nimport Wishlist\n"))
        #expect(root.contains("            WishlistEntry(),\n        ]"))
        let links = try #require(files["App/HorizonApp/ComposedApp+Links.swift"])
        #expect(links.hasPrefix("import HomeInterface\nimport WishlistInterface\n"))
        #expect(links.contains(".endpoint(WishlistRoute.self, \"wishlist\").openableFromOutside(),\n        ]"))
        #expect(files["README.md"]?.contains("Wishlist --> WishlistInterface & ProfileInterface") == true)
        #expect(
            files["Modules/Wishlist/Wishlist/BUILD.bazel"]?.contains("//Modules/Wishlist/WishlistInterface") == true)
        #expect(files["App/HorizonApp/BUILD.bazel"]?.contains("//Modules/Wishlist/Wishlist\"") == true)
        let graph = try PackageDump.dumping(package.root)
        let wishlist = try #require(graph.targets.first { $0.name == "Wishlist" })
        #expect(Set(wishlist.targetDependencies) == ["WishlistInterface", "RouterInterface", "ProfileInterface"])
        #expect(graph.targets.contains { $0.name == "WishlistExample" && $0.type == "executable" })
        #expect(files.keys.allSatisfy { !$0.contains("horizon-new-feature") && !$0.hasPrefix(".build") })
        let again = try ToolRun("new-feature", ["Wishlist", "--package-path", package.root.path])
        #expect(again.status == 2 && again.errors.contains("the package has the target Wishlist already"))
    }

    @Test(
        "a bad name, an unknown --uses, or a root of another shape is refused in one line, and nothing changes",
        arguments: [
            (["wishlist"], "is not a Swift type name", nil), (["Profile"], "the target Profile already", nil),
            (["Wishlist", "--uses", "Router"], "'Router' is not a feature", nil),
            (["Wishlist", "--uses", "HorizonApp"], "'HorizonApp' is not a feature", nil),
            (["Wishlist", "--uses", "Profile,Profile"], "--uses names Profile twice", nil),
            (["Interface"], "is how a generated target's name ends", nil),
            (["Tests"], "is how a generated target's name ends", nil),
            (
                ["RouterStats"],
                "'RouterStats': RouterStats would read as one of the engine's faces (a name starting with Router)", nil
            ),
            (["Injection"], "'Injection': Injection would read as the dependency container (Horizon's Injection)", nil),
            (["Wishlist", "--uses", "Profile", "--uses", "Profile"], "--uses names Profile twice", nil),
            (["Wishlist", "--frobnicate"], "unknown option '--frobnicate'", nil),
            (["Wishlist", "Other"], "one name at a time ('Wishlist', then 'Other')", nil),
            (["Wishlist", "--uses"], "--uses needs feature names", nil), ([], "name the feature", nil),
            (
                ["Wishlist"],
                "the body of entries(backend:) in App/HorizonApp/ComposedApp.swift is not one array literal",
                "    static func entries(backend: Int) -> [Any] {\n        var all: [Any] = []\n        return all\n    }"
            ),
        ] as [([String], String, String?)])
    func refuses(arguments: [String], reason: String, entries: String?) throws {
        let package = try package()
        defer { package.remove() }
        if let entries {
            let root = HorizonShapedPackage.compositionRoot.replacingOccurrences(
                of: "    static func entries(backend: Int) -> [Any] {\n        [\n            ProfileEntry(),\n"
                    + "            HomeEntry()  // no comma, and a comment with a ] in it\n        ]\n    }",
                with: entries)
            #expect(root != HorizonShapedPackage.compositionRoot)
            try package.write(root, to: "App/HorizonApp/ComposedApp.swift")
        }
        let before = contents(package.root)
        let run = try ToolRun("new-feature", arguments + ["--package-path", package.root.path])
        #expect(run.status == 2 && run.errors.contains(reason), "\(run.errors)")
        #expect(
            run.errors.split(separator: "\n").count == 1 && !run.errors.contains("/tmp/"), "one line, no scratch path")
        #expect(contents(package.root) == before, "nothing changed")
    }

    @Test(
        "--root: a copy of Horizon whose root is renamed, its files too, gets the entry and the link where the parse finds them"
    )
    func renamedRoot() throws {
        var files: [String: String] = [:]
        for (path, text) in HorizonShapedPackage.files {
            let renamed = path.replacingOccurrences(
                of: "App/HorizonApp/ComposedApp+Links.swift", with: "App/ShopApp/Links.swift"
            )
            .replacingOccurrences(of: "App/HorizonApp/ComposedApp.swift", with: "App/ShopApp/Sources/Shop.swift")
            files[renamed] = text.replacingOccurrences(of: "HorizonApp", with: "ShopApp")
        }
        let package = try TemporaryPackage(files)
        defer { package.remove() }
        let unnamed = try ToolRun("new-feature", ["Wishlist", "--package-path", package.root.path])
        #expect(unnamed.status == 2 && unnamed.errors.contains("no target 'HorizonApp' in"), "\(unnamed.errors)")
        let run = try ToolRun("new-feature", ["Wishlist", "--root", "ShopApp", "--package-path", package.root.path])
        #expect(run.status == 0, "\(run.errors)")
        #expect(
            run.output.contains("App/ShopApp/Sources/Shop.swift: WishlistEntry() in entries(backend:)"), "\(run.output)"
        )
        let written = contents(package.root)
        #expect(written["App/ShopApp/Sources/Shop.swift"]?.contains("            WishlistEntry(),\n        ]") == true)
        #expect(written["App/ShopApp/Links.swift"]?.contains(".endpoint(WishlistRoute.self, \"wishlist\")") == true)
        #expect(written["Modules/Wishlist/README.md"]?.contains("(listed in `App/ShopApp/Sources/Shop.swift`)") == true)
        #expect(written["App/HorizonApp/ComposedApp.swift"] == nil, "nothing written where Horizon's root would be")
    }

    @Test("--root naming a target none of whose files lists the entries is refused in one line, and nothing changes")
    func rootWithoutEntries() throws {
        let package = try package()
        defer { package.remove() }
        let before = contents(package.root)
        let run = try ToolRun("new-feature", ["Wishlist", "--root", "Profile", "--package-path", package.root.path])
        #expect(run.status == 2, "\(run.errors)")
        #expect(
            run.errors
                == "new-feature: no file of Profile (Modules/Profile/Profile) declares an entries function: new-feature "
                + "adds the feature's entry to the array it returns (pass the root with --root)\n", "\(run.errors)")
        #expect(contents(package.root) == before)
    }

    @Test("a file it would write that exists already is refused in one line before anything is written")
    func existingFile() throws {
        let package = try package()
        defer { package.remove() }
        try package.write("// mine\n", to: "Tests/ExampleTests/WishlistExampleTests.swift")
        let before = contents(package.root)
        let run = try ToolRun("new-feature", ["Wishlist", "--package-path", package.root.path])
        #expect(
            run.status == 2
                && run.errors == "new-feature: Tests/ExampleTests/WishlistExampleTests.swift exists, and new-feature "
                    + "Wishlist would write it: move it aside\n",
            "\(run.errors)")
        #expect(contents(package.root) == before, "nothing changed")
    }

    @Test("a README without the module-graph markers is left as it is, and the report says why")
    func readmeWithoutMarkers() throws {
        let package = try package()
        defer { package.remove() }
        try package.write("# My app\n", to: "README.md")
        let run = try ToolRun("new-feature", ["Wishlist", "--package-path", package.root.path])
        #expect(run.status == 0, "\(run.errors)")
        #expect(
            run.output.contains(
                "README.md has no module-graph markers, so its graph was not redrawn (module-graph --help)"),
            "\(run.output)")
        #expect(try String(contentsOf: package.url("README.md"), encoding: .utf8) == "# My app\n")
    }

    @Test(
        "a README that is a link stays a link: the file it names gets the new graph; a link to nothing is refused, never replaced"
    )
    func linkedReadme() throws {
        let package = try package()
        defer { package.remove() }
        let readme = try String(contentsOf: package.url("README.md"), encoding: .utf8)
        try package.write(readme, to: "docs/overview.md")
        try FileManager.default.removeItem(at: package.url("README.md"))
        try FileManager.default.createSymbolicLink(
            atPath: package.url("README.md").path, withDestinationPath: "docs/overview.md")
        let run = try ToolRun("new-feature", ["Wishlist", "--package-path", package.root.path])
        #expect(run.status == 0, "\(run.errors)")
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: package.url("README.md").path)
                == "docs/overview.md")
        let overview = try String(contentsOf: package.url("docs/overview.md"), encoding: .utf8)
        #expect(overview.contains("Wishlist --> WishlistInterface"), "the link's file has the graph")

        try FileManager.default.removeItem(at: package.url("docs/overview.md"))
        #expect(throws: Tool.Failure.self) { try Tool.replaceContents(of: package.url("README.md"), with: Data()) }
        #expect(!FileManager.default.fileExists(atPath: package.url("docs/overview.md").path), "nothing made")
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: package.url("README.md").path)
                == "docs/overview.md")
    }

    @Test("a package whose check-architecture.json names interfaces by another suffix is refused in one line")
    func otherSuffix() throws {
        let package = try TemporaryPackage(
            HorizonShapedPackage.files.merging([
                "check-architecture.json": #"{"composition roots": ["HorizonApp"], "interface suffix": "API"}"#
            ]) { $1 })
        defer { package.remove() }
        let before = contents(package.root)
        let run = try ToolRun("new-feature", ["Wishlist", "--package-path", package.root.path])
        #expect(
            run.status == 2
                && run.errors.contains(
                    "new-feature writes XInterface and XTesting, and check-architecture.json names "
                        + "interfaces by 'API'"),
            "\(run.errors)")
        #expect(contents(package.root) == before)
    }

    @Test("a package not laid out as Horizon is refused in one line, and nothing changes")
    func foreignPackage() throws {
        let package = try TemporaryPackage([
            "Package.swift": TemporaryPackage.manifest([("Core", [])]), "Sources/Core/Core.swift": "let core = 1\n",
        ])
        defer { package.remove() }
        let before = contents(package.root)
        let run = try ToolRun("new-feature", ["Wishlist", "--package-path", package.root.path])
        #expect(
            run.status == 2 && run.errors.contains("no target 'HorizonApp' in Probe")
                && run.errors.contains("--root names the composition root"), "\(run.errors)")
        #expect(contents(package.root) == before)
    }
}
