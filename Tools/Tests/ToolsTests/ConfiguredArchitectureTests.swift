import Foundation
import Testing

/// `check-architecture` on packages not laid out as Horizon, read through their
/// `check-architecture.json`: generated packages that use none of Horizon's engine (the
/// horizontal twin and its vertical control), as docs/adopting.md walks a team through.
@Suite("check-architecture on a configured package")
struct ConfiguredArchitectureTests {
    /// A generated package of 3 features and 3 services with `configuration` as its file.
    static func generated(_ shape: String, configuration: String?) throws -> URL {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-configured-\(UUID())")
        let generated = try ToolRun(
            "generate-graph",
            ["--shape", shape, "--features", "3", "--files", "1", "--functions", "1", "--out", out.path])
        #expect(generated.status == 0, "\(generated.errors)")
        if let configuration {
            try configuration.write(
                to: out.appendingPathComponent("check-architecture.json"), atomically: true, encoding: .utf8)
        }
        return out
    }

    static func check(_ package: URL, _ arguments: [String] = []) throws -> ToolRun {
        try ToolRun("check-architecture", ["--package-path", package.path] + arguments)
    }

    @Test("without the file, a package with no App/ folder is refused in one line that names the file")
    func unconfigured() throws {
        let package = try Self.generated("horizontal", configuration: nil)
        defer { try? FileManager.default.removeItem(at: package) }
        let result = try Self.check(package)
        #expect(result.status == 2)
        #expect(result.errors.contains("has no target under App/ and no check-architecture.json"), "\(result.errors)")
    }

    @Test("the horizontal package holds every rule it applies; the vertical control breaks rule 2 in each feature")
    func shapes() throws {
        let horizontal = try Self.generated("horizontal", configuration: #"{"composition roots": ["App"]}"#)
        defer { try? FileManager.default.removeItem(at: horizontal) }
        let held = try Self.check(horizontal)
        #expect(held.status == 0, "\(held.output) \(held.errors)")
        #expect(held.output.contains("architecture: 13 targets,") && held.output.contains("every rule holds"))

        let vertical = try Self.generated("vertical", configuration: #"{"composition roots": ["App"]}"#)
        defer { try? FileManager.default.removeItem(at: vertical) }
        let broken = try Self.check(vertical, ["--format", "json"])
        #expect(broken.status == 1)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(broken.output.utf8)) as? [String: Any], "\(broken.output)")
        let violations = try #require(document["violations"] as? [[String: Any]])
        let subjects = Set(violations.compactMap { $0["subject"] as? String })
        #expect(
            subjects == ["Feature0 (Modules/Feature0)", "Feature1 (Modules/Feature1)", "Feature2 (Modules/Feature2)"])
        #expect(violations.allSatisfy { $0["rule"] as? Int == 2 })
        #expect(
            document["rules"] as? [Int] == [1, 2, 3, 4, 5, 6, 9, 10, 11, 13] && document["notChecked"] as? [Int] == [])
    }

    @Test("shared modules, the rules chosen, and the external packages allowed are what the file says")
    func configured() throws {
        let package = try Self.generated(
            "vertical",
            configuration: #"{"composition roots": ["App"], "shared": ["Service0", "Service1", "Service2"]}"#)
        defer { try? FileManager.default.removeItem(at: package) }
        // The services shared: what breaks rule 2 now is a feature importing the feature before it.
        let result = try Self.check(package)
        #expect(result.status == 1)
        let findings = result.output.split(separator: "\n").filter { $0.hasPrefix("✗") }
        #expect(findings.count == 4, "\(result.output)")
        #expect(findings.allSatisfy { $0.contains("imports Feature") && $0.hasSuffix("[rule 2]") }, "\(result.output)")
        // Rule 2 left out, the rest holds.
        let file = package.appendingPathComponent("check-architecture.json")
        try #"{"composition roots": ["App"], "shared": ["Service0", "Service1", "Service2"], "rules": [1, 3, 4, 11]}"#
            .write(to: file, atomically: true, encoding: .utf8)
        let held = try Self.check(package)
        #expect(held.status == 0)
        #expect(
            held.output.contains("every rule holds (rules 2, 5, 6, 9, 10, 13 switched off by check-architecture.json)"),
            "the summary says what was not checked: \(held.output)")
        // A package dependency is rule 5 until the file allows its identity.
        let other = package.appendingPathComponent("Other")
        try FileManager.default.createDirectory(
            at: other.appendingPathComponent("Sources/Other"), withIntermediateDirectories: true)
        try
            "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"Other\", targets: [.target(name: \"Other\")])\n"
            .write(to: other.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "public let other = 1\n".write(
            to: other.appendingPathComponent("Sources/Other/Other.swift"), atomically: true, encoding: .utf8)
        let manifest = package.appendingPathComponent("Package.swift")
        try String(contentsOf: manifest, encoding: .utf8)
            .replacingOccurrences(
                of: "    targets: [", with: "    dependencies: [.package(path: \"Other\")],\n    targets: ["
            )
            .write(to: manifest, atomically: true, encoding: .utf8)
        try #"{"composition roots": ["App"], "shared": ["Service0", "Service1", "Service2"], "rules": [5]}"#
            .write(to: file, atomically: true, encoding: .utf8)
        let external = try Self.check(package)
        let line =
            try #require(
                try String(contentsOf: manifest, encoding: .utf8).split(
                    separator: "\n", omittingEmptySubsequences: false
                )
                .firstIndex { $0.contains(".package(path: \"Other\")") }) + 1
        #expect(external.status == 1)
        #expect(
            external.output.contains(
                #"Package.swift:\#(line) depends on other, which check-architecture.json's "external packages" does not allow: list "other" there if it may [rule 5]"#
            ), "\(external.output)")
        try #"{"composition roots": ["App"], "external packages": ["other"], "rules": [5]}"#
            .write(to: file, atomically: true, encoding: .utf8)
        #expect(try Self.check(package).status == 0)
    }

    @Test(
        "a dependency listed with its interface products: features import those, an implementation only the root; an undeclared product is rule 4"
    )
    func interfaceProducts() throws {
        let kit = """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "Kit",
                products: [
                    .library(name: "KitInterface", targets: ["KitInterface"]), .library(name: "Kit", targets: ["Kit"]),
                ],
                targets: [.target(name: "KitInterface"), .target(name: "Kit", dependencies: ["KitInterface"])])

            """
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription
            let kit: [Target.Dependency] = [.product(name: "KitInterface", package: "Kit")]
            let package = Package(
                name: "App",
                dependencies: [.package(name: "Kit", path: "Kit")],
                targets: [
                    .target(name: "Feature", dependencies: kit + [.product(name: "Kit", package: "Kit")]),
                    .target(name: "Other"),
                    .executableTarget(
                        name: "App", dependencies: ["Feature", "Other", .product(name: "Kit", package: "Kit")] + kit),
                ])

            """
        let package = try TemporaryPackage([
            "Package.swift": manifest, "Kit/Package.swift": kit,
            "Kit/Sources/KitInterface/Kit.swift": "public protocol Kit {}\n",
            "Kit/Sources/Kit/Impl.swift": "import KitInterface\n\npublic struct Impl: Kit {}\n",
            "Sources/Feature/Feature.swift": "import Kit\nimport KitInterface\n\npublic let feature = 1\n",
            "Sources/Other/Other.swift": "import KitInterface\n\npublic let other = 2\n",
            "Sources/App/main.swift": "import Feature\nimport Kit\nimport KitInterface\nimport Other\n\nprint(other)\n",
            "check-architecture.json":
                #"{"composition roots": ["App"], "external packages": [{"package": "Kit", "interfaces": ["KitInterface"]}]}"#,
        ])
        defer { package.remove() }
        let result = try Self.check(package.root)
        #expect(result.status == 1, "\(result.output) \(result.errors)")
        let findings = result.output.split(separator: "\n").filter { $0.hasPrefix("✗") }
        #expect(
            findings.contains {
                $0.contains("Sources/Feature/Feature.swift:1 imports Kit, an implementation from Kit")
                    && $0.hasSuffix("[rule 2]")
            }, "a feature imports the implementation: \(result.output)")
        #expect(
            findings.contains {
                $0.contains("Sources/Other/Other.swift:1 imports KitInterface of Kit without declaring it")
                    && $0.hasSuffix("[rule 4]")
            }, "\(result.output)")
        #expect(findings.count == 3, "the manifest's line, the import, the undeclared product: \(result.output)")
        #expect(!result.output.contains("App (Sources/App)"), "the root imports the implementation: \(result.output)")
    }

    @Test("a dependency from a repository that is not resolved is refused in one line: its imports cannot be checked")
    func unresolvedDependency() throws {
        let package = try TemporaryPackage([
            "Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "App", dependencies: [.package(url: "https://example.com/kit.git", from: "1.0.0")],
                targets: [.executableTarget(name: "App")])

            """,
            "Sources/App/main.swift": "print(1)\n",
            "check-architecture.json": #"{"composition roots": ["App"], "external packages": ["kit"]}"#,
        ])
        defer { package.remove() }
        let result = try Self.check(package.root)
        #expect(result.status == 2 && result.output.isEmpty, "\(result.output)")
        #expect(
            result.errors == "check-architecture: the dependency kit is not resolved, so the imports of its modules "
                + "cannot be checked: build the package (swift build) or resolve it (swift package resolve) first\n",
            "\(result.errors)")
    }

    @Test(
        "a file that does not fit, names what the package lacks or a rule about Horizon's engine is bad input",
        arguments: [
            (#"{"roots": ["App"]}"#, #"check-architecture.json does not fit: no "composition roots""#),
            (
                #"{"composition roots": ["Nope"]}"#,
                #""composition roots" names 'Nope', which is no target of Generated"#
            ),
            (
                #"{"composition roots": ["App"], "shared": ["Design"]}"#,
                #""shared" names 'Design', which is no target of Generated"#
            ),
            (
                #"{"composition roots": ["App"], "rules": [2, 7]}"#,
                "rule 7 is not one a configured package applies (it can apply 1, 2, 3, 4, 5, 6, 9, 10, 11, 13)"
            ),
            ("{", "check-architecture.json does not fit"),
            (#"{"composition roots": ["App"], "rules": []}"#, #""rules" is empty, so nothing would be checked"#),
            (
                #"{"composition roots": ["App"], "features folder": "../elsewhere"}"#,
                "'../elsewhere' is not a folder inside the package"
            ),
            (
                #"{"composition roots": ["App"], "interface suffix": ""}"#,
                #""interface suffix" is empty, so every target's name would end in it"#
            ),
            (
                #"{"composition roots": ["App"], "testing suffix": " "}"#,
                #""testing suffix" is empty, so every target's name would end in it"#
            ),
            (
                #"{"composition roots": ["App"], "interface suffix": "API", "testing suffix": "API"}"#,
                #""interface suffix" and "testing suffix" are both 'API'"#
            ),
        ])
    func badFile(file: String, reason: String) throws {
        let package = try Self.generated("horizontal", configuration: file)
        defer { try? FileManager.default.removeItem(at: package) }
        let result = try Self.check(package)
        #expect(result.status == 2 && result.errors.contains(reason), "\(result.errors)")
        #expect(result.errors.split(separator: "\n").count == 1)
    }
}
