/// What a screen was built for, kept on the screen so the hierarchy can describe itself.
///
/// The screen model only encodes it into snapshots and text trees, so it asks for nothing more
/// than an identifier and `Encodable`. The router keeps a screen's route here
/// (NavigationInterface's `Screen.route`); the seam knows nothing of routes.
public protocol ScreenDescriptor: Encodable, Sendable {
    /// A stable identifier for the kind of descriptor, such as `"profile"`.
    var identifier: String { get }
}
