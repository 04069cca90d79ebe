import Foundation
import TestSupport
import Testing

/// `Scripts/count-operations`: bad input exits 2 with the reason, before it builds or runs
/// anything; docs/benchmarks.md holds a full run's counts.
@Suite("count-operations")
struct CountOperationsScriptTests {
    let root = ProcessRunner.repositoryRoot()

    @Test(
        "bad input exits 2 with the reason",
        arguments: [
            (["--size", "0"], "count-operations: --size needs a whole number above 0"),
            (["--repeat", "x"], "count-operations: --repeat needs a whole number above 0"),
            (["--only"], "count-operations: --only needs a word of a row's name"),
            (["--horizon", "/no/such/horizon"], "count-operations: --horizon needs an executable horizon"),
            (["--fast"], "count-operations: unknown argument '--fast' (see --help)"),
        ])
    func badInput(arguments: [String], reason: String) throws {
        let result = try ProcessRunner.run(["bash", "Scripts/count-operations"] + arguments, in: root)
        #expect(result.status == 2 && result.output == reason + "\n", "\(result.output)")
    }

    @Test("--help is the usage")
    func help() throws {
        let result = try ProcessRunner.run(["bash", "Scripts/count-operations", "--help"], in: root)
        #expect(result.status == 0 && result.output.hasPrefix("usage: Scripts/count-operations "))
    }
}
