// The interface's files: the route, the protocol, the error.

extension FeatureFiles {
    var route: String {
        let name = feature.name
        return #"""
            public import RouterInterface

            /// Opens \#(name)'s screen.
            public struct \#(name)Route: Route {
                /// The identifier in `AnyRoute` strings, link trees and `horizon routes`.
                public static let identifier = "\#(feature.identifier)"

                /// The item to show, if any.
                public var id: Int?

                /// Creates the route.
                ///
                /// - Parameter id: The item to show; `nil` for the overview.
                public init(id: Int? = nil) {
                    self.id = id
                }
            }

            """#
    }

    var providing: String {
        let name = feature.name
        return #"""
            /// What \#(name) offers other modules, which depend on this protocol, never on the concrete module.
            public protocol \#(name)Providing: AnyObject, Sendable {
                /// The title of an item.
                ///
                /// - Parameter id: The item.
                /// - Returns: Its title.
                /// - Throws: `\#(name)Error.notFound` when there is no such item.
                func title(for id: Int) throws(\#(name)Error) -> String
            }

            """#
    }

    var error: String {
        let name = feature.name
        return #"""
            /// Why \#(name) could not do what was asked.
            public enum \#(name)Error: Error, Sendable, Hashable, CustomStringConvertible {
                /// There is no item with this id.
                case notFound(id: Int)

                /// What went wrong, in words that say what to do.
                public var description: String {
                    switch self {
                    case .notFound(let id): "\#(name) has no item \(id): check the id"
                    }
                }
            }

            """#
    }
}
