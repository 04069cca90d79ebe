import HeadlessUI
import Router
import RouterInterface
import RouterLinks

/// One part of a generated app's set-up, built alone, so a heap profiler can count what it
/// allocates per item: `horizon bench --setup PART --sizes N` builds it and exits, and
/// `Scripts/measure-allocations` runs that under Valgrind's DHAT at two sizes.
public enum SetupPart: String, CaseIterable, Sendable {
    /// A container with one weak-shared service registered per feature.
    case container
    /// A router with one route handler registered per feature.
    case routes
    /// The same router, then a link tree with one endpoint per feature (`g<i>/:id`).
    case links
}

extension SetupPart {
    /// Builds this part for `size` generated features and releases it.
    ///
    /// - Returns: How many items it registered.
    @MainActor
    public func build(size: Int) throws -> Int {
        let router = Router(window: Window())
        let links = try LinksFace.install(on: router)
        var generation = Generation(container: router.container, last: size - 1, parts: self)
        try generation.visitNumbers(count: size)
        guard self != .container else { return size }
        for handler in generation.handlers { try router.register(handler) }
        guard self == .links else { return size }
        try router.register(GeneratedHomeHandler())
        try links.declareLinks(
            .stack("Generated", [.endpoint(GeneratedHomeRoute.self, "home", children: generation.endpoints)]),
            origins: LinkOrigins(schemes: ["bench"], hosts: []))
        return size
    }
}
