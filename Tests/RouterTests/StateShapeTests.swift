import Foundation
import HeadlessUI
import HierarchyInspection
import Router
import RouterInspection
import RouterInterface
import RouterLinks
import RouterLinksInterface
import TestSupport
import Testing
import UIToolkitInterface

/// Restoring checks a state's shape before building anything, with or without a link tree,
/// and a route's own checks apply to every way it is made.
@MainActor
@Suite("State shape and route checks")
struct StateShapeTests {
    nonisolated private static func beta(_ id: Int) -> ScreenNode {
        ScreenNode(screen: "Beta", routeIdentifier: "beta", route: .object(["id": .integer(Int64(id))]))
    }

    nonisolated private static func stack(_ children: [ScreenNode]) -> ScreenNode {
        ScreenNode(screen: "Stack", kind: .navigationStack, children: children)
    }

    @Test(
        "without a link tree, containers still sit only where containers can",
        arguments: [
            (
                stack([beta(1), stack([beta(2)])]),
                "the navigation stack Stack is inside a navigation stack, which holds screens only"
            ),
            (
                stack([
                    ScreenNode(
                        screen: "Beta", routeIdentifier: "beta", route: .object(["id": .integer(1)]),
                        children: [stack([])])
                ]),
                "the navigation stack Stack is a child or subview of a screen, which holds screens only"
            ),
            (
                ScreenNode(screen: "Tabs", kind: .tabs, children: [beta(1)]),
                "the tabs Tabs hold the screen Beta: a tab is a navigation stack"
            ),
        ])
    func withoutTree(root: ScreenNode, reason: String) throws {
        let fixture = try RouterFixture()
        let before = fixture.router.navigationState
        #expect(throws: LinkError.unrestorableState(reason)) {
            try fixture.links.restore(NavigationState(root: root))
        }
        #expect(fixture.router.navigationState == before)
    }

    @Test("the limits hold without a link tree: 1,001 screens, 65 levels")
    func limits() throws {
        let fixture = try RouterFixture()
        #expect(throws: LinkError.stateTooLarge(screens: 1_001, limit: 1_000)) {
            try fixture.links.restore(NavigationState(root: Self.stack((1...1_000).map(Self.beta))))
        }
        let deep = (2...64).reduce(Self.beta(1)) { inner, id in
            ScreenNode(
                screen: "Beta", routeIdentifier: "beta", route: .object(["id": .integer(Int64(id))]), presented: inner)
        }
        #expect(throws: LinkError.stateTooDeep(depth: 65, limit: 64)) {
            try fixture.links.restore(NavigationState(root: Self.stack([deep])))
        }
        try fixture.links.restore(NavigationState(root: Self.stack([Self.beta(0)] + (1...998).map(Self.beta))))
        #expect(
            fixture.router.navigationState.routeIdentifiers.count == 999, "999 screens and a stack are within the limit"
        )
    }

    private struct Positive: Route {
        static let identifier = "positive"
        let value: Int

        init(value: Int) throws(RouterError) {
            self.value = try Self.checked(value, "value", "a positive number") { $0 > 0 }
        }

        init(from decoder: any Decoder) throws {
            let value = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .value)
            self = try Self.decoded(by: decoder) { () throws(RouterError) in try Positive(value: value) }
        }
    }

    @Test("a route's check applies to its initialiser and its decoding alike")
    func routeChecks() throws {
        #expect(
            throws: RouterError.invalidRouteParameter(
                route: "positive", name: "value", value: "0", expected: "a positive number")
        ) {
            try Positive(value: 0)
        }
        #expect(try Positive(value: 3).value == 3)
        do {
            _ = try JSONDecoder().decode(Positive.self, from: Data(#"{"value":-1}"#.utf8))
            Issue.record("decoded a refused value")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(
                context.codingPath.map(\.stringValue) == ["value"] && context.debugDescription == "a positive number")
        }
    }
}

extension NavigationState {
    fileprivate init(root: ScreenNode) {
        self.init(snapshot: HierarchySnapshot(root: root))
    }
}
