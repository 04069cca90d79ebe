/// One build system's copy of the package, warm, and its oracle with `--verify`: the runs of
/// every build system measured together take turns on the machine (``measure(_:shape:features:scenarios:runs:)``).
struct Lane {
    var sandbox: Sandbox
    var oracle: Oracle?

    /// The lanes in the order a run takes them: run 1 as given, each next run starting one
    /// later, so no build system always builds first (after a pause) or last.
    static func turns<Element>(_ lanes: [Element], run: Int) -> [Element] {
        guard !lanes.isEmpty else { return [] }
        let start = (run - 1) % lanes.count
        return Array(lanes[start...] + lanes[..<start])
    }
}
