/// One part of a generated app's set-up, built alone, so a heap profiler can count what it
/// allocates and keeps per item: `horizon bench --setup PART --sizes N` builds it and exits
/// with it alive, and `Scripts/measure-allocations` runs that under Valgrind's DHAT at two sizes.
public enum SetupPart: String, CaseIterable, Sendable {
    /// A container with one weak-shared service registered per feature.
    case container
    /// A router with one route handler registered per feature.
    case routes
    /// The same router, then a link tree with one endpoint per feature (`g<i>/:id`).
    case links
}
