public import Foundation
import HierarchyInspection

extension NavigationState {
    /// The state as the JSON `JSONEncoder().encode(state)` writes, written byte by byte
    /// without `Codable`'s containers: a save and restore of a small state spent most of its
    /// time in them.
    ///
    /// A state whose screens hold content elements is left to `JSONEncoder`. Either way
    /// `JSONDecoder` reads the text, and `init(json:)` reads what `JSONEncoder` wrote.
    ///
    /// - Throws: `EncodingError` for a route value JSON cannot hold, as `JSONEncoder`.
    public func json() throws -> Data {
        var text: [UInt8] = []
        do {
            guard let root else { return Data("{}".utf8) }
            text += #"{"root":"#.utf8
            try root.writeJSON(into: &text)
            text.append(UInt8(ascii: "}"))
            return Data(text)
        } catch is JSONText.Unsupported {
            return try JSONEncoder().encode(self)
        }
    }

    /// Reads a state from JSON, as `JSONDecoder().decode(NavigationState.self, from: json)`
    /// reads it, without `Codable`'s containers.
    ///
    /// - Throws: What `JSONDecoder` throws for the same text: what the reader does not take
    ///   (text that is not JSON, a value of another shape, content elements) goes to
    ///   `JSONDecoder`, so the value and the error are its own.
    public init(json: Data) throws {
        do {
            root = try Self.root(fromJSON: json)
        } catch {
            self = try JSONDecoder().decode(NavigationState.self, from: json)
        }
    }

    /// The root node the text holds, or nil for none.
    ///
    /// - Throws: What the reader does not take.
    private static func root(fromJSON json: Data) throws -> ScreenNode? {
        guard case .object(let members) = try JSONText.read(json) else { throw JSONText.Unsupported() }
        guard let root = members["root"], root != .null else { return nil }
        return try ScreenNode(json: root)
    }
}
