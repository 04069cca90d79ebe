package import Foundation
import Locking
public import RouterInterface
import UIToolkitInterface

/// The registered route types by identifier; decodes `AnyRoute` strings from any thread.
public final class RouteRegistry: RouteDecoding, Sendable {
    private let types = Locked<[String: any Route.Type]>([:])

    /// Creates an empty registry.
    public init() {}

    /// Adds a route type.
    ///
    /// - Throws: `RouterError.duplicateRegistration` when its identifier is taken by another type.
    public func add(_ type: any Route.Type) throws(RouterError) {
        try types.withLock { table throws(RouterError) in
            if let existing = table[type.identifier], existing != type {
                throw .duplicateRegistration(.route(type.routeIdentifier))
            }
            table[type.identifier] = type
        }
    }

    /// The route type registered for an identifier.
    public func type(for identifier: String) -> (any Route.Type)? {
        types.withLock { $0[identifier] }
    }

    /// Every registered identifier, sorted.
    public var identifiers: [String] {
        types.withLock { $0.keys.sorted() }
    }

    package func decodeRoute(from string: String) throws(RouterError) -> any Route {
        let (identifier, json) = try Self.split(string)
        guard let type = type(for: identifier) else {
            throw .unregisteredRoute(identifier: RouteIdentifier(identifier))
        }
        return try Self.decode(type, identifier: identifier, json: json)
    }

    /// Decodes a route's parameters from JSON into its type.
    ///
    /// - Throws: `RouterError.undecodableRoute` naming the field that failed.
    package static func decode<R: Route>(_ type: R.Type, identifier: String, json: Data) throws(RouterError) -> R {
        do {
            return try JSONDecoder().decode(type, from: json)
        } catch let error as DecodingError {
            throw .undecodableRoute(identifier: RouteIdentifier(identifier), reason: error.readableDescription)
        } catch {
            throw .undecodableRoute(identifier: RouteIdentifier(identifier), reason: String(describing: error))
        }
    }

    private static func split(_ string: String) throws(RouterError) -> (String, Data) {
        let parts = string.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
        let identifier = String(parts[0])
        guard !identifier.isEmpty, identifier.allSatisfy({ $0.isLetter || $0.isNumber || "_-.".contains($0) }) else {
            throw .malformedAnyRoute(string)
        }
        let json = parts.count > 1 ? String(parts[1]) : "{}"
        guard json.first == "{" else { throw .malformedAnyRoute(string) }
        return (identifier, Data(json.utf8))
    }
}
