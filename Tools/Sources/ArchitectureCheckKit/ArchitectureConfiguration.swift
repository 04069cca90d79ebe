// How check-architecture reads a package not laid out as Horizon: check-architecture.json.
import Foundation
import ToolSupport

/// The rules for a package that keeps its own navigation and dependency injection, read from
/// `check-architecture.json` at its root: which targets compose, how an interface and a double
/// are named, what every module may import, the external packages allowed and the rules that
/// apply. Horizon needs none: without the file, its own layout is assumed (`App/`, `Modules/`).
///
/// ```json
/// {
///   "composition roots": ["AppRoot"],
///   "interface suffix": "Interface",
///   "testing suffix": "Testing",
///   "shared": ["DesignSystem"],
///   "external packages": ["swift-collections"],
///   "rules": [1, 2, 3, 4, 5, 6, 10, 11, 13]
/// }
/// ```
struct ArchitectureConfiguration: Decodable {
    /// The file's name, at the package's root.
    static let fileName = "check-architecture.json"

    /// The rules a configured package can apply: those about interface targets, roots, imports,
    /// dependencies, doubles and tests. The others are about Horizon's engine (one `AppEntry` per
    /// module, the UI seam, screens with examples) or its folders (`Modules/`).
    static let applicable: [Violation.Rule] = [
        .interfacesStayDeclarations, .concreteModulesImportInterfaces, .appAndTestsStayOnTop, .importsAreExplicit,
        .toolchainAndSwift6, .appReachesFeaturesThroughInterfaces, .doublesStayInTests, .dependenciesAreUsed,
        .testsStayOnTheirSubject,
    ]

    /// The targets that import concrete modules: the app's composition root first.
    let compositionRoots: [String]
    /// What ends an interface target's name (`ProfileInterface`).
    let interfaceSuffix: String
    /// What ends a target of test doubles (`ProfileTesting`).
    let testingSuffix: String
    /// Modules every target may import, which import only each other (a design system, utilities).
    let shared: Set<String>
    /// The identities of the external packages the package may depend on (rule 5).
    let externalPackages: Set<String>
    /// The rules that apply.
    let rules: Set<Violation.Rule>

    /// The rules a configured package could apply that this file leaves out, by number.
    var switchedOff: [Int] { Self.applicable.filter { !rules.contains($0) }.map(\.rawValue).sorted() }

    private enum CodingKeys: String, CodingKey {
        case compositionRoots = "composition roots"
        case interfaceSuffix = "interface suffix"
        case testingSuffix = "testing suffix"
        case shared
        case externalPackages = "external packages"
        case rules
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        compositionRoots = try container.decode([String].self, forKey: .compositionRoots)
        interfaceSuffix = try container.decodeIfPresent(String.self, forKey: .interfaceSuffix) ?? "Interface"
        testingSuffix = try container.decodeIfPresent(String.self, forKey: .testingSuffix) ?? "Testing"
        shared = Set(try container.decodeIfPresent([String].self, forKey: .shared) ?? [])
        externalPackages = Set(try container.decodeIfPresent([String].self, forKey: .externalPackages) ?? [])
        let numbers = try container.decodeIfPresent([Int].self, forKey: .rules)
        rules = Set(try numbers.map(Self.rules(numbered:)) ?? Self.applicable)
    }

    /// The rules the file's numbers name.
    ///
    /// - Throws: `DecodingError` naming a number that is no rule a configured package can apply.
    private static func rules(numbered numbers: [Int]) throws -> [Violation.Rule] {
        try numbers.map { number in
            guard let rule = Violation.Rule(rawValue: number), applicable.contains(rule) else {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: [CodingKeys.rules],
                        debugDescription: "rule \(number) is not one a configured package applies (it can apply "
                            + applicable.map { String($0.rawValue) }.joined(separator: ", ") + ")"))
            }
            return rule
        }
    }

    /// Reads the package's file, or `nil` when it has none.
    ///
    /// - Parameter file: The file; `check-architecture.json` at the package's root when `nil`,
    ///   which may be missing.
    /// - Throws: ``Tool/Failure/badInput(_:)`` naming what does not fit, or a named file that is missing.
    static func load(_ file: URL?, package root: URL) throws -> ArchitectureConfiguration? {
        let path = file ?? root.appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: path.path) else {
            guard file == nil else { throw Tool.Failure.badInput("--config: no file at '\(path.path)'") }
            return nil
        }
        do {
            return try JSONDecoder().decode(ArchitectureConfiguration.self, from: data)
        } catch let error as DecodingError {
            throw Tool.Failure.badInput("\(path.lastPathComponent) does not fit: \(error.summary)")
        } catch {
            throw Tool.Failure.badInput("\(path.lastPathComponent) is not JSON")
        }
    }

    /// The kind of a target by this file: a root, an executable that runs the app, a shared
    /// module, a target of doubles, an interface, or a concrete module.
    func kind(of target: PackageDump.Target) -> ModuleTarget.Kind {
        if target.type == "system" { return .systemLibrary }
        if target.type == "test" { return .test }
        if compositionRoots.contains(target.name) { return .compositionRoot }
        if target.type == "executable" || target.type == "macro" || target.type == "plugin" { return .app }
        if shared.contains(target.name) { return .shared }
        if target.name.hasSuffix(testingSuffix) { return .testing }
        return target.name.hasSuffix(interfaceSuffix) ? .interface : .concrete
    }

    /// Checks that what the file names exists in the package, and that it leaves something to check.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` naming the first name the package has no target
    ///   of, or the key of a setting that would make the check meaningless: no rule, an empty
    ///   suffix (every target an interface, or a double), the same suffix for both.
    func validate(against package: PackageDump) throws {
        let names = Set(package.targets.map(\.name))
        guard !compositionRoots.isEmpty else {
            throw Tool.Failure.badInput("\(Self.fileName): \"composition roots\" names no target")
        }
        guard !rules.isEmpty else {
            throw Tool.Failure.badInput(
                "\(Self.fileName): \"rules\" is empty, so nothing would be checked: list the rules to apply, or leave "
                    + "the key out to apply every one")
        }
        for (key, suffix) in [("interface suffix", interfaceSuffix), ("testing suffix", testingSuffix)]
        where suffix.allSatisfy(\.isWhitespace) {
            throw Tool.Failure.badInput(
                "\(Self.fileName): \"\(key)\" is empty, so every target's name would end in it: give the suffix "
                    + "its targets' names end in, or leave the key out")
        }
        guard interfaceSuffix != testingSuffix else {
            throw Tool.Failure.badInput(
                "\(Self.fileName): \"interface suffix\" and \"testing suffix\" are both '\(interfaceSuffix)', so an "
                    + "interface could not be told from a double: give them different suffixes")
        }
        for (key, name) in compositionRoots.map({ ("composition roots", $0) }) + shared.sorted().map({ ("shared", $0) })
        where !names.contains(name) {
            throw Tool.Failure.badInput(
                "\(Self.fileName): \"\(key)\" names '\(name)', which is no target of \(package.name)")
        }
    }
}
