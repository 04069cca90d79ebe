import Foundation
import ToolSupport

/// A module an experiment edits, and what role it plays in the graph.
struct Place: Codable, Hashable {
    let module: String
    /// "leaf service", "feature", "router", "interface", "composition root", "shared service".
    let role: String
    /// The module's source folder, relative to the package root.
    let path: String
    /// The public protocol, declared in `<contract>.swift` in `path`, that the requirement edit
    /// extends; `nil` when the place declares none the graph uses.
    var contract: String? = nil
    /// With `--verify`: the place's public types that other modules' public types store by
    /// value (``BorrowedLayouts``), the ones whose layout edit can leave an importer stale; the
    /// layout edits change these first.
    var storedElsewhere: [String]? = nil

    /// The module the target compiles to, as build logs name it.
    var moduleName: String { PackageDump.moduleName(of: module) }
}

/// The kinds of edit, from the cheapest to the one that changes a contract.
enum Edit: String, Codable, CaseIterable {
    /// A change inside a function body.
    case body
    /// A private stored property added to a type.
    case declaration
    /// A public function added.
    case publicAPI = "public-api"
    /// The body of a public function changed: where the place has a protocol, a default
    /// implementation in an extension of it. Debug builds treat it as a body edit; release
    /// builds serialize small public bodies for cross-module optimization.
    case publicBody = "public-body"
    /// A requirement added to the public protocol other modules use (with a default
    /// implementation, so conformers still compile).
    case requirement
    /// A private stored property added to one of the place's own public structs: its layout grows.
    case layoutStruct = "layout-struct"
    /// A case with a larger payload than any other added to one of the place's public enums.
    case layoutEnum = "layout-enum"
    /// A private stored property added to one of the place's own public classes.
    case layoutClass = "layout-class"
    /// A comment added to the probe: the control, which must change no object anywhere.
    case comment
    /// A comment added above the first line of an existing file of the module (``LineShift``):
    /// the control that moves lines, which changes what compiles a line number in.
    case lineShift = "line-shift"
    /// Not an edit: a build from nothing.
    case clean
    /// Not an edit: a build with nothing changed, SwiftPM's own overhead.
    case unchanged

    var title: String {
        switch self {
        case .body: "body-only change inside a function"
        case .declaration: "private stored property added"
        case .publicAPI: "public API added"
        case .publicBody: "public function's body changed"
        case .requirement: "protocol requirement added"
        case .layoutStruct: "private property added to a public struct"
        case .layoutEnum: "larger payload case added to a public enum"
        case .layoutClass: "private property added to a public class"
        case .comment: "comment added (the control)"
        case .lineShift: "line added above existing code (the control that moves lines)"
        case .clean: "clean build"
        case .unchanged: "no-op build"
        }
    }

    /// The edits a place can take, in order of cost.
    static let edits: [Edit] = [.body, .declaration, .publicBody, .publicAPI, .requirement]

    /// The edits that apply to a place.
    static func applying(to place: Place) -> [Edit] {
        place.contract == nil ? edits.filter { $0 != .requirement } : edits
    }

    /// The layout edits, each with the kind of type it changes.
    static let layoutEdits: [(edit: Edit, kind: LayoutEdit.Kind)] = [
        (.layoutStruct, .structure), (.layoutEnum, .enumeration), (.layoutClass, .classType),
    ]

    /// The kind of type a layout edit changes; `nil` for the other edits.
    var layoutKind: LayoutEdit.Kind? {
        Self.layoutEdits.first { $0.edit == self }?.kind
    }
}

/// The file the experiment adds to each edited module before the warm build, and its edits.
///
/// Every edit but the requirement happens in the probe alone. The requirement edit adds one
/// line to the place's real protocol, and its default implementation to the probe.
enum Probe {
    static let fileName = "BuildTimeProbe.swift"
    static let requirement = "buildTimeProbeRequirement"

    /// The probe's source in a module, with one edit applied, or none for the baseline.
    ///
    /// Every name it declares — the type, its members, the public function — carries the
    /// module's name. Swift's dependency tracking is by name: an importer that declares or calls
    /// anything of the same name (a `measure` method, a `value` property) recompiles with the
    /// edit, and the measurement would blame the edit for it.
    ///
    /// - Parameter variant: Above 1, the public API added is named after it
    ///   (`buildTimeProbeXAdded2`): an edit no cache has seen, for runs that share one.
    static func source(_ edit: Edit?, module: String, contract: String?, variant: Int = 1) -> String {
        let name = "buildTimeProbe\(module)"
        let addedName = "\(name)Added" + (variant > 1 ? "\(variant)" : "")
        let added = edit == .publicAPI ? "\n/// Added public API.\npublic func \(addedName)() -> Int { 1 }\n" : ""
        let requirement = edit == .requirement ? contract.map { Self.defaultImplementation(of: $0) } ?? "" : ""
        let publicFunction = "public func \(name)Public() -> Int { \(edit == .publicBody ? 1 : 0) }"
        let exposed =
            contract.map { "\n/// A default implementation.\nextension \($0) {\n    \(publicFunction)\n}\n" }
            ?? "\n/// A public function.\n\(publicFunction)\n"
        let control = edit == .comment ? "\n// The control edit: a comment.\n" : ""
        return """
            // Added by Scripts/measure-build-times to a scratch copy: the edits happen here.\(control)
            struct BuildTimeProbe\(module) {
                var \(name)Value = 0\(edit == .declaration ? "\n    private var \(name)Added = 1" : "")

                func \(name)Measure() -> Int {
                    \(name)Value + \(edit == .body ? 1 : 0)
                }
            }
            \(exposed)\(added)\(requirement)
            """
    }

    private static func defaultImplementation(of contract: String) -> String {
        "\nextension \(contract) {\n    public func \(requirement)() -> Int { 0 }\n}\n"
    }

    /// The public protocol a module's requirement edit can extend: the first file directly in
    /// its folder, by name, that declares a `public protocol` of its own name (`Client.swift`
    /// declaring `public protocol Client`) ending in a line `}`; `nil` when there is none.
    static func contract(in folder: URL) -> String? {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".swift") && $0 != fileName }.sorted().lazy.compactMap { file in
            let name = String(file.dropLast(".swift".count))
            guard let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8),
                (try? contractSource(text, contract: name, added: true)) != nil
            else { return nil }
            return name
        }.first
    }

    /// The protocol's source with the requirement added (or removed when `added` is false).
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when the source declares no `public protocol <contract>`.
    static func contractSource(_ source: String, contract: String, added: Bool) throws -> String {
        let line = "    func \(requirement)() -> Int\n"
        let kept = source.replacingOccurrences(of: line, with: "")
        guard added else { return kept }
        guard let declaration = kept.range(of: "public protocol \(contract)"),
            let end = kept.range(of: "\n}", range: declaration.upperBound..<kept.endIndex)
        else {
            throw Tool.Failure.badInput("no 'public protocol \(contract)' ending in a line '}' to add a requirement to")
        }
        return kept.replacingCharacters(in: end, with: "\n" + line + "}")
    }
}
