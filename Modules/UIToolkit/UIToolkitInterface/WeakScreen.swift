/// A screen held weakly: for a tracker or a toolkit that names screens the model owns.
@MainActor
public struct WeakScreen {
    /// The screen, while it lives.
    public weak var screen: Screen?

    /// Holds a screen weakly.
    public init(screen: Screen?) {
        self.screen = screen
    }
}
