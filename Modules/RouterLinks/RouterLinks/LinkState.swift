import RouterInterface
import RouterLinksInterface
import UIToolkitInterface

/// The links face's state: the declared tree, and the link a guard holds back.
@MainActor
struct LinkState {
    /// The declared link tree, once `declareLinks` ran.
    private(set) var tree: LinkTree?
    /// A link a guard refused, to open once the guard passes.
    private(set) var pending: (link: String, options: LinkOptions)?
    /// Screens whose endpoint wants to hear when they leave the hierarchy, held weakly.
    private var unwinding: [ObjectIdentifier: PendingUnwind] = [:]

    /// Replaces the tree.
    mutating func declare(_ tree: LinkTree) {
        self.tree = tree
    }

    /// The tree, for opening a link.
    ///
    /// - Throws: `LinkError.noLinkTree` when none is declared.
    func declaredTree() throws(LinkError) -> LinkTree {
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

    /// Remembers to call `unwind` when a screen leaves the hierarchy, forgetting released screens.
    mutating func unwind(_ screen: Screen, with unwind: @escaping @MainActor (Screen) -> Void) {
        unwinding = unwinding.filter { $0.value.screen != nil }
        unwinding[ObjectIdentifier(screen)] = PendingUnwind(screen: screen, unwind: unwind)
    }

    /// The callbacks due for screens that left the hierarchy (with everything under them),
    /// each forgotten: the caller calls them outside this state.
    mutating func unwinds(for removed: [Screen]) -> [(Screen, @MainActor (Screen) -> Void)] {
        guard !unwinding.isEmpty else { return [] }
        var due: [(Screen, @MainActor (Screen) -> Void)] = []
        for screen in removed.flatMap(\.subtree) {
            if let entry = unwinding.removeValue(forKey: ObjectIdentifier(screen)), entry.screen === screen {
                due.append((screen, entry.unwind))
            }
        }
        return due
    }
}

/// A screen and its endpoint's unwind callback; weak, so the table never keeps a screen alive.
private struct PendingUnwind {
    weak var screen: Screen?
    let unwind: @MainActor (Screen) -> Void
}
