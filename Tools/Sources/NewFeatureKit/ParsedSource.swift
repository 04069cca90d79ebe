// A Swift file as the compiler's parser sees it: the places the scaffold edits, found by structure.
import Foundation
import ToolSupport

/// A Swift file parsed by the compiler (`swiftc -dump-parse -dump-ast-format json`), which needs
/// none of the modules the file imports: its imports, its top-level calls and its functions, each
/// with the bytes it spans. The scaffold edits a file where this finds the declaration it means,
/// never where a line of text looks like it.
///
/// The parser gives a declaration's range from its first byte to the first byte of its last token;
/// an expression has none, so ``SwiftTokens`` reads the tokens inside a function's body.
struct ParsedSource {
    /// An `import` declaration: the module and the offset of its `import` keyword.
    struct Import {
        let module: String
        let offset: Int
    }

    /// The file's text, as UTF-8 bytes (the parser's offsets count bytes).
    let bytes: [UInt8]
    /// The file as messages name it: its path in the package.
    let shownPath: String
    private let items: [[String: Any]]

    /// Parses the file.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` naming the file and the parser's first error when
    ///   it is not valid Swift.
    init(file: URL, shownAs shownPath: String) throws {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw Tool.Failure.badInput("cannot read \(shownPath)")
        }
        let outcome = try Subprocess.run(
            ["swiftc", "-dump-parse", "-dump-ast-format", "json", file.path], separateErrors: true)
        guard outcome.status == 0,
            let tree = try? JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any],
            let items = tree["items"] as? [[String: Any]]
        else {
            let reason = BuildLog.reason(in: outcome.errors) ?? "the compiler's parse could not be read"
            throw Tool.Failure.badInput("\(shownPath) does not parse: \(reason)")
        }
        bytes = Array(data)
        self.shownPath = shownPath
        self.items = items
    }

    /// The file's `import` declarations, in order.
    var imports: [Import] {
        items.compactMap { item in
            guard item["_kind"] as? String == "import_decl", let path = item["module_path"] as? [String],
                let offset = Self.range(of: item)?.start
            else { return nil }
            return Import(module: path.joined(separator: "."), offset: offset)
        }
    }

    /// The ranges of the top-level statements that call the function `name`: `feature("A")`.
    func topLevelCalls(to name: String) -> [(start: Int, lastToken: Int)] {
        items.compactMap { item in
            guard item["_kind"] as? String == "top_level_code_decl",
                let body = item["body"] as? [String: Any], let elements = body["elements"] as? [[String: Any]],
                elements.count == 1, elements[0]["_kind"] as? String == "call_expr",
                let function = elements[0]["fn"] as? [String: Any],
                function["_kind"] as? String == "unresolved_decl_ref_expr", function["name"] as? String == name
            else { return nil }
            return Self.range(of: item).map { ($0.start, $0.end) }
        }
    }

    /// Whether the file declares a function `name` at its top level: the manifest's helper `feature`.
    func declaresTopLevelFunction(_ name: String) -> Bool {
        items.contains { $0["_kind"] as? String == "func_decl" && Self.baseName(of: $0) == name }
    }

    /// The body of the function `name` with the argument labels `labels`, anywhere in the file
    /// (in a type or an extension), when its body is one array literal, as `return [...]` or alone:
    /// the offsets of its braces.
    ///
    /// - Parameter labels: The function's argument labels; `nil` for the first function of that
    ///   name, whatever its labels.
    /// - Returns: `nil` when no such function exists; ``BodyShape/notAnArray`` when it does and its
    ///   body is something else.
    func arrayBody(ofFunction name: String, labels: [String]?) -> BodyShape? {
        guard
            let function = Self.functions(in: items).first(where: {
                Self.baseName(of: $0) == name && (labels.map(Self.labels(of: $0).elementsEqual) ?? true)
            }),
            let body = function["body"] as? [String: Any], let braces = Self.range(of: body)
        else { return nil }
        var elements = body["elements"] as? [[String: Any]] ?? []
        if elements.count == 1, elements[0]["_kind"] as? String == "return_stmt",
            let result = elements[0]["result"] as? [String: Any]
        {
            elements = [result]
        }
        guard elements.count == 1, elements[0]["_kind"] as? String == "array_expr" else { return .notAnArray }
        return .array(open: braces.start, close: braces.end)
    }

    /// What a function's body is, to the scaffold.
    enum BodyShape: Equatable {
        /// One array literal between the braces at these offsets.
        case array(open: Int, close: Int)
        /// Anything else: statements, a call, an empty body.
        case notAnArray
    }

    /// The argument labels of the first function named `name` in the file, anywhere; `nil` when
    /// it declares none.
    func labels(ofFunction name: String) -> [String]? {
        Self.functions(in: items).first { Self.baseName(of: $0) == name }.map(Self.labels(of:))
    }

    private static func functions(in nodes: [[String: Any]]) -> [[String: Any]] {
        nodes.flatMap { node -> [[String: Any]] in
            if node["_kind"] as? String == "func_decl" { return [node] }
            return functions(in: node["members"] as? [[String: Any]] ?? [])
        }
    }

    private static func baseName(of declaration: [String: Any]) -> String? {
        ((declaration["name"] as? [String: Any])?["base_name"] as? [String: Any])?["name"] as? String
    }

    private static func labels(of declaration: [String: Any]) -> [String] {
        (declaration["name"] as? [String: Any])?["args"] as? [String] ?? []
    }

    private static func range(of node: [String: Any]) -> (start: Int, end: Int)? {
        guard let range = node["range"] as? [String: Any], let start = range["start"] as? Int,
            let end = range["end"] as? Int
        else { return nil }
        return (start, end)
    }
}
