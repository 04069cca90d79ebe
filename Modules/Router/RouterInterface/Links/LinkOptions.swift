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
    /// Use it when switching to a tab by its root link, as a tab bar does (MonarchRouter's
    /// `.junctionsOnly`). Without it, what lies beyond the target is unwound.
    public static let junctionsOnly = LinkOptions(rawValue: 1 << 0)
}
