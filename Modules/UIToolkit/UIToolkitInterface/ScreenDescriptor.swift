/// What a screen was built for, kept on the screen so the hierarchy can describe itself.
///
/// The router's `Route` refines this protocol. The screen model only needs to encode it into
/// snapshots and text trees, so it asks for nothing more than an identifier and `Encodable`.
public protocol ScreenDescriptor: Encodable, Sendable {
    /// A stable identifier for the kind of descriptor, such as `"profile"`.
    static var identifier: String { get }
}
