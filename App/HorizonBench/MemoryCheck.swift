import Foundation
import HierarchyInspection
public import HorizonBenchInterface
import NavigationInterface
import Router
import RouterInterface
import RouterLinksInterface
import UIToolkitInterface

/// Repeats a navigation and its inverse many times on a generated app, then counts what is
/// still alive and how resident memory moved: nothing should be left, and memory flat.
@MainActor
public struct MemoryCheck {
    /// Cycles per check. A warm-up runs first, before memory is read: a tenth as many
    /// cycles, and at least one per route, since a route's first use fills caches once
    /// (generic metadata, its link pattern's compiled expression).
    let cycles: Int

    /// Creates the checks.
    ///
    /// - Parameter cycles: Cycles per check, after the warm-up.
    public init(cycles: Int) {
        self.cycles = cycles
    }
    /// What one check found (``MemoryCheckResult``).
    public typealias Result = MemoryCheckResult

    /// Runs every check on a generated app of this size.
    public func run(size: Int) throws -> [Result] {
        let app = try GeneratedApp(size: size)
        let (router, routes, stack, home) = (app.router, app.routes, try app.stack, try app.home)
        let shown = ShownScreens(watching: router.window)
        let checks: [(String, (Int) throws -> Void)] = [
            (
                "push, then remove by the handle",
                { index in
                    try router.open(routes[index % size], from: home, presentation: .push).remove()
                }
            ),
            (
                "present as a sheet, then remove by the handle",
                { index in
                    try router.open(
                        routes[index % size], from: home, presentation: .modal(.sheet, embedInNavigation: false)
                    ).remove()
                }
            ),
            (
                "push, then the user's back gesture",
                { index in
                    try router.open(routes[index % size], from: home, presentation: .push)
                    try router.window.perform(.back)
                }
            ),
            (
                "open a link, then a link back",
                { index in
                    try app.links.open(link: "g\(index % size)/\(index)")
                    try app.links.open(link: "home")
                }
            ),
        ]
        return try checks.map { name, cycle in
            for index in 0..<max(cycles / 10, size) { try cycle(index) }
            let before = Self.residentBytes()
            for index in 0..<cycles { try cycle(index) }
            let after = Self.residentBytes()
            guard stack.screens.count == 1, stack.presentedScreen == nil else {
                throw BenchFailure(
                    "after '\(name)' the stack holds \(stack.screens.count) screen\(stack.screens.count == 1 ? "" : "s"); it should hold home alone"
                )
            }
            return Result(
                name: name, cycles: cycles,
                screensAlive: shown.alive.count { $0 is GeneratedScreen },
                featuresAlive: FeatureToken.alive, weakSharedAlive: app.servicesAlive,
                residentBefore: before, residentAfter: after)
        }
    }

    /// Resident memory now, from `/proc/self/statm` (Linux); nil elsewhere, and under
    /// AddressSanitizer, whose quarantine keeps freed memory resident on purpose.
    static func residentBytes() -> Int? {
        guard !underAddressSanitizer, let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)
        else { return nil }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Whether the process runs under AddressSanitizer (`swift test --sanitize=address`).
    static let underAddressSanitizer: Bool = {
        #if canImport(Glibc)
            return dlsym(dlopen(nil, RTLD_NOW), "__asan_init") != nil
        #else
            return false
        #endif
    }()
}
