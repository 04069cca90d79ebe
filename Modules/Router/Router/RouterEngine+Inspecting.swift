import Injection
public import RouterInspection
import RouterInterface

extension RouterEngine: RouterInspecting {
    /// The types of the weak-shared dependencies alive now (the container's).
    public var liveWeakSharedTypes: [String] { container.liveWeakSharedTypes }
}
