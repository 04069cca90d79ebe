import Foundation
import HeadlessUI
import HierarchyDriving
import NavigationInterface
import Router
import RouterInspection
import RouterInterface
import RouterLinks
import RouterLinksInterface
import UIToolkitInterface

// The subject of the fuzz targets (Scripts/fuzz compiles this file into the libFuzzer
// executable) and of the corpus replay test: one source, so what the fuzzer checks and what
// CI replays cannot drift apart. It uses only the modules' public API.

/// A show: an integer, an optional integer and an optional text field.
struct FuzzShowRoute: Route {
    static let identifier = "show"
    var showId: Int
    var season: Int?
    var section: String?
}

/// A named item: text, a flag and a number with a fraction.
struct FuzzNamedRoute: Route {
    static let identifier = "named"
    var name: String
    var flag: Bool?
    var ratio: Double?
}

/// A route without parameters.
struct FuzzHomeRoute: Route {
    static let identifier = "home"
}

/// A route whose links are guarded.
struct FuzzPrivateRoute: Route {
    static let identifier = "private"
    var tab: String?
}

private struct FuzzFeature<Served: Route>: Feature {
    func build(from _: Served) throws -> Screen { Screen(name: Served.identifier) }
}

private struct FuzzHandler: RouteHandler {
    var bindings: [RouteBinding] {
        [
            RouteBinding(FuzzShowRoute.self, to: FuzzFeature<FuzzShowRoute>.self),
            RouteBinding(FuzzNamedRoute.self, to: FuzzFeature<FuzzNamedRoute>.self),
            RouteBinding(FuzzHomeRoute.self, to: FuzzFeature<FuzzHomeRoute>.self),
            RouteBinding(FuzzPrivateRoute.self, to: FuzzFeature<FuzzPrivateRoute>.self),
        ]
    }
}

/// What one input did.
enum FuzzOutcome: Equatable {
    /// It routed.
    case routed
    /// It was refused with a typed error, the hierarchy unchanged: the links face's, which
    /// carries the core's as `.routing`.
    case refused(LinkError)
    /// It broke an invariant: a bug.
    case violation(String)

    var isViolation: Bool { if case .violation = self { true } else { false } }
}

/// A router with routes of every field type and a link tree, and the invariants every
/// input must keep: it routes or it is refused with a `RouterError`, the hierarchy and
/// state unchanged then; a guarded screen never shows; a decoded route survives encoding.
@MainActor
final class FuzzSubject {
    let router = RouterEngine(window: HeadlessWindow())
    let links: LinksFace

    init() throws {
        links = try LinksFace.install(on: router)
        try router.register(FuzzHandler())
        try links.declareLinks(
            .switcher([
                .endpoint(FuzzHomeRoute.self, "login"),
                .tabs(
                    "Tabs",
                    [
                        .stack(
                            "Main",
                            [
                                .endpoint(
                                    FuzzHomeRoute.self, "home",
                                    children: [
                                        .endpoint(
                                            FuzzShowRoute.self, "shows/:showId",
                                            validating: ["showId": "[1-9][0-9]{0,8}"], names: ["#": "section"]
                                        )
                                        .openableFromOutside(),
                                        .endpoint(
                                            FuzzShowRoute.self, ":_/shows/:showId/...",
                                            validating: ["showId": "[1-9][0-9]{0,8}"]
                                        ).openableFromOutside(),
                                        .endpoint(FuzzNamedRoute.self, "named/:name").openableFromOutside(),
                                    ],
                                    modals: [
                                        .stack(
                                            "Sheet",
                                            [.endpoint(FuzzNamedRoute.self, "sheet/:name").openableFromOutside()]
                                        ).presented(.sheet)
                                    ]
                                ).openableFromOutside()
                            ]),
                        .stack("Private", [.endpoint(FuzzPrivateRoute.self, "private").openableFromOutside()])
                            .guarded(by: LinkGuard("never", redirect: "login") { false }),
                    ]),
            ]), origins: LinkOrigins(schemes: ["horizon"], hosts: ["horizon.example"]))
        try links.open(link: "home")
    }

    /// Opens the text as a link from outside the app.
    func link(_ text: String) -> FuzzOutcome {
        let before = router.navigationState
        let outcome: FuzzOutcome
        do {
            try links.open(link: text, options: .fromOutside)
            outcome = .routed
        } catch {
            outcome = router.navigationState == before ? .refused(error) : .violation("\(error) changed the hierarchy")
        }
        if router.navigationState.routeIdentifiers.contains(FuzzPrivateRoute.identifier) {
            return .violation("a link reached the guarded screen")
        }
        return reset(after: outcome)
    }

    /// Decodes the text as an `AnyRoute` string, checks it survives encoding, and pushes it.
    func anyRoute(_ text: String) -> FuzzOutcome {
        let before = router.navigationState
        let route: any Route
        do {
            route = try router.decodeRoute(text)
        } catch {
            return router.navigationState == before
                ? .refused(.routing(error)) : .violation("decoding changed the hierarchy")
        }
        do {
            let json = try JSONEncoder().encode(route)
            let again = try router.decodeRoute("\(type(of: route).identifier)|\(String(decoding: json, as: UTF8.self))")
            guard AnyHashable(again) == AnyHashable(route) else { return .violation("\(route) came back as \(again)") }
        } catch {
            return .violation("\(route) does not survive encoding: \(error)")
        }
        guard let home = router.window.topScreen else { return .violation("the window lost its screens") }
        let outcome: FuzzOutcome
        do {
            try router.open(route, from: home, presentation: .push)
            outcome = .routed
        } catch {
            outcome =
                router.navigationState == before
                ? .refused(.routing(error)) : .violation("\(error) changed the hierarchy")
        }
        return reset(after: outcome)
    }

    /// Back to the home screen alone, so every input starts from the same hierarchy.
    private func reset(after outcome: FuzzOutcome) -> FuzzOutcome {
        do {
            try links.open(link: "home")
        } catch {
            return .violation("the reset failed after \(outcome): \(error)")
        }
        return outcome
    }
}
