public import HierarchyInspection
public import HorizonAppInterface
import UIToolkitInterface

/// What plays the documented flows, as the CLI sees it: the executable creates the flows and
/// hands them over, so a flow's change recompiles the flows and the executable, never the CLI.
@MainActor
public protocol FlowPlaying: Sendable {
    /// Every flow, in the order they play.
    var flows: [FlowInfo] { get }

    /// Plays the flows with these ids, in order, each on a fresh app.
    ///
    /// - Parameters:
    ///   - ids: Ids among ``flows``; an unknown one is skipped.
    ///   - makeApp: Creates each flow's app.
    ///   - log: Where the human-readable transcript goes; `nil` for none.
    ///   - style: How the transcript draws the hierarchy.
    ///   - toolkit: The UI toolkit each flow's app shows on.
    ///   - screenshots: A folder for a PNG of each step, `<flow id>-<step>.png`, when the toolkit
    ///     draws (`ScreenshotTaking`); `nil` for none.
    /// - Returns: One result per flow played.
    func play(
        _ ids: [String], makeApp: @escaping AppMaker, log: ((String) -> Void)?, style: TextTreeStyle,
        toolkit: AppToolkit, screenshots: String?
    ) async -> [FlowResult]
}
