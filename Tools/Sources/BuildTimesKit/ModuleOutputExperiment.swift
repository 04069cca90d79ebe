import Foundation
import ToolSupport

/// Which `swiftc` outputs stay byte-identical across each kind of edit, for each way of emitting
/// what importers compile against. Under Bazel an importer's compile reruns only when an input's
/// bytes change, so an output that stays identical keeps every importer from rebuilding.
///
/// One module, `Probe`, compiled by `swiftc` alone (no build system), once as it is and once per
/// edit, in each mode; each edit is compared with the unedited output.
struct ModuleOutputExperiment {
    let scratch: URL

    /// A way of compiling the module, and the file importers would compile against.
    struct Mode {
        let title: String
        let flags: [String]
        let output: String
    }

    /// The modes: what a rule can hand importers.
    static let modes: [Mode] = [
        Mode(
            title: "whole module, `-emit-module` (the rule's)", flags: wholeModule, output: "Probe.swiftmodule"),
        Mode(
            title: "the same with `-O` (cross-module optimization)", flags: wholeModule + ["-O"],
            output: "Probe.swiftmodule"),
        Mode(
            title: "module alone, `-experimental-skip-non-inlinable-function-bodies`",
            flags: moduleOnly + ["-experimental-skip-non-inlinable-function-bodies"], output: "Probe.swiftmodule"),
        Mode(
            title: "module alone, also `-experimental-skip-non-exportable-decls`",
            flags: moduleOnly + [
                "-experimental-skip-non-inlinable-function-bodies", "-Xfrontend",
                "-experimental-skip-non-exportable-decls",
            ], output: "Probe.swiftmodule"),
        Mode(
            title: "library evolution, the `.swiftinterface`",
            flags: wholeModule + ["-enable-library-evolution", "-emit-module-interface-path", "Probe.swiftinterface"],
            output: "Probe.swiftinterface"),
    ]

    private static let wholeModule = [
        "-wmo", "-emit-module", "-emit-module-path", "Probe.swiftmodule", "-emit-object", "-o", "Probe.o",
    ]
    private static let moduleOnly = ["-wmo", "-emit-module", "-emit-module-path", "Probe.swiftmodule"]

    /// The module before any edit.
    static let source = """
        public struct Probe {
            private var count = 0
            public init() {}
            public func total() -> Int { count + 1 }
            func helper() -> Int { 2 }
        }

        """

    /// Each edit: its title and the edited source.
    static let edits: [(title: String, source: String)] = [
        (
            "body of an internal function",
            source.replacingOccurrences(of: "func helper() -> Int { 2 }", with: "func helper() -> Int { 3 }")
        ),
        (
            "private function added",
            source.replacingOccurrences(
                of: "    public init() {}", with: "    public init() {}\n    private func extra() -> Int { 4 }")
        ),
        (
            "private stored property added",
            source.replacingOccurrences(
                of: "    private var count = 0", with: "    private var count = 0\n    private var extra = 0")
        ),
        (
            "internal function added",
            source.replacingOccurrences(
                of: "    public init() {}", with: "    public init() {}\n    func extra() -> Int { 4 }")
        ),
        ("body of a public function", source.replacingOccurrences(of: "count + 1", with: "count + 2")),
    ]

    /// One edit in one mode: whether the output stayed byte-identical.
    struct Cell: Encodable {
        let edit: String
        let mode: String
        /// `nil` when this toolchain does not take the mode's flags.
        let identical: Bool?
    }

    /// Compiles every mode unedited and after each edit.
    func run() throws -> [Cell] {
        var cells: [Cell] = []
        for mode in Self.modes {
            let before = try compile(Self.source, mode)
            for edit in Self.edits {
                let after = try before == nil ? nil : compile(edit.source, mode)
                cells.append(
                    Cell(
                        edit: edit.title, mode: mode.title,
                        identical: before.flatMap { before in after.map { $0 == before } }))
            }
            progress("\(mode.title): \(before == nil ? "not in this toolchain" : "done")")
        }
        return cells
    }

    /// The output's bytes, or `nil` when the compiler refuses the mode's flags.
    private func compile(_ source: String, _ mode: Mode) throws -> Data? {
        let folder = scratch.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try source.write(to: folder.appendingPathComponent("Probe.swift"), atomically: true, encoding: .utf8)
        let outcome = try Subprocess.run(
            [
                "swiftc", "-module-name", "Probe", "-parse-as-library", "-swift-version", "6", "-module-cache-path",
                scratch.appendingPathComponent("module-cache").path,
            ] + mode.flags + ["Probe.swift"], in: folder)
        guard outcome.status == 0 else {
            if outcome.output.contains("unknown argument") || outcome.output.contains("unsupported option") {
                return nil
            }
            throw Tool.Failure.finding("swiftc failed in mode '\(mode.title)': \(outcome.output.suffix(1000))")
        }
        return try Data(contentsOf: folder.appendingPathComponent(mode.output))
    }

    /// The cells as a table: an edit per row, a mode per column.
    static func markdown(_ cells: [Cell]) -> String {
        let header = "| edit | " + modes.map(\.title).joined(separator: " | ") + " |"
        let rule = "|---|" + modes.map { _ in "---|" }.joined()
        let rows = edits.map { edit in
            "| \(edit.title) | "
                + modes.map { mode in
                    let cell = cells.first { $0.edit == edit.title && $0.mode == mode.title }
                    return cell?.identical.map { $0 ? "identical" : "changed" } ?? "not in this toolchain"
                }.joined(separator: " | ") + " |"
        }
        return ([header, rule] + rows).joined(separator: "\n")
    }
}
