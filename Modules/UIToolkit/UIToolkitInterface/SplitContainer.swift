/// A split container of the model (`UISplitViewController`, `NavigationSplitView`): a primary column and a detail column, both visible.
@MainActor
public final class SplitContainer: Screen {
    /// Creates a split container.
    ///
    /// - Parameters:
    ///   - primary: The primary (master) column.
    ///   - detail: The detail column, if any yet.
    ///   - name: The name shown in text trees.
    public init(primary: Screen, detail: Screen? = nil, name: String = "Split") {
        super.init(name: name)
        attachChild(primary)
        if let detail, !detail.isInHierarchy { attachChild(detail) }
    }

    override public var kind: ScreenKind { .split }
    override var managesChildren: Bool { true }

    /// The primary column.
    public var primary: Screen { children[0] }
    /// The detail column.
    public var detail: Screen? { children.count > 1 ? children[1] : nil }

    /// Replaces the detail column.
    ///
    /// - Parameters:
    ///   - screen: The new detail.
    ///   - animated: Whether to animate; observers see it in the change.
    /// - Returns: The previous detail, if any.
    /// - Throws: `HierarchyError.alreadyInHierarchy`.
    @discardableResult
    public func showDetail(_ screen: Screen, animated: Bool = true) throws(HierarchyError) -> Screen? {
        try requireDetached(screen)
        let previous = detail
        if let previous { detachChild(previous) }
        attachChild(screen)
        notify(
            HierarchyChange(
                action: .showDetail, added: [screen], removed: previous.map { [$0] } ?? [], container: self,
                animated: animated))
        return previous
    }

    /// Removes the detail column.
    ///
    /// - Parameter animated: Whether to animate; observers see it in the change.
    /// - Throws: `HierarchyError.notInContainer` when there is no detail.
    public func removeDetail(animated: Bool = true) throws(HierarchyError) {
        guard let previous = detail else { throw .notInContainer(screen: "detail", container: name) }
        detachChild(previous)
        notify(HierarchyChange(action: .removeDetail, removed: [previous], container: self, animated: animated))
    }
}
