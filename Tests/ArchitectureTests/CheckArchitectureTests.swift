import Foundation
import TestSupport
import Testing

/// `Scripts/check-architecture` on the repository, and on temporary copies with a violation injected.
@Suite("check-architecture", .serialized, .slow)
struct CheckArchitectureTests {
    let root = ProcessRunner.repositoryRoot()

    @Test("the repository obeys every rule")
    func repositoryIsClean() throws {
        let outcome = try ProcessRunner.run(["bash", "Scripts/check-architecture"], in: root)
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.contains("every rule holds"))
    }

    @Test("each kind of violation fails with a message naming the target and the import", arguments: Violation.all)
    func violation(_ violation: Violation) throws {
        let copy = try temporaryCopy()
        defer { try? FileManager.default.removeItem(at: copy) }
        let file = copy.appendingPathComponent(violation.file)
        let text = try String(contentsOf: file, encoding: .utf8)
        let edited = violation.edit(text)
        try #require(edited != text, "the edit found nothing to change in \(violation.file)")
        try edited.write(to: file, atomically: true, encoding: .utf8)
        let outcome = try ProcessRunner.run(["bash", "Scripts/check-architecture"], in: copy)
        #expect(outcome.status == 1, "\(outcome.output)")
        for expected in violation.expected {
            #expect(outcome.output.contains(expected), "\(outcome.output)")
        }
    }

    @Test("bad input is exit 2 with a reason")
    func badInput() throws {
        let missing = try ProcessRunner.run(
            ["bash", "Scripts/check-architecture", "--package-path", "/nonexistent"], in: root)
        #expect(
            missing.status == 2 && missing.output.contains("'/nonexistent' is not a directory"), "\(missing.output)")
        let empty = try ProcessRunner.run(["bash", "Scripts/check-architecture", "--package-path", "/"], in: root)
        #expect(empty.status == 2 && empty.output.contains("no Package.swift"), "\(empty.output)")
    }

    /// The package's sources (no build products) in a new temporary folder.
    private func temporaryCopy() throws -> URL {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-arch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        for item in ["Package.swift", "Modules", "App", "Tests", "Scripts", "Examples", "Support"] {
            try FileManager.default.copyItem(
                at: root.appendingPathComponent(item), to: copy.appendingPathComponent(item))
        }
        return copy
    }
}

/// One injected violation: which file to edit, how, and what the report must say.
struct Violation: Sendable, CustomTestStringConvertible {
    let name: String
    let file: String
    let edit: @Sendable (String) -> String
    let expected: [String]

    var testDescription: String { name }

    static let all: [Violation] = [
        Violation(
            name: "a concrete module imports another concrete module",
            file: "Modules/Profile/Profile/ProfileScreen.swift",
            edit: { "import HTTPClient\n" + $0 },
            expected: [
                "Profile (Modules/Profile/Profile)", "ProfileScreen.swift:1 imports HTTPClient, a concrete module",
                "[rule 2]",
            ]),
        Violation(
            name: "an interface imports a concrete module",
            file: "Modules/Home/HomeInterface/HomeRoute.swift",
            edit: { "import ShowPage\n" + $0 },
            expected: ["HomeInterface (Modules/Home/HomeInterface)", "imports ShowPage, a concrete module", "[rule 1]"]),
        Violation(
            name: "a feature imports a face's implementation",
            file: "Modules/Settings/Settings/SettingsEntry.swift",
            edit: { "import RouterServices\n" + $0 },
            expected: [
                "Settings (Modules/Settings/Settings)",
                "SettingsEntry.swift:1 imports RouterServices, a face's implementation: import RouterServicesInterface",
                "[rule 2]",
            ]),
        Violation(
            name: "a face's interface imports the engine",
            file: "Modules/RouterServices/RouterServicesInterface/ServiceError.swift",
            edit: { "import Router\n" + $0 },
            expected: [
                "RouterServicesInterface (Modules/RouterServices/RouterServicesInterface)",
                "imports Router: a face's interface may import RouterInterface, InjectionInterface, UIToolkitInterface and",
                "[rule 1]",
            ]),
        Violation(
            name: "the core imports a UI toolkit",
            file: "Modules/Router/Router/RouterEngine+Presentation.swift",
            edit: { "import HeadlessUI\n" + $0 },
            expected: [
                "Router (Modules/Router/Router)", "RouterEngine+Presentation.swift:1 imports HeadlessUI, a UI toolkit",
                "see the UI through UIToolkitInterface only", "[rule 9]",
            ]),
        Violation(
            name: "a feature imports what tools see of the screen model",
            file: "Modules/Profile/Profile/ProfileScreen.swift",
            edit: { "import HierarchyInspection\n" + $0 },
            expected: [
                "Profile (Modules/Profile/Profile)", "ProfileScreen.swift:1 imports HierarchyInspection",
                "a feature changes the hierarchy through UIToolkitInterface", "[rule 9]",
            ]),
        Violation(
            name: "a feature imports the router's inspection",
            file: "Modules/Settings/Settings/SettingsScreen.swift",
            edit: { "import RouterInspection\n" + $0 },
            expected: [
                "Settings (Modules/Settings/Settings)", "SettingsScreen.swift:1 imports RouterInspection",
                "a feature navigates through RouterInterface", "[rule 9]",
            ]),
        Violation(
            name: "a feature imports the dependency container's implementation",
            file: "Modules/Profile/Profile/ProfileFeature.swift",
            edit: { "import Injection\n" + $0 },
            expected: [
                "Profile (Modules/Profile/Profile)", "ProfileFeature.swift:1 imports Injection",
                "the dependency container's implementation: import InjectionInterface", "[rule 2]",
            ]),
        Violation(
            name: "a feature depends on a UI toolkit in the manifest",
            file: "Package.swift",
            edit: {
                $0.replacingOccurrences(
                    of: #"+ interfaces + foundations + faceInterfaces(faces) + implementationSupport)"#,
                    with:
                        #"+ interfaces + foundations + ["DeclarativeUI"] + faceInterfaces(faces) + implementationSupport)"#
                )
            },
            expected: ["Profile (Modules/Profile/Profile): Package.swift:", "depends on DeclarativeUI:", "[rule 9]"]),
        Violation(
            name: "a concrete module imports test doubles",
            file: "Modules/Profile/Profile/ProfileScreen.swift",
            edit: { "import HTTPClientTesting\n" + $0 },
            expected: [
                "Profile (Modules/Profile/Profile)", "ProfileScreen.swift:1 imports HTTPClientTesting, test doubles",
                "only tests and examples import an XTesting target", "[rule 10]",
            ]),
        Violation(
            name: "test doubles import a concrete module",
            file: "Modules/Login/LoginTesting/StubAuthenticator.swift",
            edit: { "import Login\n" + $0 },
            expected: [
                "LoginTesting (Modules/Login/LoginTesting)", "StubAuthenticator.swift:1 imports Login",
                "an XTesting target holds doubles on interfaces, so it imports interfaces only", "[rule 10]",
            ]),
        Violation(
            name: "an example imports the app",
            file: "Examples/ProfileExample/Example.swift",
            edit: { "import HorizonApp\n" + $0 },
            expected: [
                "ProfileExample (Examples/ProfileExample)", "imports HorizonApp from App/",
                "an example composes its feature alone, without the app", "[rule 3]",
            ]),
        Violation(
            name: "a feature imports the concrete Router",
            file: "Modules/Home/Home/HomeScreen.swift",
            edit: { "import Router\n" + $0 },
            expected: ["Home (Modules/Home/Home)", "imports Router, the concrete engine"]),
        Violation(
            name: "a module imports a target of App/",
            file: "Modules/Settings/Settings/SettingsScreen.swift",
            edit: { "import HorizonFlows\n" + $0 },
            expected: [
                "Settings (Modules/Settings/Settings)", "SettingsScreen.swift:1 imports HorizonFlows from App/",
                "[rule 3]",
            ]),
        Violation(
            name: "a file imports an interface its target does not declare",
            file: "Modules/Profile/Profile/ProfileScreen.swift",
            edit: { "import OrderInterface\n" + $0 },
            expected: [
                "ProfileScreen.swift:1 imports OrderInterface without declaring it in Package.swift", "[rule 4]",
            ]),
        Violation(
            name: "an @_exported import",
            file: "Modules/Settings/SettingsInterface/SettingsRoute.swift",
            edit: { $0 + "\n@_exported import UIToolkitInterface\n" },
            expected: ["SettingsInterface", "@_exported import", "[rule 4]"]),
        Violation(
            name: "a feature interface's public struct stores another module's struct",
            file: "Modules/Profile/ProfileInterface/ProfileRoute.swift",
            edit: {
                $0
                    + "\n/// A card that links to a route.\npublic struct ProfileCard {\n    public var route: AnyRoute\n}\n"
            },
            expected: [
                "ProfileInterface (Modules/Profile/ProfileInterface): Modules/Profile/ProfileInterface/ProfileRoute.swift:",
                "ProfileCard.route stores RouterInterface.AnyRoute by value",
                "[rule 12]",
            ]),
        Violation(
            name: "a feature with a screen and no example",
            file: "Package.swift",
            edit: { $0.replacingOccurrences(of: "example(\"Alert\", faces: [\"Modules\"])\n", with: "") },
            expected: [
                "Alert (Modules/Alert/Alert): Modules/Alert/Alert/",
                "and the feature has no example: add Examples/AlertExample",
                "[rule 14]",
            ]),
        Violation(
            name: "a test declares a double of another feature's protocol",
            file: "Tests/ProfileTests/ProfileScreenTests.swift",
            edit: {
                $0
                    + "\nfinal class SilentClient: HTTPClientProtocol {\n"
                    + "    func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {\n"
                    + "        throw .status(code: 500, path: request.path)\n    }\n}\n"
            },
            expected: [
                "ProfileTests (Tests/ProfileTests): Tests/ProfileTests/ProfileScreenTests.swift:",
                "declares SilentClient, which conforms to "
                    + "HTTPClientInterface.HTTPClientProtocol: a double of another feature's protocol belongs in "
                    + "HTTPClientTesting",
                "[rule 15]",
            ]),
        Violation(
            name: "a feature's test uses another feature's concrete module",
            file: "Package.swift",
            edit: {
                $0.replacingOccurrences(
                    of: #"[driving, "FeatureFlagsInterface", "FeatureFlagsTesting"])"#,
                    with: #"[driving, "FeatureFlags", "FeatureFlagsInterface", "FeatureFlagsTesting"])"#)
            },
            expected: [
                "AudioPlayerTests (Tests/AudioPlayerTests): Package.swift depends on FeatureFlags:",
                "a concrete module this test is not about: use FeatureFlagsInterface and its double", "[rule 13]",
            ]),
        Violation(
            name: "a dependency declared and never imported",
            file: "Package.swift",
            edit: {
                $0.replacingOccurrences(
                    of: #"feature("Alert", faces: ["Modules"], tests: screenTests + [driving])"#,
                    with: #"feature("Alert", uses: ["Order"], faces: ["Modules"], tests: screenTests + [driving])"#)
            },
            expected: [
                "Alert (Modules/Alert/Alert): Package.swift:", "declares OrderInterface, and no file imports it",
                "remove it from the target's dependencies", "[rule 11]",
            ]),
        Violation(
            name: "a manifest dependency on a concrete module",
            file: "Package.swift",
            edit: {
                $0.replacingOccurrences(
                    of: "let package = Package(",
                    with: #"targets.first { $0.name == "Home" }?.dependencies.append("Profile")"#
                        + "\nlet package = Package(")
            },
            expected: ["Home (Modules/Home/Home): Package.swift:", "depends on Profile:"]),
        Violation(
            name: "the package depends on an external package",
            file: "Package.swift",
            edit: {
                $0.replacingOccurrences(
                    of: "    targets: targets,",
                    with: "    dependencies: [.package(path: \"../elsewhere\")],\n    targets: targets,")
            },
            expected: [
                "Horizon (Package.swift): Package.swift:", "depends on 1 external package(s): use the toolchain only",
                "[rule 5]",
            ]),
        Violation(
            name: "a target builds in Swift 5 mode",
            file: "Package.swift",
            edit: {
                $0.replacingOccurrences(
                    of: "let package = Package(",
                    with: "targets[0].swiftSettings?.append(.swiftLanguageMode(.v5))\nlet package = Package(")
            },
            expected: [
                "UIToolkitInterface (Modules/UIToolkit/UIToolkitInterface): Package.swift:",
                "sets Swift language mode 5",
                "[rule 5]",
            ]),
        Violation(
            name: "a flow imports a concrete module",
            file: "App/HorizonFlows/RouterServiceFlows.swift",
            edit: { "import Profile\n" + $0 },
            expected: [
                "HorizonFlows (App/HorizonFlows)", "RouterServiceFlows.swift:1 imports Profile, a concrete module",
                "only the composition root HorizonApp imports concrete modules", "[rule 6]",
            ]),
        Violation(
            name: "the CLI depends on a concrete module in the manifest",
            file: "Package.swift",
            edit: {
                $0.replacingOccurrences(
                    of: "let package = Package(",
                    with: #"targets.first { $0.name == "HorizonCLI" }?.dependencies.append("Login")"#
                        + "\nlet package = Package(")
            },
            expected: ["HorizonCLI (App/HorizonCLI): Package.swift:", "depends on Login:", "[rule 6]"]),
        Violation(
            name: "a flow imports the composition root",
            file: "App/HorizonFlows/FlowRunner.swift",
            edit: { "import HorizonApp\n" + $0 },
            expected: [
                "HorizonFlows (App/HorizonFlows)", "FlowRunner.swift:1 imports HorizonApp, a composition root",
                "only an executable imports one", "[rule 3]",
            ]),
        Violation(
            name: "the CLI depends on a face's implementation in the manifest",
            file: "Package.swift",
            edit: {
                $0.replacingOccurrences(
                    of: "let package = Package(",
                    with: #"targets.first { $0.name == "HorizonCLI" }?.dependencies.append("RouterLinks")"#
                        + "\nlet package = Package(")
            },
            expected: [
                "HorizonCLI (App/HorizonCLI): Package.swift:", "depends on RouterLinks:",
                "the engine's implementation: only a composition root imports it", "[rule 6]",
            ]),
        Violation(
            name: "a concrete module makes a second type public",
            file: "Modules/Profile/Profile/ProfileScreen.swift",
            edit: {
                $0.replacingOccurrences(of: "final class ProfileScreen", with: "public final class ProfileScreen")
            },
            expected: [
                "Profile (Modules/Profile/Profile)", "ProfileScreen.swift:12 declares public class ProfileScreen",
                "only the module's entry ProfileEntry is public", "[rule 7]",
            ]),
        Violation(
            name: "a concrete module's entry holds a public type",
            file: "Modules/ShowPage/ShowPage/ShowPageEntry.swift",
            edit: { $0 + "\nextension ShowPageEntry {\n    public struct Options { public init() {} }\n}\n" },
            expected: [
                "ShowPage (Modules/ShowPage/ShowPage): Modules/ShowPage/ShowPage/ShowPageEntry.swift:",
                "declares public structure ShowPageEntry.Options", "[rule 7]",
            ]),
        Violation(
            name: "a concrete module imports another in release builds only",
            file: "Modules/Order/Order/CartScreen.swift",
            edit: { "#if !DEBUG\nimport Login\n#endif\n" + $0 },
            expected: [
                "Order (Modules/Order/Order)", "CartScreen.swift:2 imports Login, a concrete module",
                "(in release builds)", "[rule 2]",
            ]),
        Violation(
            name: "a concrete module without its entry",
            file: "Modules/Alert/Alert/AlertEntry.swift",
            edit: { $0.replacingOccurrences(of: "public struct AlertEntry", with: "struct AlertEntry") },
            expected: [
                "Alert (Modules/Alert/Alert): Modules/Alert/Alert has no public entry: declare "
                    + "`public struct AlertEntry: AppEntry`",
                "[rule 7]",
            ]),
        Violation(
            name: "the container uses Unmanaged",
            file: "Modules/Injection/Injection/RegistrationTable.swift",
            edit: {
                $0
                    + "\nfunc handOver(_ entry: RegistrationEntry) -> Unmanaged<RegistrationEntry> { .passRetained(entry) }\n"
            },
            expected: [
                "Injection (Modules/Injection/Injection)", "RegistrationTable.swift",
                "uses Unmanaged: code in Modules/ is safe Swift",
                "[rule 8]",
            ]),
        Violation(
            name: "the GTK interop file uses a pointer without saying why",
            file: "Modules/UIToolkit/GtkUI/GtkNative.swift",
            edit: { $0 + "\nlet unexplained = OpaquePointer(bitPattern: 1)\n" },
            expected: [
                "GtkUI (Modules/UIToolkit/GtkUI)", "GtkNative.swift", "uses OpaquePointer without saying why",
                "[rule 8]",
            ]),
        Violation(
            name: "a toolkit's pointers leave the interop file",
            file: "Modules/UIToolkit/GtkUI/WidgetPlan.swift",
            edit: {
                $0
                    + "\n// Unsafe: explained, but not in the one file allowed.\nlet elsewhere = OpaquePointer(bitPattern: 1)\n"
            },
            expected: ["GtkUI (Modules/UIToolkit/GtkUI)", "WidgetPlan.swift", "uses OpaquePointer", "[rule 8]"]),
        Violation(
            name: "a feature imports GTK's C library",
            file: "Modules/Profile/Profile/ProfileScreen.swift",
            edit: { "#if GTK\nimport CGtk\n#endif\n" + $0 },
            expected: ["Profile (Modules/Profile/Profile)", "imports CGtk, a C library", "[rule"]),
        Violation(
            name: "a module declares @unchecked Sendable",
            file: "Modules/Login/Login/AccountStore.swift",
            edit: { $0 + "\nfinal class LooseBox: @unchecked Sendable { var value = 0 }\n" },
            expected: ["Login (Modules/Login/Login)", "AccountStore.swift", "uses @unchecked Sendable", "[rule 8]"]),
        Violation(
            name: "a module imports Synchronization, whose Mutex needs iOS 18 and ThreadSanitizer cannot see",
            file: "Modules/HTTPClient/HTTPClient/FixtureHTTPClient.swift",
            edit: { "import Synchronization\n" + $0 },
            expected: [
                "HTTPClient (Modules/HTTPClient/HTTPClient)", "FixtureHTTPClient.swift:1 imports Synchronization",
                "lock with Locking's Locked", "[rule 8]",
            ]),
    ]
}
