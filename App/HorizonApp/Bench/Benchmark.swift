import Foundation

/// Times small operations: batches of iterations, the median batch per operation.
struct Benchmark {
    /// How many batches to time; the median is reported.
    let batches: Int
    /// How long one batch should take, roughly.
    let batchTarget: Duration

    /// Nanoseconds per operation: the median and the extremes over the batches.
    struct Measure: Codable, Sendable {
        var median: Double
        var min: Double
        var max: Double
    }

    /// Measures `operation`, first calibrating how many iterations fill a batch.
    func measure(_ operation: () throws -> Void) rethrows -> Measure {
        let clock = ContinuousClock()
        var iterations = 1
        while true {
            let elapsed = try clock.measure { for _ in 0..<iterations { try operation() } }
            if elapsed >= batchTarget / 4 || iterations >= 1 << 24 { break }
            iterations *= 2
        }
        var samples: [Double] = []
        for _ in 0..<batches {
            let elapsed = try clock.measure { for _ in 0..<iterations { try operation() } }
            samples.append(Double(elapsed.components.attoseconds) / 1e9 / Double(iterations)
                           + Double(elapsed.components.seconds) * 1e9 / Double(iterations))
        }
        samples.sort()
        return Measure(median: samples[samples.count / 2], min: samples[0], max: samples[samples.count - 1])
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
