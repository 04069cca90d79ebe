import Foundation
import ToolSupport

/// An edit that changes the memory layout of one of a place's own public types, where importers
/// that embed or allocate the type must recompile: a private stored property added to a public
/// struct or class, or a case with a larger payload than any other added to a public enum.
///
/// The probe edits touch an internal struct no other module sees, so they never exercise a
/// layout; these do, on the type a team really has. Each is one line, marked, inserted after
/// the line that opens the type's body, and taken out again by ``revert(in:)``.
struct LayoutEdit {
    /// The kind of type an edit changes, and the line it adds.
    enum Kind: CaseIterable {
        case structure, enumeration, classType

        /// The declaration's keyword after `public` (and `final` for a class).
        var keyword: String {
            switch self {
            case .structure: "struct"
            case .enumeration: "enum"
            case .classType: "class"
            }
        }

        /// The line added inside the type's body: an `Int`, which keeps a synthesized `Hashable`,
        /// `Codable` or `Sendable` conformance compiling; a constant in a class, so a `Sendable`
        /// class takes it too; four words of payload in an enum, more than a case usually holds.
        /// Above 1, `variant` names it after itself: another edit of the same kind.
        func line(variant: Int = 1) -> String {
            let name = LayoutEdit.marker + (variant > 1 ? "\(variant)" : "")
            return switch self {
            case .structure: "    private var \(name): Int = 100"
            case .classType: "    private let \(name): Int = 100"
            case .enumeration: "    case \(name)(Int, Int, Int, Int)"
            }
        }
    }

    /// The name of what the edit adds, which marks its line.
    static let marker = "buildTimeProbeLayout"

    /// The file holding the type, relative to the package root.
    let file: String
    /// The type's name.
    let type: String
    /// The kind of type.
    let kind: Kind
    /// The number of the line that opens the type's body (from 1).
    let line: Int

    /// What the edit changes, as a table names it: `struct Account (Account.swift)`.
    var subject: String { "\(kind.keyword) \(type) (\((file as NSString).lastPathComponent))" }

    /// The public type of `kind` declared at the top level of a place's sources that the edit
    /// changes: the first that another module's public type stores (``Place/storedElsewhere``),
    /// else the first in file order; each one the edit can change: a struct with an initializer
    /// of its own (a private property would make a memberwise initializer private), an enum
    /// with a payload that its own file does not switch over, any class.
    /// Generic types are left out: their layout is computed at run time.
    static func find(_ kind: Kind, in place: Place, of root: URL) throws -> LayoutEdit? {
        let candidates = try candidates(kind, in: place.path, of: root)
        let stored = Set(place.storedElsewhere ?? [])
        return candidates.first { stored.contains($0.type) } ?? candidates.first
    }

    /// Every public type of `kind` the edit can change, in file order.
    private static func candidates(_ kind: Kind, in folder: String, of root: URL) throws -> [LayoutEdit] {
        var found: [LayoutEdit] = []
        for file in try SourceFile.all(in: folder, of: root) {
            let text = file.lines.joined(separator: "\n")
            for (index, line) in file.lines.enumerated() {
                guard let name = declaredType(kind, on: line) else { continue }
                switch kind {
                case .structure where !text.contains("init("): continue
                // An enum switched over in its own file (an error's description) takes no new case.
                case .enumeration
                where !file.lines[(index + 1)...].prefix(while: { $0 != "}" }).contains(where: {
                    $0.trimmingCharacters(in: .whitespaces).hasPrefix("case ") && $0.contains("(")
                }) || text.contains("switch self"):
                    continue
                default: break
                }
                found.append(LayoutEdit(file: file.relativePath, type: name, kind: kind, line: index + 1))
            }
        }
        return found
    }

    /// The type a line opens, `public struct Name … {` at the top level, not generic.
    static func declaredType(_ kind: Kind, on line: Substring) -> String? {
        let prefixes =
            kind == .classType ? ["public final class ", "public class ", "open class "] : ["public \(kind.keyword) "]
        guard let prefix = prefixes.first(where: line.hasPrefix), line.hasSuffix("{") else { return nil }
        let name = line.dropFirst(prefix.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        let rest = line.dropFirst(prefix.count + name.count)
        guard !name.isEmpty, !rest.hasPrefix("<") else { return nil }
        return String(name)
    }

    /// Inserts the edit's line into the type's body.
    ///
    /// - Parameter lastBuild: When the sandbox's last build ended (``Sandbox/write(_:to:after:)``).
    /// - Parameter variant: Above 1, another edit of the same kind (``Kind/line(variant:)``).
    func apply(in root: URL, after lastBuild: Date?, variant: Int = 1) throws {
        let url = root.appendingPathComponent(file)
        var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        lines.insert(kind.line(variant: variant), at: line)
        try Sandbox.write(lines.joined(separator: "\n"), to: url, after: lastBuild)
    }

    /// Takes every line a layout edit added out of the files under `folder`.
    ///
    /// - Parameter lastBuild: When the sandbox's last build ended (``Sandbox/write(_:to:after:)``).
    static func revert(in folder: URL, after lastBuild: Date?) throws {
        let files = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
        for file in files where file.hasSuffix(".swift") {
            let url = folder.appendingPathComponent(file)
            let text = try String(contentsOf: url, encoding: .utf8)
            guard text.contains(marker) else { continue }
            try Sandbox.write(
                text.components(separatedBy: "\n").filter { !$0.contains(marker) }.joined(separator: "\n"), to: url,
                after: lastBuild)
        }
    }
}
