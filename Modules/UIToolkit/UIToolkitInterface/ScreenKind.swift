/// What a node of the hierarchy is, as reported in snapshots.
public enum ScreenKind: String, Codable, Sendable, Hashable {
    /// A plain content screen.
    case screen
    /// A `StackContainer`.
    case navigationStack
    /// A `TabContainer`.
    case tabs
    /// A `SplitContainer`.
    case split
}
