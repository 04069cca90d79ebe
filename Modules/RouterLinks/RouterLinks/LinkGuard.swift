import RouterLinksInterface

/// A condition a link must meet to reach part of the link tree, and where to go otherwise.
///
/// When a guard refuses a link, the router opens `redirect` instead and keeps the refused
/// link; `resumePendingLink()` opens it once the guard passes (after sign-in, say).
public struct LinkGuard: Sendable {
    /// The name shown in `horizon routes` and in redirects, such as `signed-in`.
    public let name: String
    /// The link opened instead when the guard refuses.
    public let redirect: String
    let allows: @MainActor @Sendable () -> Bool

    /// Creates a guard.
    ///
    /// - Parameters:
    ///   - name: The guard's name.
    ///   - redirect: The link to open when it refuses, such as `login`.
    ///   - allows: Whether a link may pass now; called on the main actor before any change.
    public init(_ name: String, redirect: String, allows: @escaping @MainActor @Sendable () -> Bool) {
        self.name = name
        self.redirect = redirect
        self.allows = allows
    }
}
