public import HierarchyInspection
public import HorizonAppInterface
public import HorizonFlowsInterface
import UIToolkitInterface

/// Plays flows, each on a fresh app, and reports every step.
@MainActor
public enum FlowRunner {
    /// Plays the flows in order.
    ///
    /// - Parameters:
    ///   - flows: The flows to play.
    ///   - log: Where the human-readable transcript goes; `nil` for none.
    ///   - style: How the transcript draws the hierarchy (colours and width for a terminal).
    ///   - makeApp: Creates each flow's app (the composition root's initializer, from the executable).
    ///   - toolkit: The UI toolkit each flow's app shows on.
    ///   - screenshots: A folder for a PNG of each step, when the toolkit draws; `nil` for none.
    /// - Returns: One result per flow.
    public static func play(
        _ flows: [Flow], makeApp: @escaping AppMaker, log: ((String) -> Void)? = nil, style: TextTreeStyle = .plain,
        toolkit: AppToolkit = .headless, screenshots: String? = nil
    ) async -> [FlowResult] {
        var results: [FlowResult] = []
        for flow in flows {
            let pictures = screenshots.map { FlowContext.Pictures(folder: $0, flow: flow.id) }
            results.append(
                await play(
                    flow, makeApp: makeApp, log: log ?? { _ in }, style: style, toolkit: toolkit, pictures: pictures))
        }
        return results
    }

    private static func play(
        _ flow: Flow, makeApp: @escaping AppMaker, log: @escaping (String) -> Void, style: TextTreeStyle,
        toolkit: AppToolkit, pictures: FlowContext.Pictures?
    ) async -> FlowResult {
        log("▶ \(flow.id) — \(flow.title)")
        log("  from: \(flow.source)")
        let context: FlowContext
        do {
            context = try FlowContext(makeApp: makeApp, toolkit: toolkit, log: log, style: style, pictures: pictures)
        } catch {
            log("  ✗ the app did not start: \(error)")
            return FlowResult(
                id: flow.id, title: flow.title, passed: false, failure: "the app did not start: \(error)", steps: [])
        }
        var failure: String?
        do {
            try await flow.body(context)
            try await context.checkForLeaks()
        } catch {
            failure = String(describing: error)
        }
        log(failure.map { "  ✗ FAILED: \($0)\n" } ?? "  ✓ passed\n")
        return FlowResult(
            id: flow.id, title: flow.title, passed: failure == nil, failure: failure, steps: context.steps)
    }
}
