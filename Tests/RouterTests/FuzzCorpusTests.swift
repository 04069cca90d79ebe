import Foundation
import Testing

/// Replays the fuzzers' corpus (`Tests/FuzzCorpus`, grown by `Scripts/fuzz`): every input
/// that once found new coverage, or a bug, stays a test case.
@MainActor
@Suite("Fuzz corpus")
struct FuzzCorpusTests {
    /// The corpus folder of a fuzz target, beside this test target.
    static func inputs(_ target: String) throws -> [(name: String, text: String)] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("FuzzCorpus").appendingPathComponent(target)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        return try names.map { name in
            (name, String(decoding: try Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self))
        }
    }

    @Test("every link in the corpus routes or is refused, the hierarchy unchanged; none reaches the guarded screen")
    func links() throws {
        let subject = try FuzzSubject()
        let inputs = try Self.inputs("links")
        #expect(inputs.count >= 10)
        var outcomes: [String: Int] = [:]
        for (name, text) in inputs {
            let outcome = subject.link(text)
            #expect(!outcome.isViolation, "\(name): \(outcome)")
            outcomes[outcome == .routed ? "routed" : "refused", default: 0] += 1
        }
        #expect(
            outcomes["routed", default: 0] > 0 && outcomes["refused", default: 0] > 0,
            "the corpus holds both kinds: \(outcomes)")
    }

    @Test("every AnyRoute string in the corpus decodes, survives encoding and routes, or is refused")
    func anyRoutes() throws {
        let subject = try FuzzSubject()
        let inputs = try Self.inputs("any-route")
        #expect(inputs.count >= 8)
        for (name, text) in inputs {
            let outcome = subject.anyRoute(text)
            #expect(!outcome.isViolation, "\(name): \(outcome)")
        }
    }
}
