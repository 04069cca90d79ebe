extension Screen {
    /// Adds a child screen whose content is embedded in this one (view controller containment).
    ///
    /// - Throws: `HierarchyError.managedByContainer` on a container, or
    ///   `.alreadyInHierarchy` when the child has a place elsewhere.
    public func addChild(_ child: Screen) throws(HierarchyError) {
        guard !managesChildren else { throw .managedByContainer(name) }
        try requireDetached(child)
        attachChild(child)
        notify(HierarchyChange(action: .addChild, added: [child], container: self))
    }

    /// Removes this screen from its parent.
    ///
    /// - Throws: `HierarchyError.noParent` when it has none, or `.managedByContainer` when
    ///   the parent is a container (pop or replace it there instead).
    public func removeFromParent() throws(HierarchyError) {
        guard let parent else { throw .noParent(name) }
        guard !parent.managesChildren else { throw .managedByContainer(parent.name) }
        let window = parent.window
        parent.detachChild(self)
        window?.hierarchyDidChange(HierarchyChange(action: .removeChild, removed: [self], container: parent))
    }

    /// Embeds another screen's view in this one, without containment.
    ///
    /// - Throws: `HierarchyError.alreadyInHierarchy` when the screen has a place elsewhere.
    public func addSubview(_ screen: Screen) throws(HierarchyError) {
        try requireDetached(screen)
        screen.superview = self
        subviews.append(screen)
        notify(HierarchyChange(action: .addSubview, added: [screen], container: self))
    }

    /// Removes this screen's view from the screen that embeds it.
    ///
    /// - Throws: `HierarchyError.noSuperview` when it is not embedded anywhere.
    public func removeFromSuperview() throws(HierarchyError) {
        guard let host = superview else { throw .noSuperview(name) }
        let window = host.window
        host.subviews.removeAll { $0 === self }
        superview = nil
        window?.hierarchyDidChange(HierarchyChange(action: .removeSubview, removed: [self], container: host))
    }
}
