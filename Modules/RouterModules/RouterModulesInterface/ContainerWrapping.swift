/// A container the destination is wrapped in before it is shown.
public enum ContainerWrapping: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// A new navigation stack with the destination at its root.
    case navigation
    /// A new tab container with the destination as its only tab.
    case tabs
    /// A new split container with the destination as its primary column.
    case split

    public var description: String { rawValue }
}
