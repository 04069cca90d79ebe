/// The apps `horizon bench --setup` built, kept alive together: what a heap profiler reads at
/// the process's end is what they keep.
@MainActor
final class SetupsKept {
    /// The routers built, in order.
    var apps: [AnyObject] = []
}
