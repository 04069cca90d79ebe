public import RouterInterface
import RouterLinksInterface
public import UIToolkitInterface

/// One node of the app's link tree: a switcher of sections, tabs, a stack, or an endpoint.
///
/// The composition root declares the tree once; links match
/// the endpoints' patterns, and the router derives the whole hierarchy from the path to
/// the matched endpoint:
///
/// ```swift
/// .switcher([
///     .endpoint(LoginRoute.self, "login"),
///     .tabs("Tabs", [
///         .stack("HomeStack", [
///             .endpoint(HomeRoute.self, "home", children: [.endpoint(ShowRoute.self, "shows/:showId")]),
///         ]),
///     ]),
/// ])
/// ```
@MainActor
public struct LinkNode {
    /// What a node is in the hierarchy.
    public enum Kind: String, Sendable {
        /// Chooses one app section as the window's root; it has no screen of its own.
        case switcher
        /// A tab container whose tabs are stacks.
        case tabs
        /// A navigation stack whose entries are endpoints.
        case stack
        /// A screen built for a route.
        case endpoint
    }

    /// What the node is.
    public let kind: Kind
    /// The container's name in the hierarchy, or the endpoint's route identifier.
    public let name: String
    /// Sections, tabs, stack entries, or an endpoint's children (pushed above it).
    public internal(set) var children: [LinkNode]
    /// Nodes an endpoint presents modally, each with its own hierarchy.
    public internal(set) var modals: [LinkNode]
    /// How the node is presented when it is one of an endpoint's modals.
    public internal(set) var modalStyle: ModalStyle = .sheet
    /// Guards every link to this node or below it must pass.
    public internal(set) var guards: [LinkGuard] = []
    /// Whether a link from outside the app may open this endpoint (see `openableFromOutside()`).
    public internal(set) var isOpenableFromOutside = false
    /// The endpoint's route, pattern and parameter rules.
    let endpoint: Endpoint?
    /// Gives a kept screen the link's new route (see `settingParameters(_:)`).
    var parameterSetter: LinkParameterSetter?
    /// Told when a screen this endpoint built leaves the hierarchy (see `onUnwind(_:)`).
    var unwind: (@MainActor (Screen) -> Void)?

    private init(kind: Kind, name: String, children: [LinkNode], modals: [LinkNode] = [], endpoint: Endpoint? = nil) {
        self.kind = kind
        self.name = name
        self.children = children
        self.modals = modals
        self.endpoint = endpoint
    }

    /// The window's root: shows one of the sections (a login section, the main tabs…).
    public static func switcher(_ sections: [LinkNode]) -> LinkNode {
        LinkNode(kind: .switcher, name: "switcher", children: sections)
    }

    /// A tab container; each tab is a stack, created empty and filled when first shown.
    public static func tabs(_ name: String, _ tabs: [LinkNode]) -> LinkNode {
        LinkNode(kind: .tabs, name: name, children: tabs)
    }

    /// A navigation stack; its entries are the endpoints that may be its root.
    public static func stack(_ name: String, _ entries: [LinkNode]) -> LinkNode {
        LinkNode(kind: .stack, name: name, children: entries)
    }

    /// A screen built for a route whose parameters come from the link.
    ///
    /// The route decodes through `Codable` from the pattern's parameters, the query items and
    /// the fragment (under the name `#`), renamed by `names`, over `defaults`.
    ///
    /// - Parameters:
    ///   - route: The route type; its handler must be registered.
    ///   - pattern: The link pattern: constants, `:name`, `:_` and a final `...`. An empty
    ///     pattern matches no link: such an endpoint is reached as a tab's first screen or as
    ///     the ancestor of another endpoint.
    ///   - validating: A regular expression per parameter, anchored to the whole component.
    ///   - matching: A matching rule per parameter, checked
    ///     beside any expression; far cheaper than an expression.
    ///   - names: ParsedLink names mapped to the route's field names, such as `["#": "section"]`.
    ///   - defaults: Field values used when the link does not give them, as text.
    ///   - children: Endpoints pushed above this one (only inside a stack).
    ///   - modals: Nodes this endpoint presents, each with `presented(_:)` for its style.
    ///   - configure: Called with each screen built for this node, to wire its callbacks.
    public static func endpoint<R: Route>(
        _ route: R.Type, _ pattern: String, validating: [String: String] = [:],
        matching: [String: LinkParameterRule] = [:], names: [String: String] = [:],
        defaults: [String: String] = [:], children: [LinkNode] = [], modals: [LinkNode] = [],
        configure: (@MainActor (Screen) -> Void)? = nil
    ) -> LinkNode {
        let endpoint = Endpoint(
            routeType: route, pattern: pattern, validating: validating, matching: matching, names: names,
            defaults: defaults, configure: configure)
        return LinkNode(kind: .endpoint, name: R.identifier, children: children, modals: modals, endpoint: endpoint)
    }

    /// This node, protected by guards: a link to it or below it first passes each of them.
    public func guarded(by guards: LinkGuard...) -> LinkNode {
        var node = self
        node.guards += guards
        return node
    }

    /// This endpoint, openable by links from outside the app: the system, a web page, a
    /// notification.
    ///
    /// Links from outside (every link with a scheme, and any link opened with
    /// `LinkOptions.fromOutside`) may open only endpoints marked so; others are refused with
    /// `LinkFailure.notOpenableFromOutside`. In-app links open any endpoint. Guards apply
    /// either way. Only endpoints can be marked: `declareLinks` refuses a marked container.
    public func openableFromOutside() -> LinkNode {
        var node = self
        node.isOpenableFromOutside = true
        return node
    }

    /// This node, presented with the given style when it is a modal.
    public func presented(_ style: ModalStyle) -> LinkNode {
        var node = self
        node.modalStyle = style
        return node
    }
}
