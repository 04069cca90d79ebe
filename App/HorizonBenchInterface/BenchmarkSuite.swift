/// The runtime benchmarks and memory checks, as `horizon bench` runs them: the benchmarks
/// compose engines of their own (a composition root, like an example), so the CLI sees them
/// through this protocol and the executable hands them over.
@MainActor
public protocol BenchmarkSuite {
    /// Times each operation on generated apps of each size, beside its hand-wired baseline.
    ///
    /// - Parameters:
    ///   - quick: 3 short batches per measure instead of 15.
    ///   - sizes: The generated apps' sizes, smallest first.
    ///   - only: Only the rows whose name contains this word.
    /// - Returns: One row per operation.
    func runtimeRows(quick: Bool, sizes: [Int], only: String?) throws -> [BenchRow]

    /// Repeats each navigation and its inverse `cycles` times on a generated app of `size`,
    /// then says what is still alive and how resident memory moved.
    func memoryChecks(cycles: Int, size: Int) throws -> [MemoryCheckResult]

    /// Runs each chosen operation, or its hand-wired baseline, `times` times on a generated app
    /// of `size`, untimed: a steady loop for a profiler (`perf record`, Valgrind).
    ///
    /// - Parameters:
    ///   - times: How many times to run each operation.
    ///   - size: The generated app's size.
    ///   - only: Only the operations whose name contains this word.
    ///   - baseline: Runs each operation's hand-wired baseline instead.
    /// - Returns: The names of what was run.
    func repeatRows(times: Int, size: Int, only: String?, baseline: Bool) throws -> [String]

    /// Builds one part of a generated app of `size` alone and keeps it for as long as the
    /// suite lives, so a heap profiler reading the heap when the process ends counts what the
    /// part keeps, its declarations and the transients of building it gone.
    ///
    /// - Returns: How many items it registered.
    func buildSetup(_ part: SetupPart, size: Int) throws -> Int
}
