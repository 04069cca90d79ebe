// The output of `swift package dump-package`, as the scripts' Swift tools read it.
public import Foundation

/// The part of a package's manifest the scripts read, decoded from `swift package dump-package`.
public struct PackageDump: Decodable, Sendable {
    /// The package's name.
    public let name: String
    /// Every target, in manifest order.
    public internal(set) var targets: [Target]
    /// The external packages the package depends on.
    public let dependencies: [ExternalPackage]
    /// The products it offers other packages, by name (`nil` in a dump without the key).
    public let products: [Product]?
    /// The Swift language modes the manifest declares, `nil` when it leaves them to the tools version.
    public let swiftLanguageVersions: [String]?
    /// The manifest's `swift-tools-version`.
    public let toolsVersion: ToolsVersion
    /// The package traits the manifest declares (`nil` in a dump without the key).
    public let traits: [Trait]?

    /// A package trait: a name that enables opt-in dependencies and compilation conditions.
    public struct Trait: Decodable, Sendable {
        /// The trait's name, which is also its compilation condition.
        public let name: String
    }

    /// Decodes the JSON that `swift package dump-package` printed.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` naming what could not be read.
    public static func decode(_ data: Data) throws -> PackageDump {
        do {
            return try JSONDecoder().decode(PackageDump.self, from: data)
        } catch let error as DecodingError {
            throw Tool.Failure.badInput("could not read the output of `swift package dump-package`: \(error.summary)")
        }
    }

    /// The module a target compiles to: its name with every character that cannot appear in a
    /// Swift identifier replaced by `_` (SwiftPM's rule: `generate-manual` → `generate_manual`).
    public static func moduleName(of target: String) -> String {
        let name = String(target.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        return name.first?.isNumber == true ? "_" + name : name
    }

    /// The modules of the targets `swift build` compiles from Swift sources: every target but
    /// tests, plugins, binary and system-library targets.
    public var builtModules: Set<String> {
        Set(
            targets.filter { !["test", "plugin", "binary", "system"].contains($0.type) }.map {
                Self.moduleName(of: $0.name)
            })
    }

    /// The manifest, when it builds a module an experiment can edit.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when it builds no library or executable (only
    ///   tests, plugins, binary or system targets): there is nothing to measure.
    public func requiringEditableModules() throws -> PackageDump {
        guard !editableModules.isEmpty else {
            throw Tool.Failure.badInput(
                "\(name) builds no library or executable target (only "
                    + Set(targets.map(\.type)).sorted().joined(separator: ", ") + "): nothing to measure")
        }
        return self
    }

    /// The built modules an experiment may edit: libraries and executables (macros build for the
    /// host compiler, not the app).
    public var editableModules: Set<String> {
        builtModules.subtracting(targets.filter { $0.type == "macro" }.map { Self.moduleName(of: $0.name) })
    }

    /// The manifest with each target's conventional folder found as SwiftPM finds it: the first
    /// of ``Target/conventionalFolders(of:)`` that holds a folder of the target's name.
    ///
    /// - Parameter exists: Whether a folder exists, by its path relative to the package root.
    public func resolvingConventionalPaths(_ exists: (String) -> Bool) -> PackageDump {
        var resolved = self
        for index in resolved.targets.indices where resolved.targets[index].declaredPath == nil {
            let target = resolved.targets[index]
            resolved.targets[index].conventionalPath = Target.conventionalFolders(of: target.type)
                .map { "\($0)/\(target.name)" }.first(where: exists)
        }
        return resolved
    }

    /// The language modes the package builds in: the declared ones, or the tools version's default.
    public var languageModes: [String] {
        swiftLanguageVersions ?? [toolsVersion.major >= 6 ? "6" : "5"]
    }

    /// One target of the manifest.
    public struct Target: Decodable, Sendable {
        /// The target's name.
        public let name: String
        /// `regular`, `executable`, `test`, `system`, `binary`, `plugin` or `macro`.
        public let type: String
        /// The folder, `nil` when the manifest leaves it to SwiftPM's convention.
        public internal(set) var declaredPath: String?
        /// What the target depends on: targets of the package and products of others.
        public let dependencies: [Dependency]
        /// Its build settings.
        public let settings: [Setting]
        /// The paths under its folder the manifest leaves out of it.
        public let exclude: [String]
        /// The paths under its folder that hold its sources, when the manifest lists them.
        public let sources: [String]?
        /// How many resources it declares (`Bundle.module` serves them).
        public let resourceCount: Int
        /// The build plugins it uses (`plugins:`), each with its package when another package's.
        public let plugins: [PluginUsage]
        /// The names of the build plugins it uses.
        public var pluginUsages: [String] { plugins.map(\.name) }
        /// A C target's public headers' folder, when the manifest gives one (`include` by default).
        public let publicHeadersPath: String?

        /// The folder SwiftPM found by its convention, when the manifest leaves the path to it
        /// (``PackageDump/resolvingConventionalPaths(_:)``).
        public var conventionalPath: String?

        /// The files SwiftPM compiles in the target, relative to the package's folder, as
        /// `swift package describe` lists them (``PackageDump/dumping(_:)``); `nil` in a dump
        /// read from JSON alone.
        public internal(set) var sourceFiles: [String]?

        /// The target's Swift files SwiftPM compiles, sorted by path: ``sourceFiles``, or for a
        /// dump read from JSON alone (a fixture), the Swift files under its folder.
        ///
        /// - Parameter root: The package's folder.
        public func swiftFiles(in root: URL) -> [URL] {
            guard let sourceFiles else { return CompilerImports.swiftFiles(in: root.appendingPathComponent(path)) }
            return sourceFiles.filter { $0.hasSuffix(".swift") }.sorted().map { root.appendingPathComponent($0) }
        }

        /// The target's folder relative to the package root: the declared one, the one
        /// SwiftPM's convention found, or the convention's first choice.
        public var path: String {
            declaredPath ?? conventionalPath ?? "\(Self.conventionalFolders(of: type)[0])/\(name)"
        }

        /// The folders SwiftPM looks in, in order, for a target of a kind whose path the manifest
        /// does not give: `Plugins` for a plugin; `Tests`, then the sources' folders, for a test;
        /// `Sources`, `Source`, `src`, `srcs` for the rest.
        public static func conventionalFolders(of type: String) -> [String] {
            switch type {
            case "plugin": ["Plugins"]
            case "test": ["Tests", "Sources", "Source", "src", "srcs"]
            default: ["Sources", "Source", "src", "srcs"]
            }
        }

        /// The upcoming features its Swift settings enable.
        public var upcomingFeatures: Set<String> {
            Set(settings.filter { $0.kind == "enableUpcomingFeature" }.compactMap(\.argument))
        }

        /// The Swift language mode its settings choose, if any.
        public var languageMode: String? {
            settings.last { $0.kind == "swiftLanguageMode" }?.argument
        }

        /// The names of the targets it depends on in this package, in a build with the default
        /// traits (a dependency a trait enables is in ``optInDependencies``).
        public var targetDependencies: [String] {
            dependencies.compactMap { if case .target(let name) = $0 { name } else { nil } }
        }

        /// The targets and products it depends on only when one of the package's traits is
        /// enabled (`condition: .when(traits:)`), by name.
        public var optInDependencies: [String] {
            dependencies.compactMap { if case .optIn(let name, _) = $0 { name } else { nil } }
        }

        /// The names of the external products it depends on.
        public var productDependencies: [String] {
            dependencies.compactMap { if case .product(let name, _) = $0 { name } else { nil } }
        }

        /// The products of other packages it depends on, each with its package's identity where
        /// the manifest names it (`.product(name:package:)`).
        public var productUses: [(name: String, package: String?)] {
            dependencies.compactMap { if case .product(let name, let package) = $0 { (name, package) } else { nil } }
        }

        /// Reads a product of `swift package dump-package`; a dump without `targets` gives none.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            type = try container.decode(String.self, forKey: .type)
            declaredPath = try container.decodeIfPresent(String.self, forKey: .declaredPath)
            dependencies = try container.decode([Dependency].self, forKey: .dependencies)
            settings = try container.decode([Setting].self, forKey: .settings)
            exclude = try container.decodeIfPresent([String].self, forKey: .exclude) ?? []
            sources = try container.decodeIfPresent([String].self, forKey: .sources)
            resourceCount = try container.decodeIfPresent([Ignored].self, forKey: .resources)?.count ?? 0
            plugins = try container.decodeIfPresent([PluginUsage].self, forKey: .pluginUsages) ?? []
            publicHeadersPath = try container.decodeIfPresent(String.self, forKey: .publicHeadersPath)
        }

        private enum CodingKeys: String, CodingKey {
            case name, type, dependencies, settings, exclude, sources, resources, pluginUsages, publicHeadersPath
            case declaredPath = "path"
        }

        /// A value whose contents are not read.
        private struct Ignored: Decodable {
            init(from decoder: any Decoder) throws {}
        }

        /// `{"plugin": ["Name", "package" or null]}` (SwiftPM 6's dump, for `plugins: ["Name"]` and
        /// `.plugin(name:package:)` alike), or the keyed `{"plugin": {"_0": "Name", "_1": "package"}}`
        /// older dumps print.
        public struct PluginUsage: Decodable, Sendable {
            /// The plugin's name: a plugin target of this package, or a plugin product of `package`.
            public let name: String
            /// The identity of the package that offers it, when the manifest names one.
            public let package: String?

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyKey.self)
                guard let kind = container.allKeys.first else {
                    throw DecodingError.dataCorrupted(
                        .init(codingPath: container.codingPath, debugDescription: "a plugin usage without a kind"))
                }
                if var arguments = try? container.nestedUnkeyedContainer(forKey: kind) {
                    name = (try? arguments.decode(String.self)) ?? kind.stringValue
                    package = try? arguments.decode(String.self)
                } else {
                    let arguments = try container.nestedContainer(keyedBy: AnyKey.self, forKey: kind)
                    name = (try? arguments.decode(String.self, forKey: AnyKey.first)) ?? kind.stringValue
                    package = try? arguments.decode(String.self, forKey: AnyKey(stringValue: "_1"))
                }
            }
        }
    }

    /// What a target depends on.
    public enum Dependency: Decodable, Sendable {
        /// A target of this package (`.target(name:)` or a plain name).
        case target(String)
        /// A product of an external package, with the package's identity when the manifest names it.
        case product(String, package: String?)
        /// A target or product the manifest asks for on other platforms only, not on Linux.
        case elsewhere(String)
        /// A target or product the manifest asks for only when one of these traits is enabled.
        case optIn(String, traits: [String])

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            // [name, condition] for a target; [name, package, module aliases, condition] for a product.
            let key = [CodingKeys.target, .byName, .product].first(where: container.contains) ?? .product
            let arguments = try container.decode([Argument].self, forKey: key)
            guard let name = arguments.first?.text else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: container.codingPath, debugDescription: "a dependency without a name"))
            }
            let platforms = arguments.compactMap(\.platforms).first
            let traits = arguments.compactMap(\.traits).first ?? []
            if let platforms, !platforms.isEmpty, !platforms.contains("linux") {
                self = .elsewhere(name)
            } else if !traits.isEmpty {
                self = .optIn(name, traits: traits)
            } else {
                self =
                    key == .product
                    ? .product(name, package: arguments.dropFirst().first?.text?.lowercased()) : .target(name)
            }
        }

        /// One element of a dependency's arguments: text, a condition, or anything else (`null`).
        private struct Argument: Decodable {
            let text: String?
            let platforms: [String]?
            let traits: [String]?

            init(from decoder: any Decoder) throws {
                text = try? decoder.singleValueContainer().decode(String.self)
                let condition = try? decoder.container(keyedBy: ConditionKeys.self)
                platforms = condition.flatMap { try? $0.decodeIfPresent([String].self, forKey: .platformNames) }
                traits = condition.flatMap { try? $0.decodeIfPresent([String].self, forKey: .traits) }
            }

            private enum ConditionKeys: String, CodingKey {
                case platformNames, traits
            }
        }

        private enum CodingKeys: String, CodingKey {
            case target, byName, product
        }
    }

    /// A build setting: its kind (`enableUpcomingFeature`, `swiftLanguageMode`, `define`…) and
    /// its first argument when that is text.
    public struct Setting: Decodable, Sendable {
        /// The setting's kind, such as `enableUpcomingFeature`.
        public let kind: String
        /// Its first argument, when that is text.
        public let argument: String?
        /// The tool it is for: `swift`, `c`, `cxx` or `linker`.
        public let tool: String?
        /// The configuration it is limited to (`debug`, `release`), if any.
        public let configuration: String?
        /// The platforms it is limited to (`linux`, `macos`…), if any.
        public let platforms: [String]?

        /// Whether the setting applies to builds on Linux (in some configuration).
        public var appliesOnLinux: Bool {
            platforms == nil || platforms?.isEmpty == true || platforms?.contains("linux") == true
        }

        /// Whether the setting applies to a build in `configuration` on Linux.
        public func applies(to configuration: String) -> Bool {
            (self.configuration == nil || self.configuration == configuration) && appliesOnLinux
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            tool = try container.decodeIfPresent(String.self, forKey: .tool)
            let condition = try container.decodeIfPresent(Condition.self, forKey: .condition)
            (configuration, platforms) = (condition?.config, condition?.platformNames)
            let kinds = try container.nestedContainer(keyedBy: AnyKey.self, forKey: .kind)
            guard let kind = kinds.allKeys.first else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: kinds.codingPath, debugDescription: "a setting without a kind"))
            }
            self.kind = kind.stringValue
            let arguments = try kinds.nestedContainer(keyedBy: AnyKey.self, forKey: kind)
            argument = try? arguments.decode(String.self, forKey: AnyKey.first)
        }

        private enum CodingKeys: String, CodingKey {
            case kind, tool, condition
        }

        /// `{"config": "debug", "platformNames": ["linux"]}`.
        private struct Condition: Decodable {
            let config: String?
            let platformNames: [String]?
        }
    }

    /// An external package: its identity, and its folder when it is local (`.package(path:)`).
    public struct ExternalPackage: Decodable, Sendable {
        /// The package's identity (`core` for `../Core`), when the manifest's loader gave one.
        public let identity: String?
        /// The name the manifest gave it (`.package(name: "Horizon", path: "../horizon")`), if any.
        public let name: String?
        /// A local package's folder, absolute, as the manifest's loader resolved it; `nil` for a
        /// package from a repository or a registry.
        public let localPath: String?

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            guard let kind = container.allKeys.first,
                var arguments = try? container.nestedUnkeyedContainer(forKey: kind),
                let first = try? arguments.nestedContainer(keyedBy: AnyKey.self)
            else {
                (identity, name, localPath) = (nil, nil, nil)
                return
            }
            identity = try? first.decode(String.self, forKey: AnyKey(stringValue: "identity"))
            name = try? first.decode(String.self, forKey: AnyKey(stringValue: "nameForTargetDependencyResolutionOnly"))
            localPath =
                kind.stringValue == "fileSystem"
                ? try? first.decode(String.self, forKey: AnyKey(stringValue: "path")) : nil
        }
    }

    /// A product the package offers.
    public struct Product: Decodable, Sendable {
        /// Its name.
        public let name: String
        /// The targets it is made of (empty in a dump without the key).
        public let targets: [String]

        private enum CodingKeys: String, CodingKey {
            case name, targets
        }

        /// Reads a product of `swift package dump-package`; a dump without `targets` gives none.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            targets = try container.decodeIfPresent([String].self, forKey: .targets) ?? []
        }
    }

    /// `swift-tools-version`, as `{"_version": "6.1.0"}`.
    public struct ToolsVersion: Decodable, Sendable {
        /// The version as written, such as `6.1.0`.
        public let version: String

        /// The major version, 0 when it cannot be read.
        public var major: Int {
            Int(version.prefix { $0 != "." }) ?? 0
        }

        private enum CodingKeys: String, CodingKey {
            case version = "_version"
        }
    }

    /// A key read from the JSON itself: a setting's kind, or its first argument `_0`.
    private struct AnyKey: CodingKey {
        static let first = AnyKey(stringValue: "_0")

        let stringValue: String
        var intValue: Int? { nil }

        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { return nil }
    }
}

extension DecodingError {
    /// Where the JSON did not fit and why, in one line.
    public var summary: String {
        switch self {
        case .keyNotFound(let key, let context):
            return Self.place(context.codingPath) + "no \"\(key.stringValue)\""
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return Self.place(context.codingPath) + context.debugDescription
        @unknown default:
            return "\(self)"
        }
    }

    private static func place(_ path: [any CodingKey]) -> String {
        path.isEmpty ? "" : "at " + path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined() + ": "
    }
}
