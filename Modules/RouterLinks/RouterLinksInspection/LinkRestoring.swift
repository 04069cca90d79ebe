public import RouterInspection
public import RouterLinksInterface

/// What the links-and-state face offers beside opening links, to what drives the running app
/// (the CLI's `open --save-state` and `repl`, the flows): saving and restoring the navigation
/// state, and which link a guard holds back. Features use `LinkOpening`; only the composition
/// root holds the concrete face.
@MainActor
public protocol LinkRestoring: LinkOpening {
    /// The link a guard refused, waiting for the guard to pass.
    var pendingLink: String? { get }

    /// Rebuilds a saved navigation state, replacing the window's hierarchy: every screen is
    /// built again through its route, and the link tree's guards are asked.
    ///
    /// - Throws: `LinkError.stateTooLarge`, `.stateTooDeep`, `.unrestorableState`,
    ///   `.guardRefused`, `.undecodableRoute`, `.unregisteredRoute`, or what a feature throws;
    ///   the hierarchy is unchanged then.
    func restore(_ state: NavigationState) throws(LinkError)

    /// Checks, without building anything, that ``restore(_:)`` could rebuild a state. Save a
    /// state only after this passes.
    ///
    /// - Throws: `LinkError.stateTooLarge`, `.stateTooDeep`, `.unrestorableState`, `.routing`.
    func checkRestorable(_ state: NavigationState) throws(LinkError)
}
