import Foundation
import HeadlessUI
public import HorizonBenchInterface
import Injection
import NavigationInterface
import Router
import RouterInspection
import RouterInterface
import RouterLinks
import RouterLinksInterface
import RouterModules
import RouterModulesInterface
import RouterValuesInterface
import UIToolkitInterface

/// The runtime benchmarks of `horizon bench`: each operation on generated apps of several
/// sizes, beside a hand-wired baseline doing the same work without the router, in one run.
@MainActor
public struct RuntimeBenchmarks {
    let bench: Benchmark
    /// The generated apps' sizes (features, routes and services), smallest first.
    public let sizes: [Int]
    /// Runs only the rows whose name contains this word.
    let only: String?

    /// Creates the benchmarks.
    ///
    /// - Parameters:
    ///   - bench: How to time each operation.
    ///   - sizes: The generated apps' sizes, smallest first.
    ///   - only: A word of the rows to run; `nil` runs every row.
    public init(bench: Benchmark, sizes: [Int], only: String?) {
        self.bench = bench
        self.sizes = sizes
        self.only = only
    }

    private func wanted(_ name: String) -> Bool {
        only.map { name.localizedCaseInsensitiveContains($0) } ?? true
    }

    /// One operation at every size, and its baseline measured beside the largest size.
    private struct Operation {
        let name: String
        let baselineName: String
        let horizon: @MainActor (GeneratedApp) throws -> () throws -> Void
        let baseline: @MainActor (GeneratedApp) throws -> () throws -> Void
    }

    /// Builds every size's app, then measures each operation at every size and its baseline
    /// side by side (see `Benchmark`), so both ratios in a row compare the same moments.
    public func run() throws -> [BenchRow] {
        let operations = Self.operations.filter { wanted($0.name) }
        guard !operations.isEmpty else { return [] }
        let apps = try sizes.map(GeneratedApp.init)
        guard let largest = apps.last else { return [] }
        return try operations.map { operation in
            let measures = try bench.measure(sideBySide: apps.map(operation.horizon) + [operation.baseline(largest)])
            return BenchRow(
                name: operation.name, sizes: zip(sizes, measures).map { BenchRow.Sized(size: $0, measure: $1) },
                baselineName: operation.baselineName, baseline: measures.last)
        }
    }

    /// Runs each wanted operation, or its baseline, `times` times on the largest app, untimed:
    /// what `horizon bench --repeat` hands a profiler.
    ///
    /// - Parameter baseline: Runs each operation's hand-wired baseline instead.
    /// - Returns: The names of what was run.
    public func repeatOperations(times: Int, baseline: Bool) throws -> [String] {
        let operations = Self.operations.filter { wanted($0.name) }
        guard let size = sizes.last, !operations.isEmpty else { return [] }
        let app = try GeneratedApp(size: size)
        for operation in operations {
            let run = try (baseline ? operation.baseline : operation.horizon)(app)
            for _ in 0..<times { try run() }
        }
        return operations.map { baseline ? "\($0.baselineName) (the baseline of: \($0.name))" : $0.name }
    }

    private static let handBuilt = "build the screen by hand, push, pop"

    /// What a hand-written router does for `g<i>/:id`: split, look up the first component
    /// among every route's, read the identifier.
    private static func splitAndLookUp(_ app: GeneratedApp) throws -> () throws -> Void {
        let (table, link) = (Dictionary(uniqueKeysWithValues: (0..<app.size).map { ("g\($0)", $0) }), app.probe.link)
        return {
            let components = link.split(separator: "/")
            guard components.count == 2, let route = table[String(components[0])], let id = Int(components[1]) else {
                throw BenchFailure("the baseline could not match \(link)")
            }
            blackHole((route, id))
        }
    }

    private static let operations: [Operation] = [
        Operation(name: "resolve a weak-shared dependency (alive)", baselineName: "a lock-guarded weak reference") {
            app in
            let container = app.router.container
            let held = try container.resolve((any BenchServiceA).self)
            return {
                blackHole(try container.resolve((any BenchServiceA).self))
                blackHole(held)
            }
        } baseline: { _ in
            let cache = HandWiredWeakCache { HandWired.serviceA() }
            let held = cache.get()
            return {
                blackHole(cache.get() as any BenchServiceA)
                blackHole(held)
            }
        },
        Operation(name: "resolve a singleton dependency", baselineName: "a lock-guarded lazy property") { app in
            let container = app.router.container
            return { blackHole(try container.resolve((any BenchServiceC).self)) }
        } baseline: { _ in
            let cache = HandWiredLazy { HandWired.serviceC() }
            return { blackHole(cache.get() as any BenchServiceC) }
        },
        Operation(name: "resolve a transient dependency", baselineName: "a factory function making the object") { app in
            let container = app.router.container
            return { blackHole(try container.resolve((any BenchServiceB).self)) }
        } baseline: { _ in
            return { blackHole(HandWired.serviceB() as any BenchServiceB) }
        },
        Operation(name: "create a feature with three @Resolved", baselineName: "init with its three objects") { app in
            let (router, feature) = (app.router, app.probe.feature)
            return { blackHole(try router.instantiate(feature)) }
        } baseline: { _ in
            return { blackHole(HandWired.feature()) }
        },
        Operation(
            name: "  the same, injected by a Mirror walk (RouterService)", baselineName: "init with its three objects"
        ) { app in
            let container = app.router.container
            return {
                let feature = MirrorInjectedFeature()
                for child in Mirror(reflecting: feature).children {
                    try (child.value as? any MirrorResolvable)?.resolve(from: container)
                }
                blackHole(feature)
            }
        } baseline: { _ in
            return { blackHole(HandWired.feature()) }
        },
        Operation(name: "push end to end (route → feature → screen), then pop", baselineName: handBuilt) { app in
            let (router, route, home, stack) = (app.router, app.probe.route, try app.home, try app.stack)
            return {
                try router.open(route, from: home, presentation: .push)
                try stack.pop()
            }
        } baseline: { app in
            try app.pushPopByHand()
        },
        Operation(name: "perform a screen module by protocol (push), then remove", baselineName: handBuilt) { app in
            let (modules, home) = (app.modules, try app.home)
            let module = RoutableScreen(declaring: GeneratedScreen.self)
            try modules.registerScreen(module, feature: app.probe.feature)
            return {
                let handle = modules.perform(module) { $0.source = home }
                guard handle.state == .routed else {
                    throw ModuleError.unregisteredProtocol(ProtocolName(module.name), kind: "screen")
                }
                handle.remove(completion: nil)
            }
        } baseline: { app in
            try app.pushPopByHand()
        },
        Operation(name: "open a link (parse, match, decode, diff, push), then a link back", baselineName: handBuilt) {
            app in
            let (links, link) = (app.links, app.probe.link)
            return {
                try links.open(link: link)
                try links.open(link: "home")
            }
        } baseline: { app in
            try app.pushPopByHand()
        },
        Operation(
            name: "parse and match a link (route(forLink:), no presentation)",
            baselineName: "split the path, look it up in a dictionary"
        ) { app in
            let (links, link) = (app.links, app.probe.link)
            return { blackHole(try links.route(forLink: link)) }
        } baseline: { app in
            try splitAndLookUp(app)
        },
        Operation(
            name: "parse and match a link whose parameter a regular expression checks",
            baselineName: "split the path, look it up in a dictionary"
        ) { app in
            let (links, link) = (app.links, app.probe.regexLink)
            return { blackHole(try links.route(forLink: link)) }
        } baseline: { app in
            try splitAndLookUp(app)
        },
        Operation(
            name: "validate() every feature's dependencies", baselineName: "hand-wire every feature's dependencies"
        ) { app in
            let router = app.router
            return { try router.validate() }
        } baseline: { app in
            let handWire = app.handWireAll
            return { blackHole(handWire()) }
        },
        // Last: restoring replaces the hierarchy the rows above push onto.
        Operation(name: "save the state (JSON) and restore it", baselineName: "build the same hierarchy by hand") {
            app in
            let (router, links) = (app.router, app.links)
            try links.open(link: app.probe.link)
            return {
                let data = try router.navigationState.json()
                try links.restore(try NavigationState(json: data))
            }
        } baseline: { app in
            // A window of its own: its batches run between the router's, on the router's window.
            let (window, build) = (HeadlessWindow(), app.probe.buildByHand)
            return { try window.setRoot(StackContainer([Screen(name: "GeneratedHome"), build()])) }
        },
    ]
}
