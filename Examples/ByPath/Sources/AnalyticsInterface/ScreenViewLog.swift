/// The screen views the analytics face recorded, in order: what a feature or a test reads
/// (`@Resolved var log: any ScreenViewLog`).
@MainActor
public protocol ScreenViewLog: AnyObject, Sendable {
    /// Each tracked screen shown, by its screen name, oldest first.
    var screenViews: [String] { get }
}
