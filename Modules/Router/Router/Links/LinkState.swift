import RouterInterface

/// The links face's state: the declared tree, and the link a guard holds back.
@MainActor
struct LinkState {
    /// The declared link tree, once `declareLinks` ran.
    private(set) var tree: LinkTree?
    /// A link a guard refused, to open once the guard passes.
    private(set) var pending: (link: String, options: LinkOptions)?

    /// Replaces the tree.
    mutating func declare(_ tree: LinkTree) {
        self.tree = tree
    }

    /// The tree, for opening a link.
    ///
    /// - Throws: `RouterError.noLinkTree` when none is declared.
    func declaredTree() throws(RouterError) -> LinkTree {
        guard let tree else { throw .noLinkTree }
        return tree
    }

    /// Holds a link back until its guard passes.
    mutating func hold(_ link: String, options: LinkOptions) {
        pending = (link, options)
    }

    /// Forgets the held link, as a new link or tab replaces it.
    mutating func release() {
        pending = nil
    }
}
