extension Screen {
    /// Presents a screen modally from this one.
    ///
    /// - Parameters:
    ///   - screen: The screen to present; it must not be in a hierarchy already.
    ///   - style: How it covers this screen.
    ///   - animated: Whether to animate; observers see it in the change.
    /// - Throws: `HierarchyError.alreadyPresenting` when this screen presents one already,
    ///   `.presenterNotInWindow`, `.alreadyInHierarchy`, or `.popoverWithoutAnchor`.
    public func present(_ screen: Screen, style: ModalStyle = .fullScreen, animated: Bool = true)
        throws(HierarchyError)
    {
        if let presented = presentedScreen { throw .alreadyPresenting(presenter: name, presented: presented.name) }
        guard window != nil else { throw .presenterNotInWindow(name) }
        try requireDetached(screen)
        if case .popover(let anchor) = style, anchor.isEmpty { throw .popoverWithoutAnchor(screen.name) }
        presentedScreen = screen
        screen.presentingScreen = self
        screen.modalStyle = style
        notify(HierarchyChange(action: .present, added: [screen], container: self, animated: animated))
    }

    /// Dismisses what this screen presents, or this screen when it presents nothing and was presented.
    ///
    /// Dismissing a screen also dismisses everything it presents, as in UIKit.
    /// - Parameters:
    ///   - gesture: The user's gesture behind it, when a toolkit dismisses for a swipe down
    ///     (UIKit's sheet dismissed interactively, SwiftUI's item binding set to nil); observers
    ///     see it in the change.
    ///   - animated: Whether to animate; observers see it in the change.
    /// - Returns: The dismissed screen.
    /// - Throws: `HierarchyError.nothingToDismiss`.
    @discardableResult
    public func dismiss(gesture: UserGesture? = nil, animated: Bool = true) throws(HierarchyError) -> Screen {
        let presenter: Screen
        if presentedScreen != nil {
            presenter = self
        } else if let presenting = presentingScreen {
            presenter = presenting
        } else {
            throw .nothingToDismiss(name)
        }
        guard let dismissed = presenter.presentedScreen else { throw .nothingToDismiss(name) }
        let window = presenter.window
        var chain = [dismissed]
        while let next = chain[chain.count - 1].presentedScreen { chain.append(next) }
        for screen in chain {
            screen.presentingScreen?.presentedScreen = nil
            screen.presentingScreen = nil
            screen.modalStyle = nil
        }
        window?.hierarchyDidChange(
            HierarchyChange(
                action: .dismiss, removed: chain, container: presenter, gesture: gesture, animated: animated))
        return dismissed
    }
}
