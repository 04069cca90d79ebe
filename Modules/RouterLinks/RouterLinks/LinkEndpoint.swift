import RouterInterface
import RouterLinksInterface
import UIToolkitInterface

/// An endpoint's route type and how a link's parameters become that route.
///
/// A class, since it never changes once declared: matching a link reads it without copying
/// its tables.
@MainActor
final class LinkEndpoint {
    let identifier: String
    let pattern: String
    let validating: [String: String]
    /// A matching rule per parameter name, beside or instead of a regular expression.
    let matching: [String: LinkParameterRule]
    let configure: (@MainActor (Screen) -> Void)?
    /// The link name of each renamed field.
    private let linkNames: [String: String]
    private let defaults: [String: String]
    /// The route type, opened when decoding: no closure, so no context to allocate.
    private let routeType: any Route.Type

    init<R: Route>(
        route: R.Type, pattern: String, validating: [String: String], matching: [String: LinkParameterRule],
        names: [String: String], defaults: [String: String], configure: (@MainActor (Screen) -> Void)?
    ) {
        identifier = R.identifier
        self.pattern = pattern
        self.validating = validating
        self.matching = matching
        self.configure = configure
        // Two link names for one field: the first in alphabetical order, so it never depends on hashing.
        linkNames = Dictionary(names.map { ($0.value, $0.key) }, uniquingKeysWith: min)
        self.defaults = defaults
        routeType = R.self
    }

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
