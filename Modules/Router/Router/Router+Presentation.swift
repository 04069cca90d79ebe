public import HeadlessUI
public import RouterInterface

extension Router {
    /// Shows an already built screen from a source, the way `presentation` says.
    ///
    /// - Returns: A handle whose `remove` applies the inverse action.
    /// - Throws: `RouterError.invalidPresentation` with what the UI refused; nothing changed then.
    @discardableResult
    public func present(_ screen: Screen, route: (any Route)?, from source: Screen,
                        presentation: Presentation) throws(RouterError) -> PresentedRoute {
        let resolved = resolve(presentation, from: source)
        let transition = Transition(route: route.map { type(of: $0).identifier }, destination: screen.name,
                                    source: source.name, presentation: resolved)
        var attached = screen
        emit(.willPerform(transition))
        do throws(HeadlessUIError) {
            switch resolved {
            case .push, .show:
                try source.pushInNavigationStack(screen)
            case let .modal(style, embed):
                if embed {
                    guard !screen.isInHierarchy else { throw .alreadyInHierarchy(screen.name) }
                    attached = NavigationStack([screen])
                }
                try source.present(attached, style: style)
            case .showDetail:
                guard let split = source.splitContainer else { throw .notInContainer(screen: source.name, container: "a split container") }
                try split.showDetail(screen)
            case .child:
                try source.addChild(screen)
            case .subview:
                try source.addSubview(screen)
            case .setRoot:
                try window.setRoot(screen)
            }
        } catch {
            throw .invalidPresentation(presentation: resolved.description, reason: error)
        }
        emit(.didPerform(transition))
        return PresentedRoute(router: self, route: route, presentation: resolved, destination: screen, attached: attached)
    }

    /// `show` pushes inside a navigation stack and presents otherwise; `showDetail` uses the
    /// split container's detail column when there is one, and behaves like `show` otherwise.
    func resolve(_ presentation: Presentation, from source: Screen) -> Presentation {
        switch presentation {
        case .show:
            source.navigationStack != nil ? .push : .modal
        case .showDetail:
            source.splitContainer != nil ? .showDetail : resolve(.show, from: source)
        default:
            presentation
        }
    }

    /// Removes what a handle presented, with the inverse of its presentation.
    ///
    /// - Throws: `RouterError.alreadyRemoved` when it is no longer where it was put,
    ///   `.notRemovable` for a root, `.invalidPresentation` when the UI refuses.
    func remove(_ handle: PresentedRoute) throws(RouterError) {
        let name = handle.destinationName
        guard let attached = handle.attached, attached.window === window else { throw .alreadyRemoved(name) }
        let transition = Transition(route: handle.route.map { type(of: $0).identifier }, destination: name,
                                    source: nil, presentation: handle.presentation)
        let undo: () throws(HeadlessUIError) -> Void
        switch handle.presentation {
        case .push, .show:
            guard let stack = attached.parent as? NavigationStack,
                  let index = stack.screens.firstIndex(where: { $0 === attached }) else { throw .alreadyRemoved(name) }
            guard index > 0 else { throw .invalidPresentation(presentation: "pop", reason: .cannotPopRoot(name)) }
            undo = { () throws(HeadlessUIError) in _ = try stack.pop(to: stack.screens[index - 1]) }
        case .modal:
            guard attached.presentingScreen != nil else { throw .alreadyRemoved(name) }
            undo = { () throws(HeadlessUIError) in _ = try attached.dismiss() }
        case .showDetail:
            guard let split = attached.parent as? SplitContainer, split.detail === attached else { throw .alreadyRemoved(name) }
            undo = { () throws(HeadlessUIError) in try split.removeDetail() }
        case .child:
            guard attached.parent != nil else { throw .alreadyRemoved(name) }
            undo = { () throws(HeadlessUIError) in try attached.removeFromParent() }
        case .subview:
            guard attached.superview != nil else { throw .alreadyRemoved(name) }
            undo = { () throws(HeadlessUIError) in try attached.removeFromSuperview() }
        case .setRoot:
            throw .notRemovable(name)
        }
        emit(.willRemove(transition))
        do { try undo() } catch { throw .invalidPresentation(presentation: "remove", reason: error) }
        emit(.didRemove(transition))
    }
}
