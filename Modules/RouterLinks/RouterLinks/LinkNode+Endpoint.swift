import RouterInterface
import RouterLinksInterface
import UIToolkitInterface

extension LinkNode {
    /// What an endpoint declares: its route type, its pattern, and how a link's values fill the
    /// route. The tree reads it once, when declared; a running app keeps only its
    /// ``LinkEndpoint``, without the expressions and rules the trie holds.
    struct Endpoint {
        let routeType: any Route.Type
        let pattern: String
        let validating: [String: String]
        let matching: [String: LinkParameterRule]
        /// Link names mapped to the route's field names.
        let names: [String: String]
        let defaults: [String: String]
        let configure: (@MainActor (Screen) -> Void)?
    }
}
