import Foundation
import HierarchyInspection
import Router
public import RouterInspection
import RouterInterface
public import RouterLinksInterface
import UIToolkitInterface

extension LinksFace {
    /// Rebuilds a saved navigation state: containers, screens (from their routes) and
    /// presentations, replacing the window's hierarchy.
    ///
    /// Every screen is built again through its route's feature, so injection, feature flags
    /// and fallbacks apply, and the link tree's guards too: a saved signed-in screen is
    /// refused while signed out.
    ///
    /// A state is checked before anything is built (`StateShapeCheck`): its size and depth
    /// are limited, and its containers must sit where the declared link tree puts them.
    ///
    /// - Throws: `LinkError.stateTooLarge`, `.stateTooDeep`, `.unrestorableState` (a screen
    ///   without a route, a container out of place), `.guardRefused`, `.undecodableRoute` (a
    ///   parameter the route refuses too), `.unregisteredRoute`, or what a feature throws. The
    ///   hierarchy is unchanged then.
    public func restore(_ state: NavigationState) throws(LinkError) {
        do {
            try guarded("restore") { () throws(LinkError) in
                guard let node = state.root else {
                    do { try window.setRoot(nil) } catch { throw .unrestorableState("\(error)") }
                    return
                }
                try StateShapeCheck(tree: links.tree).check(node)
                try checkGuards(node)
                let (root, presentations) = try rebuild(node)
                let previous = window.root
                do {
                    try window.setRoot(root)
                    for (presenter, screen, style) in presentations { try presenter.present(screen, style: style) }
                } catch {
                    do { try window.setRoot(previous) } catch let rollback {
                        throw .unrestorableState(
                            "the window refused it: \(error); putting the previous root back failed too: \(rollback)")
                    }
                    throw .unrestorableState("the window refused it: \(error)")
                }
            }
        } catch {
            emit(.failed(RoutingFailure(error), route: nil))
            throw error
        }
    }

    /// Checks, without building anything, that ``restore(_:)`` could rebuild a state: its shape,
    /// and a registered route that decodes for every screen it would build. Guards are not
    /// asked: they answer for the moment of restoring, not of saving.
    ///
    /// Save a state only after this passes, so that what a user saved can be restored.
    ///
    /// - Throws: `LinkError.stateTooLarge`, `.stateTooDeep`, `.unrestorableState` (a screen not
    ///   built for a route, a container out of place), `.routing` (a route not registered or
    ///   that does not decode).
    public func checkRestorable(_ state: NavigationState) throws(LinkError) {
        guard let node = state.root else { return }
        try StateShapeCheck(tree: links.tree).check(node)
        try checkRoutes(node)
    }

    /// Every screen the rebuild would build has a route that decodes.
    private func checkRoutes(_ node: ScreenNode) throws(LinkError) {
        let built: [ScreenNode]
        if node.kind == .screen {
            _ = try route(of: node)
            built = (node.children + node.subviews).filter { $0.routeIdentifier != nil }
        } else {
            built = node.children
        }
        for child in built + (node.presented.map { [$0] } ?? []) { try checkRoutes(child) }
    }

    /// A presentation to make once its presenter is in the window.
    private typealias PendingPresentation = (presenter: Screen, screen: Screen, style: ModalStyle)

    /// Checks every routed screen of a state against the guards of its route and of the
    /// declared containers it sits in (the Profile tab's, say).
    private func checkGuards(_ node: ScreenNode, inherited: [LinkGuard] = []) throws(LinkError) {
        guard let tree = links.tree else { return }
        var guards = inherited
        if node.kind != .screen { guards += tree.guards(forContainer: node.screen) }
        if let identifier = node.routeIdentifier,
            let refusing = guards.first(where: { !$0.allows() })
                ?? tree.guards(for: identifier).first(where: { !$0.allows() })
        {
            throw .guardRefused(guard: refusing.name, route: RouteIdentifier(identifier))
        }
        // Each list walked where it is: joining them would copy every node below.
        for child in node.children { try checkGuards(child, inherited: guards) }
        for child in node.subviews { try checkGuards(child, inherited: guards) }
        if let presented = node.presented { try checkGuards(presented, inherited: guards) }
    }

    private func rebuild(_ node: ScreenNode) throws(LinkError) -> (Screen, [PendingPresentation]) {
        var presentations: [PendingPresentation] = []
        func rebuilt(_ nodes: [ScreenNode]) throws(LinkError) -> [Screen] {
            var screens: [Screen] = []
            for child in nodes {
                let (screen, nested) = try rebuild(child)
                screens.append(screen)
                presentations += nested
            }
            return screens
        }
        let screen: Screen
        do {
            switch node.kind {
            case .navigationStack:
                screen = StackContainer(try rebuilt(node.children), name: node.screen)
            case .tabs:
                let tabs = TabContainer(try rebuilt(node.children), name: node.screen)
                try tabs.select(node.selectedTab ?? 0)
                screen = tabs
            case .split:
                let parts = try rebuilt(node.children)
                guard let primary = parts.first else {
                    throw LinkError.unrestorableState("the split \(node.screen) has no primary screen")
                }
                screen = SplitContainer(primary: primary, detail: parts.dropFirst().first, name: node.screen)
            case .screen:
                screen = try routedScreen(node)
                for child in try rebuilt(node.children.filter { $0.routeIdentifier != nil }) {
                    try screen.addChild(child)
                }
                for subview in try rebuilt(node.subviews.filter { $0.routeIdentifier != nil }) {
                    try screen.addSubview(subview)
                }
            }
        } catch let error as LinkError {
            throw error
        } catch {
            throw .unrestorableState("\(node.screen): \(error)")
        }
        guard let presented = node.presented else { return (screen, presentations) }
        let (modal, nested) = try rebuild(presented)
        return (screen, presentations + [(screen, modal, presented.modalStyle ?? .fullScreen)] + nested)
    }

    private func routedScreen(_ node: ScreenNode) throws(LinkError) -> Screen {
        let route = try route(of: node)
        let screen = try makeScreen(for: route, from: nil)
        links.tree?.configure(for: type(of: route).identifier)?(screen)
        return screen
    }

    /// The route a saved screen was built for, decoded with its registered type.
    private func route(of node: ScreenNode) throws(LinkError) -> any Route {
        guard let identifier = node.routeIdentifier else {
            throw .unrestorableState("\(node.screen) was not built for a route, so it cannot be built again")
        }
        guard let type = registry.type(for: identifier) else {
            throw .routing(.unregisteredRoute(identifier: RouteIdentifier(identifier)))
        }
        do throws(RouterError) {
            return try Self.decode(type, identifier: identifier, from: node.route ?? .object([:]))
        } catch {
            throw .routing(error)
        }
    }

    /// A route decoded from its snapshot: straight from the value when `JSONValueDecoder` gives
    /// what `JSONDecoder` would, else from the value's JSON text, as `JSONDecoder` decodes it.
    private static func decode<R: Route>(_ type: R.Type, identifier: String, from value: JSONValue)
        throws(RouterError) -> R
    {
        if let route = try? JSONValueDecoder.decode(type, from: value) { return route }
        var json: [UInt8] = []
        do { try JSONText.write(value, into: &json) } catch {
            throw .undecodableRoute(identifier: RouteIdentifier(identifier), reason: "\(error)")
        }
        return try RouteRegistry.decode(type, identifier: identifier, json: Data(json))
    }
}
