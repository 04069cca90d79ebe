import Foundation
import TestSupport
import Testing

/// `Scripts/fuzz` refuses bad input before building anything; running it is open-ended, so
/// CI replays its corpus instead (`FuzzCorpusTests`).
@Suite("fuzz script", .slow)
struct FuzzScriptTests {
    @Test(
        "bad input exits 2 with the reason",
        arguments: [
            ([String](), "name a target: links or any-route"),
            (["everything"], "unknown argument 'everything'"),
            (["links", "--time", "soon"], "--time needs a whole number above 0"),
            (["links", "--jobs", "0"], "--jobs needs a whole number above 0"),
        ])
    func badInput(arguments: [String], reason: String) throws {
        let result = try ProcessRunner.run(["bash", "Scripts/fuzz"] + arguments, in: ProcessRunner.repositoryRoot())
        #expect(result.status == 2 && result.output.contains(reason), "\(result.output)")
    }
}
