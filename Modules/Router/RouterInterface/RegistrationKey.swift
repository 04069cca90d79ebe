/// What a registration claims, as `RouterError.duplicateRegistration` reports it when two
/// registrations claim the same one.
///
/// The core names its own keys (`route`, `transition`, `entry`); each face adds the keys of
/// what it registers in its interface, such as `.task(_:_:)` for a service's task.
public struct RegistrationKey: Sendable, Hashable, CustomStringConvertible {
    /// What is claimed, in words, such as `"route 'profile'"`.
    public let description: String

    /// Creates a key from its description; faces use it for what they register.
    ///
    /// - Parameter description: What is claimed, in words, unique per claim.
    public init(_ description: String) {
        self.description = description
    }

    /// A route identifier, served by one feature.
    public static func route(_ identifier: RouteIdentifier) -> Self { Self("route '\(identifier)'") }

    /// A custom transition's name.
    public static func transition(_ name: String) -> Self { Self("custom transition '\(name)'") }

    /// An installed entry, by its `AppEntry.name`.
    public static func entry(_ name: String) -> Self { Self("entry '\(name)'") }
}
