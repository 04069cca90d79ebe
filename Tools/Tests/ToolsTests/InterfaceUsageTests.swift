import Foundation
import Testing

@testable import InterfaceUsageKit

/// `interface-usage` on a small package: a module of five public types and one that uses some.
@Suite("interface-usage")
struct InterfaceUsageTests {
    static let core = """
        public struct Alpha { public init() {} }
        public protocol Beta {}
        public enum Gamma { case one }
        public struct Delta {
            public init() {}
            public func run() -> Int { 1 }
        }
        public typealias Epsilon = Int
        struct Hidden {}
        """

    /// Alpha in a declaration, Beta as a conformance, Delta through a member, Gamma as a
    /// dictionary's value type (a generic argument); Epsilon never.
    static let feature = """
        import Core

        struct Uses: Beta {
            let alpha: Alpha
            func count() -> Int { Delta().run() }
            func check(_ values: [Int: Gamma]) -> Bool { values.isEmpty }
        }
        """

    static func package() throws -> TemporaryPackage {
        try TemporaryPackage([
            "Package.swift": TemporaryPackage.manifest([("Core", []), ("Feature", ["Core"])]),
            "Sources/Core/Core.swift": core,
            "Sources/Feature/Uses.swift": feature,
        ])
    }

    @Test("it counts the public types the code names or calls into, against those the import shows")
    func counts() throws {
        let package = try Self.package()
        defer { package.remove() }
        let run = try ToolRun("interface-usage", ["--package-path", package.root.path, "--module", "Feature"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(
            run.output == """
                Feature uses 4 of the 5 public types its imports show:
                  Core  4 of 5: Alpha, Beta, Delta, Gamma

                """)
    }

    @Test("a demangled reference names its top-level type; a type made of others, its outer one")
    func topLevelTypes() {
        let cases: [(String, String?)] = [
            (
                "(extension in RouterInterface):RouterInterface.Routing.navigate(to: RouterInterface.Route) -> ()",
                "Routing"
            ),
            ("static RouterInterface.Route.identifier : Swift.String", "Route"),
            ("any RouterInterface.EntryRegistrar", "EntryRegistrar"),
            ("RouterInterface.AnyRoute?", "AnyRoute"),
            ("[RouterInterface.Route]", "Route"),
            ("Swift.Result<any RouterInterface.NavigationHandle, RouterInterface.RouterError>", "Result"),
            ("(RouterInterface.Route) -> ()", nil),
        ]
        for (demangled, type) in cases {
            #expect(ReferencedTypes.topLevelType(in: demangled)?.1 == type, "\(demangled)")
        }
        let usage = InterfaceUsage(
            module: "Profile",
            imported: [.init(module: "RouterInterface", shown: ["Route", "Routing", "Feature"], used: ["Routing"])])
        #expect(
            usage.report == "Profile uses 1 of the 3 public types its imports show:\n  RouterInterface  1 of 3: Routing"
        )
    }

    @Test(
        "bad input is one line and exit 2",
        arguments: [
            (["--module", "Nope"], "has no target named Nope (its targets: Core, Feature)"),
            (["--module", "Core", "--of", "Feature"], "Core does not depend on Feature"),
            ([String](), "--module is required"),
            (["--module", "Feature", "--frobnicate"], "unknown argument '--frobnicate'"),
        ])
    func badInput(arguments: [String], message: String) throws {
        let package = try Self.package()
        defer { package.remove() }
        let run = try ToolRun("interface-usage", ["--package-path", package.root.path] + arguments)
        #expect(run.status == 2)
        #expect(run.errors.contains(message) && run.errors.split(separator: "\n").count == 1, "\(run.errors)")
    }

    @Test("a target with no Swift file, and a file that does not type-check, are one line and exit 2")
    func unreadableModules() throws {
        let package = try TemporaryPackage([
            "Package.swift": TemporaryPackage.manifest([("Core", []), ("CLib", []), ("Feature", ["Core"])]),
            "Sources/Core/Core.swift": Self.core,
            "Sources/CLib/lib.c": "int answer(void) { return 42; }\n",
            "Sources/CLib/include/lib.h": "int answer(void);\n",
            "Sources/Feature/Uses.swift": "import Core\nlet broken: Alpha = 1\n",
        ])
        defer { package.remove() }
        for (module, message) in [
            ("CLib", "CLib is a regular target with no Swift file: interface-usage reads a library or an executable"),
            ("Feature", "the compiler cannot type-check Uses.swift:"),
        ] {
            let run = try ToolRun("interface-usage", ["--package-path", package.root.path, "--module", module])
            #expect(run.status == 2)
            #expect(run.errors.contains(message) && run.errors.split(separator: "\n").count == 1, "\(run.errors)")
        }
    }
}
