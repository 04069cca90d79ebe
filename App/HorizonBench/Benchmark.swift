import Foundation
public import HorizonBenchInterface

/// Times small operations: batches of iterations, the median batch per operation.
///
/// Operations compared with each other are measured side by side: one batch of each in turn,
/// over and over, so a burst of load on a shared machine falls on all of them alike and the
/// ratios between them hold even when the times do not.
public struct Benchmark {
    /// How many batches to time per operation; the median is reported.
    let batches: Int
    /// How long one batch should take, roughly.
    let batchTarget: Duration

    /// Creates a benchmark.
    ///
    /// - Parameters:
    ///   - batches: How many batches to time per operation.
    ///   - batchTarget: How long one batch should take, roughly.
    public init(batches: Int, batchTarget: Duration) {
        self.batches = batches
        self.batchTarget = batchTarget
    }

    /// Nanoseconds per operation (``BenchMeasure``).
    public typealias Measure = BenchMeasure

    /// Measures each operation, first calibrating how many iterations fill its batch, then
    /// timing their batches in turn.
    ///
    /// - Returns: One measure per operation, in the same order.
    func measure(sideBySide operations: [() throws -> Void]) throws -> [Measure] {
        let clock = ContinuousClock()
        let iterations = try operations.map { operation in
            var iterations = 1
            while try clock.measure({ for _ in 0..<iterations { try operation() } }) < batchTarget / 4,
                iterations < 1 << 24
            {
                iterations *= 2
            }
            return iterations
        }
        var samples = Array(repeating: [Double](), count: operations.count)
        for _ in 0..<batches {
            for (index, operation) in operations.enumerated() {
                let elapsed = try clock.measure { for _ in 0..<iterations[index] { try operation() } }
                samples[index].append(
                    (Double(elapsed.components.seconds) * 1e18 + Double(elapsed.components.attoseconds))
                        / 1e9 / Double(iterations[index]))
            }
        }
        return samples.map { batch in
            let sorted = batch.sorted()
            return Measure(median: sorted[sorted.count / 2], min: sorted[0], max: sorted[sorted.count - 1])
        }
    }
}

/// Keeps a value alive and opaque so the optimizer cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// A benchmark that could not run as written, with the reason.
struct BenchFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
