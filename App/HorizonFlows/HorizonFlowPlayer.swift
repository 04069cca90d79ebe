public import HierarchyInspection
public import HorizonAppInterface
public import HorizonFlowsInterface
import UIToolkitInterface

/// The flows of the four seed routers and beyond, for the CLI: ``FlowCatalog`` played by
/// ``FlowRunner``.
@MainActor
public struct HorizonFlowPlayer: FlowPlaying {
    /// The player of every flow in ``FlowCatalog``.
    public init() {}

    /// Every flow of ``FlowCatalog``, in its order.
    public var flows: [FlowInfo] {
        FlowCatalog.all.map { FlowInfo(id: $0.id, title: $0.title, source: $0.source) }
    }

    /// Plays the catalogue's flows with these ids through ``FlowRunner``.
    public func play(
        _ ids: [String], makeApp: @escaping AppMaker, log: ((String) -> Void)?, style: TextTreeStyle,
        toolkit: AppToolkit, screenshots: String?
    ) async -> [FlowResult] {
        await FlowRunner.play(
            ids.compactMap(FlowCatalog.flow), makeApp: makeApp, log: log, style: style, toolkit: toolkit,
            screenshots: screenshots)
    }
}
