/// How a link is applied to the hierarchy.
public struct LinkOptions: OptionSet, Sendable, Hashable {
    /// The options as bits.
    public let rawValue: Int

    /// Creates options from their raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Changes only junctions (the section and the selected tab) when the target is already
    /// shown further down: a tab that shows the target and more keeps its stack and modals.
    ///
    /// Use it when switching to a tab by its root link, as a tab bar does. Without it, what lies beyond the target is unwound.
    public static let junctionsOnly = LinkOptions(rawValue: 1 << 0)

    /// The link comes from outside the app (the system, a web page, a notification), even
    /// though it has no scheme: it may open only endpoints declared openable from outside.
    ///
    /// A link with a scheme is always treated so; pass this where schemeless text arrives
    /// from outside too, such as a command line or a push payload.
    public static let fromOutside = LinkOptions(rawValue: 1 << 1)
}
