import HeadlessUI
import RouterInterface

/// An endpoint's route type and how a link's parameters become that route.
@MainActor
struct LinkEndpoint {
    let identifier: String
    let pattern: String
    let validating: [String: String]
    let configure: (@MainActor (Screen) -> Void)?
    private let names: [String: String]
    private let defaults: [String: String]
    private let decodeRoute: ([String: String]) throws(LinkFailure) -> any Route

    init<R: Route>(
        route: R.Type, pattern: String, validating: [String: String], names: [String: String],
        defaults: [String: String], configure: (@MainActor (Screen) -> Void)?
    ) {
        identifier = R.identifier
        self.pattern = pattern
        self.validating = validating
        self.names = names
        self.defaults = defaults
        self.configure = configure
        decodeRoute = { values throws(LinkFailure) in try LinkParameterDecoder.decode(R.self, from: values) }
    }

    /// The route field a link name fills.
    func fieldName(_ linkName: String) -> String {
        names[linkName] ?? linkName
    }

    /// Decodes the route from link values (path parameters, query items, `#`), renamed and
    /// laid over the defaults.
    ///
    /// - Throws: `LinkFailure.invalidParameter`, naming the parameter as the link spells it.
    func route(from values: [String: String]) throws(LinkFailure) -> any Route {
        var fields = defaults
        for (name, value) in values { fields[names[name] ?? name] = value }
        do {
            return try decodeRoute(fields)
        } catch .invalidParameter(let field, let value, let expected) {
            let linkName = names.first { $0.value == field }?.key ?? field
            throw .invalidParameter(name: linkName, value: value, expected: expected)
        } catch {
            throw error
        }
    }
}
