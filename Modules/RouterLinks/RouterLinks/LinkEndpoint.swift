import RouterInterface
import RouterLinksInterface
import UIToolkitInterface

/// What a declared tree keeps of an endpoint: its pattern as written, how a link's values
/// become its route, and its callbacks.
///
/// A class, since it never changes once declared: matching a link reads it without copying
/// its tables. The tree makes one per endpoint node, so two trees declared from one
/// ``LinkNode`` never share callbacks; the expressions and rules the endpoint declared live in
/// the trie, and its route identifier is the node's name.
@MainActor
final class LinkEndpoint {
    /// An endpoint's callbacks, which most endpoints do not have: one optional reference
    /// rather than three optional closures inline in each endpoint.
    final class Callbacks {
        let configure: (@MainActor (Screen) -> Void)?
        let parameterSetter: LinkParameterSetter?
        let unwind: (@MainActor (Screen) -> Void)?

        init(
            configure: (@MainActor (Screen) -> Void)?, parameterSetter: LinkParameterSetter?,
            unwind: (@MainActor (Screen) -> Void)?
        ) {
            (self.configure, self.parameterSetter, self.unwind) = (configure, parameterSetter, unwind)
        }
    }

    /// The pattern as written, for messages, the route table and a tab's first link.
    let pattern: String
    /// The link name of each renamed field.
    private let linkNames: [String: String]
    private let defaults: [String: String]
    /// The route type, opened when decoding: no closure, so no context to allocate.
    private let routeType: any Route.Type
    private let callbacks: Callbacks?

    init(
        _ declared: LinkNode.Endpoint, parameterSetter: LinkParameterSetter?,
        unwind: (@MainActor (Screen) -> Void)?
    ) {
        pattern = declared.pattern
        // Two link names for one field: the first in alphabetical order, so it never depends on hashing.
        linkNames = Dictionary(declared.names.map { ($0.value, $0.key) }, uniquingKeysWith: min)
        defaults = declared.defaults
        routeType = declared.routeType
        let hasCallbacks = declared.configure != nil || parameterSetter != nil || unwind != nil
        callbacks =
            hasCallbacks
            ? Callbacks(configure: declared.configure, parameterSetter: parameterSetter, unwind: unwind) : nil
    }

    /// Called with each screen built for this endpoint, to wire its callbacks.
    var configure: (@MainActor (Screen) -> Void)? { callbacks?.configure }
    /// Gives a kept screen the link's new route (see `LinkNode.settingParameters(_:)`).
    var parameterSetter: LinkParameterSetter? { callbacks?.parameterSetter }
    /// Told when a screen this endpoint built leaves the hierarchy (see `LinkNode.onUnwind(_:)`).
    var unwind: (@MainActor (Screen) -> Void)? { callbacks?.unwind }

    /// The route field a link name fills.
    func fieldName(_ linkName: String) -> String {
        linkNames.first { $0.value == linkName }?.key ?? linkName
    }

    /// Decodes the route from link values (path parameters, query items, `#`), renamed and
    /// laid over the defaults.
    ///
    /// - Throws: `LinkFailure.invalidParameter`, naming the parameter as the link spells it.
    func route(from values: LinkValues) throws(LinkFailure) -> any Route {
        try LinkParameterDecoder.decode(
            routeType, from: LinkFields(values: values, linkNames: linkNames, defaults: defaults))
    }
}
