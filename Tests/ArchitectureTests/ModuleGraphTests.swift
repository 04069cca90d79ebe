import Foundation
import TestSupport
import Testing

/// `Scripts/module-graph`: the graph from the manifest, and the README's diagram kept current.
@Suite("module-graph", .serialized, .slow)
struct ModuleGraphTests {
    let root = ProcessRunner.repositoryRoot()

    @Test("Mermaid and DOT list every module with its dependencies")
    func formats() throws {
        let mermaid = try ProcessRunner.run(["bash", "Scripts/module-graph"], in: root)
        #expect(mermaid.status == 0 && mermaid.output.hasPrefix("graph BT"))
        #expect(
            mermaid.output.contains(
                "Profile --> ProfileInterface & HTTPClientInterface & LoginInterface & SettingsInterface"))
        let dot = try ProcessRunner.run(["bash", "Scripts/module-graph", "--dot"], in: root)
        #expect(dot.status == 0 && dot.output.contains(#""Profile" -> "RouterInterface";"#), "DOT draws every edge")
    }

    @Test("the README's diagram is current; a stale one fails the check, and --write fixes it")
    func check() throws {
        let current = try ProcessRunner.run(["bash", "Scripts/module-graph", "--check", "README.md"], in: root)
        #expect(current.status == 0, "\(current.output)")
        let stale = FileManager.default.temporaryDirectory.appendingPathComponent(
            "horizon-graph-\(UUID().uuidString).md")
        defer { try? FileManager.default.removeItem(at: stale) }
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        try readme.replacingOccurrences(of: "  Home --> ", with: "  Home --> Order & ").write(
            to: stale, atomically: true, encoding: .utf8)
        let outdated = try ProcessRunner.run(["bash", "Scripts/module-graph", "--check", stale.path], in: root)
        #expect(outdated.status == 1 && outdated.output.contains("out of date"))
        let write = try ProcessRunner.run(["bash", "Scripts/module-graph", "--write", stale.path], in: root)
        let rewritten = try String(contentsOf: stale, encoding: .utf8)
        #expect(write.status == 0 && rewritten == readme)
    }
}
