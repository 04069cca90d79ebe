import Foundation
import Testing

@testable import BuildTimesKit

/// Reading what Bazel ran: its summary line and its JSON trace profile.
@Suite("Bazel's profile")
struct BazelProfileTests {
    @Test("the summary line's counts: cache hits, internal and local actions")
    func processes() {
        let log =
            "INFO: Elapsed time: 5.2s\nINFO: 64 processes: 54 remote cache hit, 7 internal, 3 processwrapper-sandbox.\n"
        #expect(
            BazelProfile.processes(in: log) == ["remote cache hit": 54, "internal": 7, "processwrapper-sandbox": 3])
        #expect(BazelProfile.localActions(in: log) == 3)
        #expect(BazelProfile.processes(in: "no summary") == [:])
    }

    @Test("the modules compiled and the seconds of compile and link actions, from the trace")
    func trace() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "horizon-profile-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try #"""
        {"otherData": {}, "traceEvents": [
          {"name": "Compiling Swift module Profile", "cat": "action processing", "dur": 1500000, "ph": "X"},
          {"name": "Linking horizon", "cat": "action processing", "dur": 500000, "ph": "X"},
          {"name": "BazelWorkspaceStatusAction stable-status.txt", "cat": "action processing", "dur": 2000, "ph": "X"},
          {"name": "action 'Compiling Swift module HorizonApp'", "cat": "critical path component", "dur": 100, "ph": "X"}
        ]}
        """#.write(to: file, atomically: true, encoding: .utf8)
        let profile = try BazelProfile(contentsOf: file)
        #expect(profile.compiled == ["Profile"], "only the actions that ran, not the critical path's up-to-date ones")
        #expect(abs(profile.seconds - 2.0) < 1e-9)
    }

    @Test(
        "which outputs stay byte-identical: a body edit keeps the whole-module .swiftmodule, a private function does not, the .swiftinterface keeps both"
    )
    func moduleOutputs() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "horizon-outputs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let cells = try ModuleOutputExperiment(scratch: scratch).run()
        func cell(_ edit: String, _ mode: Int) -> Bool? {
            cells.first { $0.edit == edit && $0.mode == ModuleOutputExperiment.modes[mode].title }?.identical
        }
        #expect(cell("body of an internal function", 0) == true)
        #expect(cell("private function added", 0) == false)
        #expect(cell("body of a public function", 0) == true && cell("body of a public function", 1) == false)
        #expect(cell("private function added", 4) == true && cell("internal function added", 4) == true)
    }
}
