// The module graph's block in a Markdown file, as other tools keep it current.
public import ToolSupport

/// The Mermaid block between a Markdown file's module-graph markers, which `module-graph --write`
/// rewrites and `--check` compares; `new-feature` redraws it for the package it changes.
public enum ModuleGraphBlock {
    /// The markers, on lines of their own, a new file puts the block between.
    public static let markers = "\(MarkdownBlock.begin)\n\(MarkdownBlock.end)"

    /// Whether the file at `path` has the block's markers.
    public static func isIn(_ path: String) -> Bool {
        (try? MarkdownBlock(path: path)) != nil
    }

    /// Rewrites the block of the file at `path` with the graph of `package`.
    ///
    /// - Returns: How many modules the graph shows.
    /// - Throws: ``Tool/Failure/badInput(_:)`` when the file has no block;
    ///   ``Tool/Failure/finding(_:)`` when it cannot be written.
    @discardableResult
    public static func write(_ package: PackageDump, into path: String) throws -> Int {
        let graph = ModuleGraph(package)
        try MarkdownBlock(path: path).write(fenced(graph))
        return graph.modules.count
    }

    /// The block's text for a graph: its Mermaid, fenced.
    static func fenced(_ graph: ModuleGraph) -> String {
        "\n```mermaid\n\(graph.mermaid)\n```\n"
    }
}
