public import HorizonBenchInterface

/// Horizon's benchmark suite: the runtime benchmarks, the memory checks and the set-up parts
/// on generated apps.
@MainActor
public struct HorizonBenchmarks: BenchmarkSuite {
    /// What `buildSetup` built, alive until the suite is released (the executable's suite
    /// lives until the process exits).
    private let setups = SetupsKept()

    /// Creates the suite.
    public init() {}

    public func runtimeRows(quick: Bool, sizes: [Int], only: String?) throws -> [BenchRow] {
        let bench = Benchmark(batches: quick ? 3 : 15, batchTarget: quick ? .milliseconds(5) : .milliseconds(40))
        return try RuntimeBenchmarks(bench: bench, sizes: sizes, only: only).run()
    }

    public func repeatRows(times: Int, size: Int, only: String?, baseline: Bool) throws -> [String] {
        try RuntimeBenchmarks(bench: Benchmark(batches: 1, batchTarget: .zero), sizes: [size], only: only)
            .repeatOperations(times: times, baseline: baseline)
    }

    public func memoryChecks(cycles: Int, size: Int) throws -> [MemoryCheckResult] {
        try MemoryCheck(cycles: cycles).run(size: size)
    }

    public func buildSetup(_ part: SetupPart, size: Int) throws -> Int {
        let (items, app) = try part.build(size: size)
        setups.apps.append(app)
        return items
    }
}
