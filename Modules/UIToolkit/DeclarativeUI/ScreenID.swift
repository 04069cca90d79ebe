/// How the declarative view layer names a screen: a value, as a SwiftUI path holds values, not
/// view controllers. The scene numbers screens as they enter its hierarchy (`Profile#3`).
public struct ScreenID: Hashable, Sendable, CustomStringConvertible {
    /// The screen's name.
    public let name: String
    /// Its number in the scene, unique while it is in the hierarchy.
    public let number: Int

    /// Creates an identifier.
    public init(name: String, number: Int) {
        self.name = name
        self.number = number
    }

    public var description: String { "\(name)#\(number)" }
}
