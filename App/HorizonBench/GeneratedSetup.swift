import HeadlessUI
import HorizonBenchInterface
import Router
import RouterInterface
import RouterLinks

extension SetupPart {
    /// Builds this part for `size` generated features.
    ///
    /// - Returns: How many items it registered, and the router that keeps them (its generated
    ///   declarations are released on return).
    @MainActor
    func build(size: Int) throws -> (items: Int, app: RouterEngine) {
        let router = RouterEngine(window: HeadlessWindow())
        let links = try LinksFace.install(on: router)
        var generation = Generation(container: router.container, last: size - 1, parts: self)
        try generation.visitNumbers(count: size)
        guard self != .container else { return (size, router) }
        for handler in generation.handlers { try router.register(handler) }
        guard self == .links else { return (size, router) }
        try router.register(GeneratedHomeHandler())
        try links.declareLinks(
            .stack("Generated", [.endpoint(GeneratedHomeRoute.self, "home", children: generation.endpoints)]),
            origins: LinkOrigins(schemes: ["bench"], hosts: []))
        return (size, router)
    }
}
