/// Which UI toolkit shows the app: the engine and the features see only the seam.
public enum AppToolkit: String, Sendable, CaseIterable {
    /// HeadlessUI's `HeadlessWindow`: UIKit's semantics, an object tree (the default).
    case headless
    /// DeclarativeUI's `DeclarativeScene`: SwiftUI's, the hierarchy as a value a view layer renders.
    case declarative
}
