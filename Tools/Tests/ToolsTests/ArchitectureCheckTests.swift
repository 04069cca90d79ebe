import Foundation
import Testing
import ToolSupport

@testable import ArchitectureCheckKit

@Suite("ArchitectureCheck")
struct ArchitectureCheckTests {
    /// A feature pair, a second feature, their root, and one extra import per case.
    func check(profileImports extra: String) throws -> [String] {
        let fixture = try Fixture(
            targets: [
                ("RouterInterface", "Modules/Router/RouterInterface", "regular", []),
                ("ProfileInterface", "Modules/Profile/ProfileInterface", "regular", ["RouterInterface"]),
                ("Profile", "Modules/Profile/Profile", "regular", ["ProfileInterface", "RouterInterface", "Login"]),
                ("LoginInterface", "Modules/Login/LoginInterface", "regular", ["RouterInterface"]),
                ("Login", "Modules/Login/Login", "regular", ["LoginInterface", "RouterInterface"]),
                ("App", "App/App", "regular", ["Profile", "Login"]),
            ],
            sources: [
                "Modules/Router/RouterInterface/Route.swift": "public protocol AppEntry {}\n",
                "Modules/Profile/ProfileInterface/ProfileRoute.swift": "import RouterInterface\n",
                "Modules/Profile/Profile/ProfileEntry.swift":
                    "\(extra)import ProfileInterface\npublic import RouterInterface\npublic struct ProfileEntry: AppEntry {}\n",
                "Modules/Login/LoginInterface/LoginRoute.swift": "import RouterInterface\n",
                "Modules/Login/Login/LoginEntry.swift":
                    "import LoginInterface\npublic import RouterInterface\npublic struct LoginEntry: AppEntry {}\n",
                "App/App/App.swift": "import Login\nimport Profile\n",
            ])
        defer { fixture.remove() }
        let check = try ArchitectureCheck(package: fixture.dump, root: fixture.root, compositionRoots: ["App"])
        return try check.run().violations.map(\.description)
    }

    @Test("a concrete module depending on another is rule 2, named with the target and the manifest")
    func concreteDependency() throws {
        let violations = try check(profileImports: "")
        #expect(
            violations.contains {
                $0.contains("Profile (Modules/Profile/Profile): Package.swift depends on Login")
                    && $0.contains("[rule 2]")
            })
    }

    @Test("--format github annotates the file and line; --format json holds every field; both escape what they must")
    func formats() throws {
        let violation = Violation(
            subject: "Profile (Modules/Profile/Profile)", rule: .concreteModulesImportInterfaces,
            file: "Modules/Profile/Profile/ProfileEntry.swift", line: 1,
            message: "imports Login, a concrete module: 100%\nnext")
        #expect(
            violation.annotation
                == "::error file=Modules/Profile/Profile/ProfileEntry.swift,line=1,title=check-architecture%3A rule 2::"
                + "Profile (Modules/Profile/Profile): imports Login, a concrete module: 100%25%0Anext")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(FindingFormat.json(violation).utf8)) as? [String: Any])
        #expect(json["rule"] as? Int == 2 && json["line"] as? Int == 1 && json["file"] as? String != nil)
        #expect(
            FindingFormat.annotation(level: "error", file: nil, line: nil, title: "t", message: "m")
                == "::error title=t::m")
        #expect(throws: Tool.Failure.self) { try FindingFormat.parse("xml") }
    }

    @Test("importing it too names the file and the line")
    func concreteImport() throws {
        let violations = try check(profileImports: "import Login\n")
        #expect(violations.contains { $0.contains("ProfileEntry.swift:1 imports Login, a concrete module") })
    }

    @Test("an import in an inactive #if branch is no import: the compiler says what a file imports")
    func inactiveImport() throws {
        let inactive = try check(profileImports: "#if NEVER_DEFINED\nimport Login\n#endif\n")
        #expect(!inactive.contains { $0.contains("ProfileEntry.swift:2 imports Login") }, "\(inactive)")
        let active = try check(profileImports: "#if SWIFT_PACKAGE\nimport Login\n#endif\n")
        #expect(active.contains { $0.contains("ProfileEntry.swift:2 imports Login, a concrete module") }, "\(active)")
    }

    @Test("an import only a release build takes is checked too, and named so")
    func releaseOnlyImport() throws {
        let violations = try check(profileImports: "#if !DEBUG\nimport Login\n#endif\n")
        #expect(
            violations.contains {
                $0.contains("ProfileEntry.swift:2 imports Login, a concrete module")
                    && $0.contains("(in release builds)")
                    && $0.hasSuffix("[rule 2]")
            }, "\(violations)")
    }

    @Test(
        "rule 7 asks the compiler: a public type at any nesting, a public member of another module's type, and one only a release build declares"
    )
    func nestedPublicTypes() throws {
        let fixture = try Fixture(
            targets: Fixture.profilePair + [
                ("App", "App/App", "regular", ["Profile"])
            ],
            sources: [
                "Modules/Router/RouterInterface/Route.swift": "public protocol AppEntry {}\n",
                "Modules/Profile/ProfileInterface/ProfileRoute.swift": "import RouterInterface\n",
                "Modules/Profile/Profile/ProfileEntry.swift": """
                import ProfileInterface
                public import RouterInterface
                public struct ProfileEntry: AppEntry {
                    public init() {}
                }
                extension ProfileEntry {
                    public struct Options { public init() {} }
                }
                extension String {
                    public var shouted: String { uppercased() }
                }
                struct Hidden { public struct Inner {} }
                #if !DEBUG
                extension ProfileEntry { public enum Mode { case fast } }
                #endif
                """,
                "App/App/App.swift": "import Profile\n",
            ])
        defer { fixture.remove() }
        let outcome = try ArchitectureCheck(package: fixture.dump, root: fixture.root, compositionRoots: ["App"]).run()
        let file = "✗ Profile (Modules/Profile/Profile): Modules/Profile/Profile/ProfileEntry.swift"
        let rest = ": only the module's entry ProfileEntry is public; make it internal (tests use @testable import)"
        #expect(
            outcome.violations.map(\.description) == [
                "\(file):7 declares public structure ProfileEntry.Options\(rest) [rule 7]",
                "\(file):10 adds public String.shouted to another module's type\(rest) [rule 7]",
                "\(file):14 declares public enumeration ProfileEntry.Mode\(rest) (in release builds) [rule 7]",
            ], "Hidden.Inner is not public: Hidden is internal")
    }

    @Test(
        "a package not laid out as Horizon, a root that does not exist or is not under App/: bad input saying which",
        arguments: [
            (
                "Core",
                "Fixture has no target under App/ and no check-architecture.json: the rules are for packages laid out as Horizon is, or configured (docs/adopting.md)"
            ),
            ("Nowhere", "no target 'Nowhere' in Fixture: name the composition roots with --root, among App"),
            ("Core", "'Core' is not under App/: the composition roots are among App"),
        ])
    func missingRoot(root: String, reason: String) throws {
        let laidOut = !reason.contains("has no target under App/")
        let fixture = try Fixture(
            targets: [("Core", "Sources/Core", "regular", [])]
                + (laidOut ? [("App", "App/App", "regular", ["Core"])] : []),
            sources: [:])
        defer { fixture.remove() }
        #expect {
            _ = try ArchitectureCheck(package: fixture.dump, root: fixture.root, compositionRoots: [root])
        } throws: { error in
            "\(error)".hasPrefix(reason)
        }
    }

    /// The engine, its inspection, a face's interface and its inspection, each depending on the
    /// others as `dependencies` says, every dependency imported, and a root.
    func checkEngine(_ dependencies: [String: [String]]) throws -> [String] {
        let folders = [
            "RouterInterface": "Modules/Router/RouterInterface", "RouterInspection": "Modules/Router/RouterInspection",
            "Router": "Modules/Router/Router", "RouterLinksInterface": "Modules/RouterLinks/RouterLinksInterface",
            "RouterLinksInspection": "Modules/RouterLinks/RouterLinksInspection", "App": "App/App",
            "RouterValuesInterface": "Modules/RouterValues/RouterValuesInterface",
            "UIToolkitInterface": "Modules/UIToolkit/UIToolkitInterface",
            "HierarchyDriving": "Modules/UIToolkit/HierarchyDriving", "HeadlessUI": "Modules/UIToolkit/HeadlessUI",
            "ToolkitSupport": "Modules/UIToolkit/ToolkitSupport",
        ]
        let free: Set = [
            "RouterInterface", "RouterValuesInterface", "UIToolkitInterface", "HierarchyDriving", "HeadlessUI",
            "ToolkitSupport",
        ]
        let fixture = try Fixture(
            targets: folders.sorted { $0.key < $1.key }.map { name, folder in
                let core = free.contains(name) ? [] : ["RouterInterface"]
                return (name, folder, "regular", core + dependencies[name, default: []])
            },
            sources: Dictionary(
                uniqueKeysWithValues: folders.map { name, folder in
                    let imports = dependencies[name, default: []].map { "import \($0)\n" }.joined()
                    return ("\(folder)/\(name).swift", imports + "public struct \(name)Marker {}\n")
                }))
        defer { fixture.remove() }
        let check = try ArchitectureCheck(package: fixture.dump, root: fixture.root, compositionRoots: ["App"])
        return try check.run().violations.map(\.description)
    }

    @Test("the engine links no face: neither Router nor RouterInspection may use a face; a face's inspection may")
    func engineLinksNoFace() throws {
        let sound = try checkEngine([
            "RouterInspection": [], "Router": ["RouterInspection"],
            "RouterLinksInspection": ["RouterInspection", "RouterLinksInterface"],
            "RouterLinksInterface": ["RouterValuesInterface"],
        ])
        #expect(sound.isEmpty, "\(sound)")
        let inspected = try checkEngine(["RouterInspection": ["RouterLinksInterface"]])
        #expect(
            inspected.contains {
                $0.contains("RouterInspection (Modules/Router/RouterInspection)")
                    && $0.contains("imports RouterLinksInterface") && $0.contains("the engine links no face")
            }, "\(inspected)")
        for face in ["RouterLinksInterface", "RouterLinksInspection"] {
            let linked = try checkEngine(["Router": [face]])
            #expect(
                linked.contains {
                    $0.contains("Router (Modules/Router/Router)") && $0.contains("imports \(face), a face")
                        && $0.contains("[rule 2]")
                }, "\(linked)")
        }
    }

    @Test(
        "what drives a window is the toolkits' to implement and App/'s to use, what they share theirs alone: the engine importing either is rule 9"
    )
    func drivingStaysOutOfTheEngine() throws {
        let seam = ["HierarchyDriving": ["UIToolkitInterface"], "ToolkitSupport": ["UIToolkitInterface"]]
        let sound = try checkEngine(
            seam.merging([
                "HeadlessUI": ["UIToolkitInterface", "HierarchyDriving", "ToolkitSupport"], "App": ["HierarchyDriving"],
            ]) { $1 })
        #expect(sound.isEmpty, "\(sound)")
        for (module, reason) in [("HierarchyDriving", "what drives"), ("ToolkitSupport", "what toolkits share")] {
            let engine = try checkEngine(seam.merging(["Router": [module]]) { $1 })
            #expect(
                engine.contains {
                    $0.contains("Router (Modules/Router/Router)") && $0.contains("imports \(module), \(reason)")
                        && $0.contains("[rule 9]")
                }, "\(engine)")
        }
        let reaching = try checkEngine(["HierarchyDriving": ["UIToolkitInterface", "RouterInterface"]])
        #expect(
            reaching.contains {
                $0.contains("HierarchyDriving (Modules/UIToolkit/HierarchyDriving)")
                    && $0.contains("imports RouterInterface")
            }, "\(reaching)")
    }

    @Test("a dependency declared and never imported is rule 11; the foundation RouterInterface is exempt")
    func unusedDependency() throws {
        let violations = try check(profileImports: "")
        #expect(
            violations.contains {
                $0.contains(
                    "Profile (Modules/Profile/Profile): Package.swift declares Login, and no file imports it")
                    && $0.contains("[rule 11]")
            })
        #expect(!violations.contains { $0.contains("declares RouterInterface") }, "the foundations are exempt")
        let imported = try check(profileImports: "import Login\n")
        #expect(!imported.contains { $0.contains("[rule 11]") && $0.contains("Login") })
    }

    @Test(
        "importing Synchronization under Modules/ is rule 8, with its line; an import no build compiles is not"
    )
    func synchronizationImport() throws {
        let violations = try check(profileImports: "import Foundation\nimport Synchronization\n").filter {
            $0.contains("[rule 8]")
        }
        #expect(
            violations.map { $0.components(separatedBy: " imports")[0] } == [
                "✗ Profile (Modules/Profile/Profile): Modules/Profile/Profile/ProfileEntry.swift:2"
            ], "\(violations)")
        #expect(violations.allSatisfy { $0.contains("need iOS 18 and macOS 15") && $0.contains("Locking's Locked") })
        let inactive = try check(profileImports: "#if NEVER_SET\nimport Synchronization\n#endif\n")
        #expect(!inactive.contains { $0.contains("[rule 8]") }, "\(inactive)")
    }

    @Test(
        "a feature's public type storing another module's struct or enum is rule 12, asked of the compiler; references, phantom arguments, computed, static and internal ones are not; the foundations are counted"
    )
    func borrowedLayouts() throws {
        let fixture = try Fixture(
            targets: [
                ("UIToolkitInterface", "Modules/UIToolkit/UIToolkitInterface", "regular", []),
                ("RouterInterface", "Modules/Router/RouterInterface", "regular", []),
                (
                    "NavigationInterface", "Modules/Router/NavigationInterface", "regular",
                    ["RouterInterface", "UIToolkitInterface"]
                ),
                ("LoginInterface", "Modules/Login/LoginInterface", "regular", ["RouterInterface"]),
                (
                    "ProfileInterface", "Modules/Profile/ProfileInterface", "regular",
                    ["RouterInterface", "LoginInterface"]
                ),
                (
                    "Profile", "Modules/Profile/Profile", "regular",
                    ["ProfileInterface", "RouterInterface", "NavigationInterface"]
                ),
                ("App", "App/App", "regular", ["Profile"]),
            ],
            sources: [
                "Modules/UIToolkit/UIToolkitInterface/Size.swift": "public struct Size { public var width: Int }\n",
                "Modules/Router/RouterInterface/Route.swift": """
                public protocol AppEntry {}
                public struct Name<Kind> { public let raw: String }
                public struct Box<Value> { public var value: Value }
                public struct Point: Sendable { public var x: Int }
                public enum Shape { case circle(Int), square }
                public final class Handle {}

                """,
                "Modules/Router/NavigationInterface/Frame.swift": """
                public import RouterInterface
                public import UIToolkitInterface
                public struct Frame { public var size: Size; public var shape: Shape }

                """,
                "Modules/Login/LoginInterface/Account.swift": "public struct Account { public var id: Int }\n",
                "Modules/Profile/ProfileInterface/Card.swift": """
                public import LoginInterface
                public import RouterInterface
                public struct Card {
                    public var point: Point
                    private var shape: Shape? = nil
                    public var pair: (Int, Account)
                    public var name: Name<Account>
                    public var boxed: Box<Account>
                    public var points: [Point]
                    public var handle: Handle
                    public var make: () -> Point
                    public var module: any AppEntry
                    public var computed: Point { point }
                    public static let origin: Point? = nil
                    public var own: Local
                }
                public struct Local { public var x: Int }
                public enum Outcome { case shown(Account, Account), none; indirect case nested(Point) }
                struct Hidden { var point: Point }

                """,
                "Modules/Profile/Profile/ProfileEntry.swift": """
                import ProfileInterface
                public import RouterInterface
                public struct ProfileEntry: AppEntry { var origin: Point }

                """,
                "App/App/App.swift": "import Profile\n",
            ])
        defer { fixture.remove() }
        let outcome = try ArchitectureCheck(package: fixture.dump, root: fixture.root, compositionRoots: ["App"]).run()
        #expect(outcome.layoutsChecked, "\(outcome.violations)")
        let layouts = outcome.violations.filter { $0.rule == .layoutsStayInTheirModule }.map(\.description)
        let stored = layouts.map { $0.components(separatedBy: " by value")[0] }
        #expect(
            stored == [
                "✗ ProfileInterface (Modules/Profile/ProfileInterface): Modules/Profile/ProfileInterface/Card.swift:4 Card.point stores RouterInterface.Point",
                "✗ ProfileInterface (Modules/Profile/ProfileInterface): Modules/Profile/ProfileInterface/Card.swift:3 Card.shape stores RouterInterface.Shape",
                "✗ ProfileInterface (Modules/Profile/ProfileInterface): Modules/Profile/ProfileInterface/Card.swift:6 Card.pair stores LoginInterface.Account",
                "✗ ProfileInterface (Modules/Profile/ProfileInterface): Modules/Profile/ProfileInterface/Card.swift:7 Card.name stores RouterInterface.Name",
                "✗ ProfileInterface (Modules/Profile/ProfileInterface): Modules/Profile/ProfileInterface/Card.swift:8 Card.boxed stores RouterInterface.Box",
                "✗ ProfileInterface (Modules/Profile/ProfileInterface): Modules/Profile/ProfileInterface/Card.swift:8 Card.boxed stores LoginInterface.Account",
                "✗ ProfileInterface (Modules/Profile/ProfileInterface): Modules/Profile/ProfileInterface/Card.swift:18 Outcome.shown stores LoginInterface.Account",
                "✗ Profile (Modules/Profile/Profile): Modules/Profile/Profile/ProfileEntry.swift:3 ProfileEntry.origin stores RouterInterface.Point",
            ], "\(layouts)")
        #expect(layouts.allSatisfy { $0.hasSuffix("[rule 12]") && $0.contains("docs/stale-layout") })
        #expect(
            outcome.borrowedElsewhere == ["NavigationInterface": 2],
            "Frame.size and Frame.shape: the foundations' own, counted")
    }

    @Test("rule 12 waits for the other rules; declarations that do not compile are bad input naming the file")
    func layoutsNeedACompilingGraph() throws {
        func outcome(interface: String, concrete: String) throws -> ArchitectureCheck.Outcome {
            let fixture = try Fixture(
                targets: Fixture.profilePair + [
                    ("App", "App/App", "regular", ["Profile"])
                ],
                sources: [
                    "Modules/Router/RouterInterface/Route.swift": "public protocol AppEntry {}\n",
                    "Modules/Profile/ProfileInterface/Card.swift": interface,
                    "Modules/Profile/Profile/ProfileEntry.swift": concrete,
                    "App/App/App.swift": "import Profile\n",
                ])
            defer { fixture.remove() }
            return try ArchitectureCheck(package: fixture.dump, root: fixture.root, compositionRoots: ["App"]).run()
        }
        let entry =
            "import ProfileInterface\npublic import RouterInterface\npublic struct ProfileEntry: AppEntry {}\n"
        let unused = try outcome(
            interface: "public struct Card {}\n", concrete: String(entry.drop { $0 != "\n" }.dropFirst()))
        #expect(!unused.layoutsChecked && unused.violations.map(\.rule) == [.dependenciesAreUsed], "\(unused)")
        #expect(try outcome(interface: "public struct Card {}\n", concrete: entry).layoutsChecked)
        #expect {
            _ = try outcome(interface: "public struct Card { var x: Missing }\n", concrete: entry)
        } throws: { error in
            "\(error)".contains("the compiler cannot emit the module ProfileInterface: ")
                && "\(error)".contains("/Modules/Profile/ProfileInterface/Card.swift:1:")
                && "\(error)".contains("error: cannot find type 'Missing' in scope")
        }
    }

    @Test(
        "rule 13: a test or an example uses the concrete module it is about; rules 3 and 10 hold for roots too"
    )
    func testsAndExamplesStayOnTheirSubject() throws {
        let fixture = try Fixture(
            targets: Fixture.profilePair + [
                ("ProfileTesting", "Modules/Profile/ProfileTesting", "regular", ["ProfileInterface"]),
                ("LoginInterface", "Modules/Login/LoginInterface", "regular", ["RouterInterface"]),
                ("Login", "Modules/Login/Login", "regular", ["LoginInterface", "RouterInterface"]),
                ("App", "App/App", "regular", ["Profile", "Login", "ProfileTesting"]),
                ("app", "App/app", "executable", ["App"]),
                ("ProfileExample", "Examples/ProfileExample", "executable", ["Profile", "Login"]),
                ("ProfileTests", "Tests/ProfileTests", "test", ["Profile", "Login"]),
                ("LoginTests", "Tests/LoginTests", "test", ["Login", "ProfileTesting"]),
                ("AppTests", "Tests/AppTests", "test", ["App", "Profile"]),
            ],
            sources: [:])
        defer { fixture.remove() }
        let check = try ArchitectureCheck(package: fixture.dump, root: fixture.root, compositionRoots: ["App"])
        let violations = try check.run().violations.filter { [3, 10, 13].contains($0.rule.rawValue) }
        #expect(
            violations.map(\.description).sorted() == [
                "✗ App (App/App): Package.swift depends on ProfileTesting: imports ProfileTesting, test doubles: "
                    + "only tests and examples import an XTesting target [rule 10]",
                "✗ ProfileExample (Examples/ProfileExample): Package.swift depends on Login: imports Login, a "
                    + "concrete module this example is not about: use LoginInterface and a stub of its own [rule 13]",
                "✗ ProfileTests (Tests/ProfileTests): Package.swift depends on Login: imports Login, a concrete "
                    + "module this test is not about: use LoginInterface and a stub of its own [rule 13]",
            ], "LoginTests on Login and a double, AppTests (a root's test) on Profile: allowed")
    }

    @Test(
        "rule 14: a concrete module that declares a screen (through the seam's classes or its own) has an example; one with none needs none"
    )
    func screensHaveExamples() throws {
        let fixture = try Fixture(
            targets: [
                ("UIToolkitInterface", "Modules/UIToolkit/UIToolkitInterface", "regular", []),
                ("RouterInterface", "Modules/Router/RouterInterface", "regular", []),
                ("ProfileInterface", "Modules/Profile/ProfileInterface", "regular", ["RouterInterface"]),
                (
                    "Profile", "Modules/Profile/Profile", "regular",
                    ["ProfileInterface", "RouterInterface", "UIToolkitInterface"]
                ),
                ("HomeInterface", "Modules/Home/HomeInterface", "regular", ["RouterInterface"]),
                ("Home", "Modules/Home/Home", "regular", ["HomeInterface", "RouterInterface", "UIToolkitInterface"]),
                ("ClockInterface", "Modules/Clock/ClockInterface", "regular", ["RouterInterface"]),
                (
                    "Clock", "Modules/Clock/Clock", "regular",
                    ["ClockInterface", "RouterInterface", "UIToolkitInterface"]
                ),
                ("App", "App/App", "regular", ["Profile", "Home", "Clock"]),
                ("HomeExample", "Examples/HomeExample", "executable", ["Home"]),
            ],
            sources: [
                "Modules/UIToolkit/UIToolkitInterface/Screen.swift":
                    "open class Screen { public init() {} }\nopen class StackContainer: Screen {}\n",
                "Modules/Router/RouterInterface/Route.swift": "public protocol AppEntry {}\n",
                "Modules/Profile/ProfileInterface/Route.swift": "import RouterInterface\n",
                "Modules/Profile/Profile/ProfileEntry.swift": """
                import ProfileInterface
                public import RouterInterface
                import UIToolkitInterface
                public struct ProfileEntry: AppEntry {}
                class Base: StackContainer {}
                private final class Card: Base {}
                """,
                "Modules/Home/HomeInterface/Route.swift": "import RouterInterface\n",
                "Modules/Home/Home/HomeEntry.swift": """
                import HomeInterface
                public import RouterInterface
                import UIToolkitInterface
                public struct HomeEntry: AppEntry {}
                final class HomeScreen: Screen {}
                """,
                "Modules/Clock/ClockInterface/Route.swift": "import RouterInterface\n",
                "Modules/Clock/Clock/ClockEntry.swift": """
                import ClockInterface
                public import RouterInterface
                import UIToolkitInterface
                public struct ClockEntry: AppEntry {}
                final class Ticker {}
                """,
                "App/App/App.swift": "import Clock\nimport Home\nimport Profile\n",
                "Examples/HomeExample/main.swift": "import Home\n",
            ])
        defer { fixture.remove() }
        let check = try ArchitectureCheck(package: fixture.dump, root: fixture.root, compositionRoots: ["App"])
        let outcome = try check.run()
        #expect(!outcome.doublesChecked, "rule 15 waits for rule 14: it compiles the tests")
        let violations = outcome.violations.filter { $0.rule == .screensHaveExamples }
        #expect(
            violations.map(\.description) == [
                "✗ Profile (Modules/Profile/Profile): Modules/Profile/Profile/ProfileEntry.swift:5 declares the "
                    + "screen Base and the feature has no example: add Examples/ProfileExample "
                    + "(example(\"Profile\") in Package.swift), the feature alone with the engine and doubles [rule 14]"
            ], "Home has its example; Clock declares no screen")
    }

    @Test(
        "rule 15: a test or an example declaring a type that conforms to another feature's protocol is a double outside its XTesting; the feature's own tests may"
    )
    func doublesLiveInTesting() throws {
        let fixture = try Fixture(
            targets: [
                ("RouterInterface", "Modules/Router/RouterInterface", "regular", []),
                ("LoginInterface", "Modules/Login/LoginInterface", "regular", ["RouterInterface"]),
                ("Login", "Modules/Login/Login", "regular", ["LoginInterface", "RouterInterface"]),
                ("LoginTesting", "Modules/Login/LoginTesting", "regular", ["LoginInterface"]),
                ("ProfileInterface", "Modules/Profile/ProfileInterface", "regular", ["RouterInterface"]),
                ("Profile", "Modules/Profile/Profile", "regular", ["ProfileInterface", "RouterInterface"]),
                ("App", "App/App", "regular", ["Login", "Profile"]),
                ("ProfileExample", "Examples/ProfileExample", "executable", ["Profile", "LoginInterface"]),
                ("ProfileTests", "Tests/ProfileTests", "test", ["Profile", "LoginInterface", "LoginTesting"]),
                ("LoginTests", "Tests/LoginTests", "test", ["Login", "LoginInterface"]),
            ],
            sources: [
                "Modules/Router/RouterInterface/Entry.swift": "public protocol AppEntry {}\n",
                "Modules/Login/LoginInterface/Authenticating.swift": """
                import RouterInterface
                public protocol Authenticating { func signIn() -> Bool }
                """,
                "Modules/Login/Login/LoginEntry.swift": """
                import LoginInterface
                public import RouterInterface
                public struct LoginEntry: AppEntry {}
                """,
                "Modules/Login/LoginTesting/StubAuthenticator.swift": """
                public import LoginInterface
                public struct StubAuthenticator: Authenticating {
                    public init() {}
                    public func signIn() -> Bool { true }
                }
                """,
                "Modules/Profile/ProfileInterface/Route.swift": "import RouterInterface\n",
                "Modules/Profile/Profile/ProfileEntry.swift": """
                import ProfileInterface
                public import RouterInterface
                public struct ProfileEntry: AppEntry {}
                """,
                "App/App/App.swift": "import Login\nimport Profile\n",
                "Examples/ProfileExample/main.swift": """
                import LoginInterface
                import Profile
                struct ExampleAuthenticator: Authenticating { func signIn() -> Bool { true } }
                print(ExampleAuthenticator().signIn())
                """,
                "Tests/ProfileTests/ProfileTests.swift": """
                import LoginInterface
                import LoginTesting
                @testable import Profile
                final class FakeAuthenticator: Authenticating { func signIn() -> Bool { false } }
                func stub() -> any Authenticating { StubAuthenticator() }
                """,
                "Tests/LoginTests/LoginTests.swift": """
                @testable import Login
                import LoginInterface
                struct OwnFake: Authenticating { func signIn() -> Bool { true } }
                """,
            ])
        defer { fixture.remove() }
        let check = try ArchitectureCheck(package: fixture.dump, root: fixture.root, compositionRoots: ["App"])
        let outcome = try check.run()
        #expect(
            outcome.violations.map(\.description).sorted() == [
                "✗ ProfileExample (Examples/ProfileExample): Examples/ProfileExample/main.swift:3 declares "
                    + "ExampleAuthenticator, which conforms to "
                    + "LoginInterface.Authenticating: a double of another feature's protocol belongs in LoginTesting, "
                    + "for every test and example that needs one [rule 15]",
                "✗ ProfileTests (Tests/ProfileTests): Tests/ProfileTests/ProfileTests.swift:4 declares "
                    + "FakeAuthenticator, which conforms to "
                    + "LoginInterface.Authenticating: a double of another feature's protocol belongs in LoginTesting, "
                    + "for every test and example that needs one [rule 15]",
            ], "LoginTests' own fake and the double from LoginTesting are allowed")
    }
}
