/// Every flow the app can play, grouped by seed.
public enum FlowCatalog {
    /// All flows, in the order `horizon` plays them.
    public static var all: [Flow] {
        RouterServiceFlows.all + AHServiceRouterFlows.all + ZIKRouterFlows.all + MonarchRouterFlows.all
            + BeyondTheSeedsFlows.all
    }

    /// The flow with this id.
    public static func flow(_ id: String) -> Flow? {
        all.first { $0.id == id }
    }
}
