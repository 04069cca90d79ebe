// What `measure-build-times --budget` finds, in the format asked for.
import Foundation
import ToolSupport

/// The sets a budget check measured beyond their rules, printed as text, as GitHub Actions
/// annotations on each rule's line of the budget file, or as one JSON document.
struct BudgetReport: Encodable {
    /// One measured set beyond its rule.
    struct Finding: Encodable {
        /// The edited module.
        let module: String
        /// The edit, as the table names it.
        let edit: String
        /// What built it: SwiftPM, Swift Build or Bazel.
        let buildSystem: String
        /// Every module the edit recompiled.
        let recompiled: [String]
        /// The rule that bounds the edit.
        let rule: String
        /// What the rule lets it recompile, as the file says it.
        let allows: [String]
        /// What it recompiled beyond that.
        let beyond: [String]
    }

    /// Whether every set stayed within its budget.
    var passed: Bool { findings.isEmpty }
    /// The budget file, as the user named it.
    let budget: String
    /// How many scenarios were measured.
    let scenarios: Int
    let findings: [Finding]

    private enum CodingKeys: String, CodingKey {
        case passed, budget, scenarios, findings
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(passed, forKey: .passed)
        try container.encode(budget, forKey: .budget)
        try container.encode(scenarios, forKey: .scenarios)
        try container.encode(findings, forKey: .findings)
    }

    /// One line per finding, and a line saying all held when none is.
    var text: String {
        guard !passed else { return "✓ every edit stayed within its budget (\(budget): \(scenarios) scenarios)" }
        return findings.map { finding in
            "✗ editing \(finding.module) (\(finding.edit))"
                + (finding.buildSystem == BuildSystem.bazel.title ? " with Bazel" : "")
                + " recompiled \(finding.recompiled.count) modules: \(finding.recompiled.joined(separator: ", ")); "
                + "the budget '\(finding.rule)' (\(budget)) allows \(finding.allows.joined(separator: ", ")): "
                + "\(finding.beyond.joined(separator: ", ")) went beyond it"
        }.joined(separator: "\n")
    }

    /// One `::error` annotation per finding, on the line of the budget file that names its rule
    /// (`"name": "…"`), then the text's summary line when all held.
    ///
    /// - Parameter file: The budget file, to find each rule's line in.
    func annotations(in file: URL) -> String {
        guard !passed else { return text }
        let lines = (try? String(contentsOf: file, encoding: .utf8))?.components(separatedBy: "\n") ?? []
        let path = Self.relativePath(of: file)
        return findings.map { finding in
            let quoted = "\"\(finding.rule)\""
            let line = lines.firstIndex { $0.contains("\"name\"") && $0.contains(quoted) }.map { $0 + 1 }
            return FindingFormat.annotation(
                level: "error", file: path, line: line, title: "recompile budget '\(finding.rule)'",
                message: "editing \(finding.module) (\(finding.edit)) with \(finding.buildSystem) recompiled "
                    + "\(finding.beyond.joined(separator: ", ")) beyond what the budget allows "
                    + "(\(finding.allows.joined(separator: ", ")))")
        }.joined(separator: "\n")
    }

    /// The file's path from the current directory when it is under it (a workflow's checkout),
    /// its full path otherwise.
    static func relativePath(of file: URL) -> String {
        let here = FileManager.default.currentDirectoryPath + "/"
        return file.path.hasPrefix(here) ? String(file.path.dropFirst(here.count)) : file.path
    }
}
