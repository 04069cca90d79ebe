import HeadlessUI
public import HorizonBenchInterface
import Router
import RouterInterface
import RouterLinks

extension SetupPart {
    /// Builds this part for `size` generated features and releases it.
    ///
    /// - Returns: How many items it registered.
    @MainActor
    public func build(size: Int) throws -> Int {
        let router = RouterEngine(window: HeadlessWindow())
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
