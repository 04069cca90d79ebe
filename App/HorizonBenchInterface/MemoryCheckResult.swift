/// What one memory check found: what was still alive after its cycles, and how resident memory moved.
public struct MemoryCheckResult: Encodable, Sendable {
    /// The largest growth of resident memory over the measured cycles still called flat:
    /// 1 MiB, room for the allocator's own noise; a leak of a screen per cycle (a kilobyte or
    /// more) over 10,000 cycles is ten times that. The counts of live objects are exact.
    public static let flatSlack = 1 << 20

    /// What the check repeats.
    public var name: String
    /// How many times.
    public var cycles: Int
    /// Generated screens alive after the cycles.
    public var screensAlive: Int
    /// Generated feature instances alive after the cycles.
    public var featuresAlive: Int
    /// Weak-shared services the container still holds after the cycles.
    public var weakSharedAlive: Int
    /// Resident memory before the measured cycles, in bytes (nil where the platform does not say).
    public var residentBefore: Int?
    /// Resident memory after them.
    public var residentAfter: Int?

    /// Creates a result.
    public init(
        name: String, cycles: Int, screensAlive: Int, featuresAlive: Int, weakSharedAlive: Int, residentBefore: Int?,
        residentAfter: Int?
    ) {
        self.name = name
        self.cycles = cycles
        self.screensAlive = screensAlive
        self.featuresAlive = featuresAlive
        self.weakSharedAlive = weakSharedAlive
        self.residentBefore = residentBefore
        self.residentAfter = residentAfter
    }

    /// Resident memory's growth per cycle, in bytes.
    public var growthPerCycle: Double? {
        guard let before = residentBefore, let after = residentAfter else { return nil }
        return Double(after - before) / Double(cycles)
    }

    /// Whether nothing was left alive and memory stayed flat.
    public var passed: Bool {
        screensAlive == 0 && featuresAlive == 0 && weakSharedAlive == 0
            && (residentAfter ?? 0) - (residentBefore ?? 0) <= Self.flatSlack
    }
}
