import HorizonAppInterface
import HorizonBenchInterface
import Testing

@testable import HorizonBench

@Suite("Benchmark")
struct BenchmarkTests {
    /// Which operation ran, each run of one operation recorded once.
    private final class Turns {
        var order: [Int] = []

        func ran(_ index: Int) {
            if order.last != index { order.append(index) }
        }
    }

    private struct Stop: Error {}

    @Test("operations measured side by side take turns, a batch each, after each is calibrated alone")
    func sideBySide() throws {
        let turns = Turns()
        let operations: [() throws -> Void] = (0..<3).map { index in { turns.ran(index) } }
        let measures = try Benchmark(batches: 5, batchTarget: .microseconds(400)).measure(sideBySide: operations)
        // Calibration runs each alone (0, 1, 2), then five rounds of one batch each.
        #expect(turns.order == Array(repeating: [0, 1, 2], count: 6).flatMap { $0 })
        #expect(measures.count == 3 && measures.allSatisfy { $0.min <= $0.median && $0.median <= $0.max })
    }

    @Test("a memory check passes only with nothing left alive and resident memory grown by at most the slack")
    func memoryVerdict() {
        let flat = MemoryCheck.Result(
            name: "cycles", cycles: 10_000, screensAlive: 0, featuresAlive: 0, weakSharedAlive: 0,
            residentBefore: 100 << 20, residentAfter: (100 << 20) + MemoryCheckResult.flatSlack)
        #expect(flat.passed)
        var grown = flat
        grown.residentAfter = flat.residentAfter.map { $0 + 1 }
        #expect(!grown.passed)
        for kept in [\MemoryCheck.Result.screensAlive, \.featuresAlive, \.weakSharedAlive] {
            var left = flat
            left[keyPath: kept] = 1
            #expect(!left.passed)
        }
    }

    @Test("an operation that fails stops the measure with its error")
    func failure() {
        var calls = 0
        #expect(throws: Stop.self) {
            try Benchmark(batches: 3, batchTarget: .microseconds(400)).measure(sideBySide: [
                {},
                {
                    calls += 1
                    if calls == 3 { throw Stop() }
                },
            ])
        }
    }
}
