// How check-architecture reads a package not laid out as Horizon: check-architecture.json.
public import Foundation
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
///   "rules": [1, 2, 3, 4, 5, 6, 9, 10, 11, 13]
/// }
/// ```
public struct ArchitectureConfiguration: Decodable, Sendable {
    /// The file's name, at the package's root.
    public static let fileName = "check-architecture.json"

    /// The rules a configured package can apply: those about interface targets, roots, imports,
    /// dependencies, doubles and tests, and the UI seam where the package builds on Horizon's (rule
    /// 9: a feature imports no toolkit). The others are about Horizon's engine (one `AppEntry` per
    /// module, layouts, screens with examples) or its folders (`Modules/`).
    static let applicable: [Violation.Rule] = [
        .interfacesStayDeclarations, .concreteModulesImportInterfaces, .appAndTestsStayOnTop, .importsAreExplicit,
        .toolchainAndSwift6, .appReachesFeaturesThroughInterfaces, .uiThroughTheSeam, .doublesStayInTests,
        .dependenciesAreUsed,
        .testsStayOnTheirSubject,
    ]

    /// The targets that import concrete modules: the app's composition root first.
    public let compositionRoots: [String]
    /// What ends an interface target's name (`ProfileInterface`).
    let interfaceSuffix: String
    /// What ends a target of test doubles (`ProfileTesting`).
    let testingSuffix: String
    /// Modules every target may import, which import only each other (a design system, utilities).
    let shared: Set<String>
    /// The external packages the package may depend on (rule 5), by identity or name; for those
    /// listed with their interface products, which those are.
    let externalPackages: [ExternalPackage]

    /// An external package the package may depend on: `"swift-collections"`, whose products every
    /// target may import, or `{"package": "analytics-kit", "interfaces": ["AnalyticsInterface"]}`,
    /// whose interface products features import and whose other products only a composition root
    /// does. Horizon's products are known without a list: they are classified as in Horizon.
    struct ExternalPackage: Decodable, Sendable {
        /// Its identity or the name the manifest gives it.
        let package: String
        /// Its interface products, when the file lists them; `nil` for a package every target may use.
        let interfaces: Set<String>?

        init(from decoder: any Decoder) throws {
            if let name = try? decoder.singleValueContainer().decode(String.self) {
                (package, interfaces) = (name, nil)
                return
            }
            let container = try decoder.container(keyedBy: CodingKeys.self)
            package = try container.decode(String.self, forKey: .package)
            interfaces = Set(try container.decode([String].self, forKey: .interfaces))
        }

        private enum CodingKeys: String, CodingKey {
            case package, interfaces
        }
    }

    /// The rules that apply.
    let rules: Set<Violation.Rule>
    /// Where the package keeps its feature pairs, examples and tests (Horizon's folders unless it
    /// says: `"features folder"`, `"examples folder"`, `"tests folder"`).
    let folders: PackageFolders

    /// Whether `"external packages"` names the dependency: by its identity (`swift-collections`,
    /// or a local package's folder name) or by the name the manifest gave it
    /// (`.package(name: "Horizon", path: …)`), ignoring case as SwiftPM does.
    func allows(_ dependency: PackageDump.ExternalPackage) -> Bool {
        entry(for: dependency) != nil
    }

    /// The file's entry for the dependency, by its identity or the name the manifest gave it.
    func entry(for dependency: PackageDump.ExternalPackage) -> ExternalPackage? {
        let names = [dependency.identity, dependency.name].compactMap { $0?.lowercased() }
        return externalPackages.first { names.contains($0.package.lowercased()) }
    }

    /// The rules a configured package could apply that this file leaves out, by number.
    var switchedOff: [Int] { Self.applicable.filter { !rules.contains($0) }.map(\.rawValue).sorted() }

    private enum CodingKeys: String, CodingKey {
        case compositionRoots = "composition roots"
        case interfaceSuffix = "interface suffix"
        case testingSuffix = "testing suffix"
        case shared
        case externalPackages = "external packages"
        case rules
        case featuresFolder = "features folder"
        case examplesFolder = "examples folder"
        case testsFolder = "tests folder"
    }

    /// Reads the file's keys; every key but `"composition roots"` has a default.
    ///
    /// - Throws: `DecodingError` naming a key that does not fit (a rule no configured package
    ///   applies, a folder outside the package).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        compositionRoots = try container.decode([String].self, forKey: .compositionRoots)
        interfaceSuffix = try container.decodeIfPresent(String.self, forKey: .interfaceSuffix) ?? "Interface"
        testingSuffix = try container.decodeIfPresent(String.self, forKey: .testingSuffix) ?? "Testing"
        shared = Set(try container.decodeIfPresent([String].self, forKey: .shared) ?? [])
        externalPackages = try container.decodeIfPresent([ExternalPackage].self, forKey: .externalPackages) ?? []
        let numbers = try container.decodeIfPresent([Int].self, forKey: .rules)
        rules = Set(try numbers.map(Self.rules(numbered:)) ?? Self.applicable)
        var folders = PackageFolders.horizon
        for (key, path) in [
            (CodingKeys.featuresFolder, \PackageFolders.features), (.examplesFolder, \.examples),
            (.testsFolder, \.tests),
        ] {
            guard let folder = try container.decodeIfPresent(String.self, forKey: key) else { continue }
            guard !folder.isEmpty, !folder.hasPrefix("/"), !folder.hasSuffix("/"), !folder.contains("..") else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container,
                    debugDescription:
                        "'\(folder)' is not a folder inside the package: give a relative path, such as Sources")
            }
            folders[keyPath: path] = folder
        }
        self.folders = folders
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
    public static func load(_ file: URL?, package root: URL) throws -> ArchitectureConfiguration? {
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
        // An executable named for a feature's example composes that feature alone (the starter's).
        if target.type == "executable", target.name.hasSuffix("Example") { return .example }
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
