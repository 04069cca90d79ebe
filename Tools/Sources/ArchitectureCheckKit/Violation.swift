// One broken rule, as check-architecture prints it.
import ToolSupport

/// A rule of README.md's "The rules, enforced", broken by a target or the package.
struct Violation: CustomStringConvertible, Encodable {
    /// The rules, numbered as README.md lists them.
    enum Rule: Int, Encodable {
        /// Interfaces, `RouterInterface` and `UIToolkitInterface` depend only on what is below them.
        case interfacesStayDeclarations = 1
        /// Concrete modules import interfaces only (and Support/ shims); a shim imports only other shims.
        case concreteModulesImportInterfaces = 2
        /// Nothing outside App/ imports App/; only tests import test targets.
        case appAndTestsStayOnTop = 3
        /// Imports are explicit: no `@_exported`, nothing imported that Package.swift does not declare.
        case importsAreExplicit = 4
        /// The toolchain only, Swift 6 mode, the upcoming import features on.
        case toolchainAndSwift6 = 5
        /// Flows, the CLI and the benchmarks reach features through the root and interfaces.
        case appReachesFeaturesThroughInterfaces = 6
        /// A concrete module shows the world one entry.
        case oneEntryPerModule = 7
        /// Code under Modules/ is safe Swift, and its locks are ones ThreadSanitizer sees.
        case safeSwiftInModules = 8
        /// The engine and the features see the UI through the seam: no module under Modules/ but
        /// another toolkit's imports a UI toolkit.
        case uiThroughTheSeam = 9
        /// Test doubles stay out of the app: an `XTesting` target imports interfaces only, and
        /// only tests and examples import one.
        case doublesStayInTests = 10
        /// Every dependency a target declares in Package.swift is imported by one of its files: an
        /// unused one still rebuilds the target, and hides what it really uses.
        case dependenciesAreUsed = 11
        /// A feature's public type stores no struct or enum of another module of the package by value: its
        /// layout would change with no declaration of its own changing, which SwiftPM's native
        /// build does not always see (docs/stale-layout).
        case layoutsStayInTheirModule = 12
        /// A test or an example uses the concrete module it is about (`XTests`, `XExample`: `X`),
        /// the other features through their interfaces and doubles; a composition root's tests
        /// compose as the root does. Bazel's `visibility` states the same.
        case testsStayOnTheirSubject = 13
        /// A feature with a screen has an example: the concrete module `X` that declares a subclass
        /// of the seam's `Screen` has an executable `XExample` under Examples/.
        case screensHaveExamples = 14
        /// A feature's doubles live in its `XTesting`: no test or example declares a type conforming
        /// to a protocol of another feature's interface.
        case doublesLiveInTesting = 15
    }

    /// What broke the rule: a target and its folder, or the package.
    let subject: String
    let rule: Rule
    /// The file that breaks it, relative to the package (`Package.swift` for what the manifest
    /// declares), and the line where one is known.
    var file: String? = nil
    var line: Int? = nil
    let message: String

    /// `File.swift:12` or `Package.swift`, when the violation has a file.
    var location: String? { file.map { file in line.map { "\(file):\($0)" } ?? file } }

    var description: String {
        "✗ \(subject): \(location.map { $0 + " " } ?? "")\(message) [rule \(rule.rawValue)]"
    }

    /// The violation as a GitHub Actions annotation on the file and line it names.
    var annotation: String {
        FindingFormat.annotation(
            level: "error", file: file, line: line, title: "check-architecture: rule \(rule.rawValue)",
            message: "\(subject): \(message)")
    }

    private enum CodingKeys: String, CodingKey {
        case subject, rule, file, line, message
    }
}
