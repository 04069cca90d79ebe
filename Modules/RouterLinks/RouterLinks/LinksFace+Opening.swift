import Router
import RouterInspection
public import RouterInterface
public import RouterLinksInterface
import UIToolkitInterface

extension LinksFace {
    /// Declares the app's link tree: its sections, tabs, stacks, endpoints and modals, and
    /// the patterns links match.
    ///
    /// - Parameters:
    ///   - root: The tree's root, usually a switcher of app sections.
    ///   - origins: The schemes and hosts of the links the app handles.
    /// - Throws: `LinkError.invalidLinkTree` or `.invalidLinkPattern`; register route
    ///   handlers first, every endpoint's route must have one.
    public func declareLinks(_ root: LinkNode, origins: LinkOrigins) throws(LinkError) {
        let router = try liveRouter()
        links.declare(try LinkTree(root, origins: origins) { router.servesRoute($0) })
    }

    /// Opens a link: computes the hierarchy it asks for and applies the smallest change.
    ///
    /// Screens whose route is unchanged stay (the same instances); what the target no
    /// longer holds is unwound, top first; new screens are created only now. When a guard
    /// on the way refuses, its redirect is opened instead and the link waits for
    /// `resumePendingLink()`. Every parameter is decoded and validated before any feature
    /// code runs. A link from outside the app (with a scheme, or `.fromOutside`) opens only
    /// endpoints declared `openableFromOutside()`.
    ///
    /// - Parameters:
    ///   - text: A link with one of the declared origins (`app://shows/42`,
    ///     `https://app.example/shows/42`) or an in-app path (`shows/42`).
    ///   - options: `.junctionsOnly` to keep the deeper state of the target tab;
    ///     `.fromOutside` for schemeless text that came from outside the app.
    /// - Returns: What changed, in order.
    /// - Throws: `LinkError.badLink` (with the reason) and nothing changed; `.noLinkTree`,
    ///   `.guardLoop`, or what building a new screen throws, also with nothing changed.
    @discardableResult
    public func open(link text: String, options: LinkOptions) throws(LinkError) -> LinkDispatch {
        links.release()
        do {
            return try guarded("link \(text.prefix(80))") { () throws(LinkError) in
                try dispatch(text, options: options, redirects: [])
            }
        } catch {
            emit(.failed(RoutingFailure(error), route: nil))
            throw error
        }
    }

    /// The link a guard refused, waiting for the guard to pass.
    public var pendingLink: String? { links.pending?.link }

    /// Opens the link a guard refused, if any (after the user signed in, say).
    ///
    /// - Returns: What it did, or `nil` when no link was waiting.
    /// - Throws: What `open(link:options:)` throws.
    @discardableResult
    public func resumePendingLink() throws(LinkError) -> LinkDispatch? {
        guard let (link, options) = links.pending else { return nil }
        return try open(link: link, options: options)
    }

    /// The route a link opens, without opening it: the link parsed, matched against the
    /// declared tree, and its parameters decoded and validated.
    ///
    /// - Parameter text: A link, as `open(link:options:)` takes it.
    /// - Returns: The endpoint's route, as opening the link would present it.
    /// - Throws: `LinkError.badLink` with the reason, or `.noLinkTree`.
    public func route(forLink text: String) throws(LinkError) -> any Route {
        try resolve(text).match.route
    }

    /// Parses a link and matches it against the declared tree.
    private func resolve(_ text: String) throws(LinkError) -> (tree: LinkTree, link: ParsedLink, match: LinkTree.Match)
    {
        let tree = try links.declaredTree()
        let link = try ParsedLink(parsing: text, origins: tree.origins)
        do throws(LinkFailure) { return (tree, link, try tree.match(link)) } catch { throw .badLink(text, error) }
    }

    private func dispatch(_ text: String, options: LinkOptions, redirects: [String]) throws(LinkError) -> LinkDispatch {
        let (tree, link, match) = try resolve(text)
        if link.isExternal || options.contains(.fromOutside), !tree.nodes[match.node].isOpenableFromOutside {
            throw .badLink(text, .notOpenableFromOutside(route: type(of: match.route).routeIdentifier))
        }
        return try dispatch(match, in: tree, link: text, options: options, redirects: redirects)
    }

    /// Applies what a match asks for, through the guards on the way.
    ///
    /// - Parameters:
    ///   - match: The endpoint and its route.
    ///   - link: The link that asked for it, for the dispatch and a guard's pending link.
    private func dispatch(
        _ match: LinkTree.Match, in tree: LinkTree, link: String, options: LinkOptions,
        redirects: [String]
    ) throws(LinkError) -> LinkDispatch {
        let target = try tree.target(for: match)
        if let refusing = tree.guards(to: match.node).first(where: { !$0.allows() }) {
            guard !redirects.contains(refusing.name) else { throw .guardLoop(redirects + [refusing.name]) }
            var dispatch = try dispatch(refusing.redirect, options: [], redirects: redirects + [refusing.name])
            links.hold(link, options: options)
            dispatch.link = link
            dispatch.redirect = LinkRedirect(guardName: refusing.name, redirectedTo: refusing.redirect, pending: link)
            return dispatch
        }
        var reconciler = LinkReconciler(face: self, router: try liveRouter(), tree: tree, options: options)
        let steps = try reconciler.apply(target)
        return LinkDispatch(link: link, route: type(of: match.route).identifier, steps: steps)
    }

    /// Fills a tab the user tapped before any link did, with the tab's first parameterless
    /// endpoint: screens are created when first shown. Guards apply, as for a link; a failure
    /// reaches the observers as `.failed`.
    func fillTab(_ stack: StackContainer, of tabs: Screen) {
        guard stack.screens.isEmpty, let tree = links.tree,
            let tabsNode = tree.containers(named: tabs.name).first(where: { tree.nodes[$0].kind == .tabs }),
            let stackNode = tree.containers(named: stack.name).first(where: { tree.nodes[$0].parent == tabsNode }),
            let entry = tree.defaultEntry(ofStack: stackNode), let pattern = tree.nodes[entry].endpoint?.pattern
        else { return }
        links.release()
        do {
            let match = try tree.match(entry: entry)
            _ = try guarded("tab \(stack.name)") { () throws(LinkError) in
                try dispatch(match, in: tree, link: pattern, options: [], redirects: [])
            }
        } catch {
            emit(.failed(RoutingFailure(error), route: tree.nodes[entry].name))
        }
    }
}
