import Foundation
import TestSupport
import Testing

/// `Scripts/measure-examples`, Horizon's own script (the build-time tools are tested in the Tools
/// package): bad input exits 2 with the reason; `docs/examples.md` holds a full run's figures.
@Suite("measure-examples", .serialized, .slow)
struct MeasureExamplesScriptTests {
    let root = ProcessRunner.repositoryRoot()

    @Test(
        "bad input exits 2 with the reason",
        arguments: [
            (["--examples", "Nope"], "no example Examples/NopeExample"),
            (["--examples", "HTTPClient"], "no example Examples/HTTPClientExample"),
            (["--fast"], "unknown argument '--fast'"),
            (["--out"], "--out needs a file"),
        ])
    func badInput(arguments: [String], reason: String) throws {
        let result = try ProcessRunner.run(["bash", "Scripts/measure-examples"] + arguments, in: root)
        #expect(result.status == 2 && result.output.contains(reason), "\(result.output)")
    }
}
