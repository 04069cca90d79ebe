import ArchitectureCheckKit
import Foundation
import ToolSupport

/// Writes a package of the same shape as Horizon — shared services and N features, each
/// feature using every service and the previous feature — in one of two shapes:
/// `horizontal` (features import only interfaces) or `vertical` (they import concrete modules).
struct Generator {
    enum Shape: String, Codable, CaseIterable {
        case horizontal, vertical
    }

    var shape: Shape
    var features: Int
    var services = 3
    /// Source files per module.
    var files = 4
    /// Functions per file (each about six lines).
    var functions = 8
    /// `--public-imports`: every import public and no upcoming features, as the graphs were
    /// generated before they followed Horizon's rules (so every module's importers load all it
    /// imports, and a feature's the whole chain below it). By default a module is built as Horizon's are (`InternalImportsByDefault`,
    /// `MemberImportVisibility`) and imports `public` only the modules its public API names.
    var publicImports = false

    /// The generated package's places: the service every feature uses, its interface, a
    /// feature, the feature in the middle of the chain with its interface, and the composition root.
    var places: [Place] {
        let contract = "Service0Providing"
        var places = [
            Place(
                module: "Service0", role: "shared service", path: Self.folder("Service0"),
                contract: shape == .vertical ? contract : nil)
        ]
        if shape == .horizontal {
            places.append(
                Place(
                    module: "Service0Interface", role: "interface", path: Self.folder("Service0Interface"),
                    contract: contract))
        }
        let feature = Place(module: "Feature1", role: "feature", path: Self.folder("Feature1"))
        let middle = shape == .horizontal ? [middleFeature, middleFeatureAPI] : [middleFeature]
        return places + [feature] + middle.filter { $0.module != feature.module }
            + [Place(module: "App", role: "composition root", path: PackageFolders.horizon.app)]
    }

    /// What ends an interface's name in the generated package: Horizon's default.
    static let interfaceSuffix = PackageLayout.horizon.interfaceSuffix

    /// A module's folder in the generated package: in Horizon's features folder, one per module.
    static func folder(_ module: String) -> String { PackageFolders.horizon.feature(module) }

    /// The role of the middle feature's places; its interface's role begins with it too.
    static let middleFeatureRole = "middle feature"

    /// The feature in the middle of the chain (`Feature<N/2>`): a team's typical edit.
    var middleFeature: Place {
        let name = "Feature\(features / 2)"
        return Place(
            module: name, role: Self.middleFeatureRole, path: Self.folder(name),
            contract: shape == .vertical ? "\(name)Providing" : nil)
    }

    /// Where the middle feature's public API is: the interface the next feature imports when
    /// horizontal, the feature itself when vertical.
    var middleFeatureAPI: Place {
        guard shape == .horizontal else { return middleFeature }
        let name = middleFeature.module + Self.interfaceSuffix
        return Place(
            module: name, role: Self.middleFeatureRole + "'s interface", path: Self.folder(name),
            contract: "\(middleFeature.module)Providing")
    }

    /// Writes the package into `root`.
    func write(to root: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: root, withIntermediateDirectories: true)
        try manifest.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        for module in modules {
            let folder = root.appendingPathComponent(module.path)
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            for (name, text) in module.sources {
                try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
        }
    }

    private struct Module {
        let name: String
        let path: String
        let dependencies: [String]
        let sources: [(String, String)]
        var isExecutable = false
    }

    /// The import lines of a file that imports `modules`, of which its public API names `named`:
    /// `public import` for those (with Horizon's rules), a plain import, internal, for the rest.
    private func header(importing modules: [String], publicAPINames named: Set<String> = []) -> String {
        modules.map { "\(!publicImports && named.contains($0) ? "public " : "")import \($0)\n" }.joined()
    }

    private var serviceNames: [String] { (0..<services).map { "Service\($0)" } }
    private var featureNames: [String] { (0..<features).map { "Feature\($0)" } }

    /// The names of the generated modules (each target's name is its module's name).
    var moduleNames: Set<String> {
        Set(modules.map(\.name))
    }

    private var modules: [Module] {
        var modules = serviceNames.flatMap { service in
            unit(service, uses: []) { implementation(of: service, imports: $0) }
        }
        for (index, feature) in featureNames.enumerated() {
            let previous = index > 0 ? [featureNames[index - 1]] : []
            modules += unit(feature, uses: serviceNames + previous) { imports in
                featureCode(feature, imports: imports, previous: previous.first)
            }
        }
        let everything = modules.map(\.name)
        modules.append(
            Module(
                name: "App", path: PackageFolders.horizon.app, dependencies: everything,
                sources: [("main.swift", app(imports: everything))],
                isExecutable: true))
        return modules
    }

    /// A module others use, in the package's shape: when horizontal, an interface (its contract)
    /// and the implementation, which imports its interface and the interfaces of what it uses;
    /// when vertical, one module with both, importing the concrete modules it uses.
    ///
    /// - Parameters:
    ///   - name: The module's name (the interface is `<name>Interface`).
    ///   - uses: The modules its code uses.
    ///   - code: The implementation's files, given the modules they import.
    private func unit(_ name: String, uses: [String], code: ([String]) -> [(String, String)]) -> [Module] {
        guard shape == .horizontal else {
            return [
                Module(
                    name: name, path: Self.folder(name), dependencies: uses, sources: contract(of: name) + code(uses))
            ]
        }
        let interface = name + Self.interfaceSuffix
        let imports = [interface] + uses.map { $0 + Self.interfaceSuffix }
        return [
            Module(name: interface, path: Self.folder(interface), dependencies: [], sources: contract(of: name)),
            Module(name: name, path: Self.folder(name), dependencies: imports, sources: code(imports)),
        ]
    }

    private var manifest: String {
        let settings = publicImports ? "" : ", swiftSettings: horizonRules"
        let targets = modules.map { module in
            let dependencies = module.dependencies.map { "\"\($0)\"" }.joined(separator: ", ")
            return
                "    .\(module.isExecutable ? "executableTarget" : "target")(name: \"\(module.name)\", dependencies: [\(dependencies)], path: \"\(module.path)\"\(settings)),"
        }
        let rules =
            publicImports
            ? "// Every import public (--public-imports): a module's importers load all it imports.\n"
            : """
            // Horizon's rules: an import is internal unless it says `public`, and a file sees the
            // members of the modules it imports itself.
            let horizonRules: [SwiftSetting] = [
                .enableUpcomingFeature("InternalImportsByDefault"), .enableUpcomingFeature("MemberImportVisibility"),
            ]

            """
        return """
            // swift-tools-version: 6.0
            // Generated by Scripts/generate-graph: \(shape.rawValue), \(features) features, \(services) services, \(files) files per module.
            import PackageDescription

            \(rules)
            let package = Package(
                name: "Generated",
                targets: [
            \(targets.joined(separator: "\n"))
                ]
            )

            """
    }

    /// A protocol and its models: what an interface (or the public part of a vertical module) declares.
    private func contract(of name: String) -> [(String, String)] {
        let protocolFile = """
            /// What \(name) offers to others.
            public protocol \(name)Providing: Sendable {
                func value(for key: String) -> Int
                func describe(_ item: \(name)Item) -> String
            }

            /// A value \(name) hands out.
            public struct \(name)Item: Sendable, Hashable {
                public var id: Int
                public var title: String
                public init(id: Int, title: String) {
                    self.id = id
                    self.title = title
                }
            }

            """
        return [("\(name)Providing.swift", protocolFile)]
    }

    private func implementation(of service: String, imports: [String]) -> [(String, String)] {
        // The live service's public conformance names its interface's protocol and model.
        let header = header(importing: imports, publicAPINames: [service + Self.interfaceSuffix])
        var sources = [
            (
                "Live\(service).swift",
                header + """

                    /// The live \(service).
                    public final class Live\(service): \(service)Providing {
                        public init() {}
                        public func value(for key: String) -> Int { key.unicodeScalars.reduce(0) { $0 &+ Int($1.value) } }
                        public func describe(_ item: \(service)Item) -> String { "\\(item.id): \\(item.title)" }
                    }

                    """
            )
        ]
        sources += filler(prefix: service, header: self.header(importing: imports))
        return sources
    }

    private func featureCode(_ feature: String, imports: [String], previous: String?) -> [(String, String)] {
        // A feature's public API (its screen's `render`) names nothing it imports.
        let header = header(importing: imports)
        let services = serviceNames.map { "    let \($0.lowercased()): any \($0)Providing" }.joined(separator: "\n")
        let sum = serviceNames.map { "\($0.lowercased()).value(for: key)" }.joined(separator: " &+ ")
        let uses = previous.map { "\n    let previous = \($0)Item(id: 1, title: \"previous\")" } ?? ""
        var sources = [
            (
                "\(feature)Screen.swift",
                header + """

                    /// \(feature)'s screen model, using every service\(previous.map { " and \($0)'s model" } ?? "").
                    public struct \(feature)Screen {
                    \(services)\(uses)

                        public func render(key: String) -> String {
                            "\\(key): \\(\(sum))"
                        }
                    }

                    """
            )
        ]
        sources += filler(prefix: feature, header: header)
        return sources
    }

    /// Realistic bulk: internal types with a few small functions each.
    private func filler(prefix: String, header: String) -> [(String, String)] {
        (0..<max(0, files - 1)).map { file in
            let functions = (0..<functions).map { index in
                """
                    func step\(index)(_ input: [Int]) -> Int {
                        var total = \(index)
                        for (offset, value) in input.enumerated() where value % \(index + 2) != 0 {
                            total &+= value &* (offset + \(file + 1))
                        }
                        return total
                    }
                """
            }.joined(separator: "\n\n")
            return (
                "\(prefix)Part\(file).swift",
                header + """

                    struct \(prefix)Part\(file) {
                        var seed = \(file)

                    \(functions)
                    }

                    """
            )
        }
    }

    private func app(imports: [String]) -> String {
        header(importing: imports) + """

            // The composition root: it imports every module and wires the services.
            let services: [any Sendable] = [\(serviceNames.map { "Live\($0)()" }.joined(separator: ", "))]
            print("generated app: \\(services.count) services, \(features) features")

            """
    }
}
