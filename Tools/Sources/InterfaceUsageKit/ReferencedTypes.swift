// What a module's code refers to in other modules, read from the compiler's type-checked AST.
public import Foundation
import ToolSupport

/// The types of other modules a module's files refer to, as the compiler resolved them.
///
/// It reads each file's type-checked AST (`swiftc -frontend -dump-ast -dump-ast-format json`) and
/// keeps, from every node the source wrote (nodes the compiler made up are marked `implicit`),
/// the declaration it refers to, the type it has and the types it binds to generic parameters.
/// A member counts as its top-level type (`Routing.navigate` is `Routing`); a type made of
/// others counts as its outer type only (`Result<any NavigationHandle, RouterError>` is
/// `Swift.Result`), its parts counting where a node binds them: what remains is the types the
/// code names or calls into.
public struct ReferencedTypes: Sendable {
    /// The referred types, by module: `["RouterInterface": ["Feature", "Route"]]`.
    public let byModule: [String: Set<String>]

    /// Reads the references of `files`, compiled as module `module` with `flags`.
    ///
    /// - Parameters:
    ///   - modules: The modules whose types are kept.
    ///   - flags: What the frontend needs besides the files: search paths, conditions, `-module-name`.
    /// - Throws: ``Tool/Failure/badInput(_:)`` with the compiler's first error when a file does
    ///   not type-check.
    public init(files: [URL], flags: [String], keeping modules: Set<String>) throws {
        var mangled: Set<String> = []
        for file in files {
            let others = files.filter { $0 != file }.map(\.path)
            let outcome = try Subprocess.run(
                ["swiftc", "-frontend", "-dump-ast", "-dump-ast-format", "json"] + flags + others
                    + ["-primary-file", file.path], separateErrors: true)
            guard outcome.status == 0 else {
                if let appleOnly = BuildLog.appleOnly(file.lastPathComponent, output: outcome.errors) {
                    throw appleOnly
                }
                throw Tool.Failure.badInput(
                    "the compiler cannot type-check \(file.lastPathComponent): "
                        + (BuildLog.reason(in: outcome.errors) ?? "swiftc failed"))
            }
            guard let ast = try? JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) else {
                throw Tool.Failure.finding(
                    "the compiler's AST of \(file.lastPathComponent) is not JSON: its types cannot be counted")
            }
            mangled.formUnion(Self.mangledNames(inAST: ast, modules: modules))
        }
        byModule = try Self.types(demangling: mangled.sorted(), modules: modules)
    }

    /// Every USR (`s:…`) and mangled type (`$s…`) of a module in `modules` that a node the source
    /// wrote carries, in one file's AST.
    static func mangledNames(inAST root: Any, modules: Set<String>) -> Set<String> {
        let prefixes = modules.map { "\($0.utf8.count)\($0)" }
        var found: Set<String> = []
        var pending: [Any] = [root]
        while let node = pending.popLast() {
            if let object = node as? [String: Any] {
                let written = (object["implicit"] as? Bool) != true
                for value in object.values {
                    if written, let text = value as? String, let name = Self.mangled(text, prefixes: prefixes) {
                        found.insert(name)
                    } else if !(value is String) {
                        pending.append(value)
                    }
                }
            } else if let array = node as? [Any] {
                pending.append(contentsOf: array)
            }
        }
        return found
    }

    /// The text as a mangled name the demangler reads (`$s…`), when it is a USR or a mangled type
    /// that starts in one of the modules (`s:15RouterInterface…`).
    private static func mangled(_ text: String, prefixes: [String]) -> String? {
        guard text.hasPrefix("s:") || text.hasPrefix("$s") else { return nil }
        let body = text.dropFirst(2)
        return prefixes.contains { body.hasPrefix($0) } ? "$s" + body : nil
    }

    /// Demangles the names and keeps the top-level type each one is or belongs to.
    static func types(demangling names: [String], modules: Set<String>) throws -> [String: Set<String>] {
        guard !names.isEmpty else { return [:] }
        let outcome = try Subprocess.run(["swift", "demangle", "--compact"] + names, separateErrors: true)
        var types: [String: Set<String>] = [:]
        for line in outcome.output.split(separator: "\n") {
            guard let (module, type) = topLevelType(in: String(line)), modules.contains(module) else { continue }
            types[module, default: []].insert(type)
        }
        return types
    }

    /// The module and top-level type a demangled name is or belongs to: `RouterInterface.Routing`
    /// for `(extension in RouterInterface):RouterInterface.Routing.navigate(to: …) -> ()`; an
    /// optional or an array of a type is the type; `nil` for a type made of others (a function
    /// type, `Swift.Result<…>`: a Swift type).
    static func topLevelType(in demangled: String) -> (String, String)? {
        var text = Substring(demangled)
        while true {
            if let prefix = ["static ", "inout ", "any ", "some ", "["].first(where: { text.hasPrefix($0) }) {
                text = text.dropFirst(prefix.count)
            } else if text.hasPrefix("(extension in "), let end = text.firstIndex(of: ":") {
                text = text[text.index(after: end)...]
            } else {
                break
            }
        }
        let parts = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }.split(separator: ".")
        guard parts.count >= 2 else { return nil }
        return (String(parts[0]), String(parts[1]))
    }
}
