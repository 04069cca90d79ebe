public import NavigationInterface
import RouterInspection
public import RouterInterface
public import UIToolkitInterface

extension RouterEngine {
    /// Shows an already built screen from a source, the way `presentation` says.
    ///
    /// - Parameters:
    ///   - screen: The destination, not yet in any hierarchy.
    ///   - route: The route it was built for, if any.
    ///   - source: The screen showing it.
    ///   - presentation: How to show it.
    ///   - container: Wraps the screen, not yet in a hierarchy, in a new container to show instead
    ///     (a face's choice, such as the protocols face's `ContainerWrapping`);
    ///     `.modal(_, embedInNavigation: true)` means a navigation stack.
    ///   - module: The protocol of the module that built it, for hooks.
    ///   - animated: Whether to animate: the UI, the events and the handle's removal see it.
    /// - Returns: A handle whose `remove` applies the inverse action.
    /// - Throws: `RouterError.invalidPresentation` with what the UI refused or for a custom
    ///   transition nobody registered;
    ///   nothing changed then.
    @discardableResult
    public func present(
        _ screen: Screen, route: (any Route)?, from source: Screen, presentation: Presentation,
        wrappedIn container: (@MainActor (Screen) -> Screen)? = nil, module: String? = nil, animated: Bool = true
    ) throws(RouterError) -> PresentedRoute {
        let resolved = resolve(presentation, from: source)
        let transition = RouteTransition(
            route: route.map { type(of: $0).identifier }, destination: screen.name,
            source: source.name, presentation: resolved, module: module, animated: animated)
        let custom = try customTransition(for: resolved)
        var attached = screen
        do throws(HierarchyError) {
            if let container = container ?? resolved.impliedContainer {
                guard !screen.isInHierarchy else { throw .alreadyInHierarchy(screen.name) }
                attached = container(screen)
            }
            emit(.willPerform(transition))
            isShowing = true
            switch resolved {
            case .push, .show:
                try source.pushInNavigationStack(attached, animated: animated)
            case .modal(let style, _):
                try source.present(attached, style: style, animated: animated)
            case .showDetail:
                guard let split = source.splitContainer else {
                    throw .notInContainer(screen: source.name, container: "a split container")
                }
                try split.showDetail(attached, animated: animated)
            case .child:
                try source.addChild(attached)
            case .subview:
                try source.addSubview(attached)
            case .setRoot:
                try window.setRoot(attached)
            case .custom:
                try custom?.perform(attached, source)
            }
        } catch {
            throw .invalidPresentation(presentation: resolved.description, reason: error.description)
        }
        emit(.didPerform(transition))
        return PresentedRoute(
            router: self, route: route, presentation: resolved, destination: screen, attached: attached, module: module,
            animated: animated)
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
    ///   `.notRemovable` for a root, `.invalidPresentation` when the UI refuses,
    ///   `.transitionInProgress` while another transition is in progress.
    package func remove(_ handle: PresentedRoute) throws(RouterError) {
        let name = handle.destinationName
        try guarded("remove \(name)") { () throws(RouterError) in
            guard let attached = handle.attached, attached.window === window else { throw .alreadyRemoved(name) }
            let undo = try inverse(of: handle.presentation, for: attached, named: name, animated: handle.animated)
            let transition = RouteTransition(
                route: handle.route.map { type(of: $0).identifier }, destination: name,
                source: nil, presentation: handle.presentation, module: handle.module, animated: handle.animated)
            emit(.willRemove(transition))
            isShowing = true
            do throws(HierarchyError) { try undo() } catch {
                throw .invalidPresentation(presentation: "remove", reason: error.description)
            }
            emit(.didRemove(transition))
        }
    }

    private func inverse(
        of presentation: Presentation, for attached: Screen,
        named name: String, animated: Bool
    ) throws(RouterError) -> () throws(HierarchyError) -> Void {
        switch presentation {
        case .push, .show:
            guard let stack = attached.parent as? StackContainer,
                let index = stack.screens.firstIndex(where: { $0 === attached })
            else { throw .alreadyRemoved(name) }
            guard index > 0 else {
                throw .invalidPresentation(presentation: "pop", reason: HierarchyError.cannotPopRoot(name).description)
            }
            return { () throws(HierarchyError) in _ = try stack.pop(to: stack.screens[index - 1], animated: animated) }
        case .modal:
            guard attached.presentingScreen != nil else { throw .alreadyRemoved(name) }
            return { () throws(HierarchyError) in _ = try attached.dismiss(animated: animated) }
        case .showDetail:
            guard let split = attached.parent as? SplitContainer, split.detail === attached else {
                throw .alreadyRemoved(name)
            }
            return { () throws(HierarchyError) in try split.removeDetail(animated: animated) }
        case .child:
            guard attached.parent != nil else { throw .alreadyRemoved(name) }
            return { () throws(HierarchyError) in try attached.removeFromParent() }
        case .subview:
            guard attached.superview != nil else { throw .alreadyRemoved(name) }
            return { () throws(HierarchyError) in try attached.removeFromSuperview() }
        case .custom:
            let custom = try customTransition(for: presentation)
            return { () throws(HierarchyError) in try custom?.remove(attached) }
        case .setRoot:
            throw .notRemovable(name)
        }
    }

    private func customTransition(for presentation: Presentation) throws(RouterError) -> CustomTransition? {
        guard case .custom(let name) = presentation else { return nil }
        guard let transition = transitions[name] else {
            throw .invalidPresentation(
                presentation: presentation.description,
                reason: "no custom transition '\(name)' is registered: register it with registerTransition")
        }
        return transition
    }

    /// Runs one transition; a second one started inside it (from `prepare`, a hook or a
    /// feature's `build`) is refused instead of corrupting the first.
    ///
    /// - Throws: `RouterError.transitionInProgress` when a transition is in progress (the same
    ///   one: a route that starts itself again), or what `body` throws.
    package func guarded<T>(_ name: String, _ body: () throws(RouterError) -> T) throws(RouterError) -> T {
        try guarded(name, refused: { $0 }, body)
    }

    /// Runs one transition of a face, whose refusal is the face's own error.
    ///
    /// - Parameters:
    ///   - name: The transition, such as the protocol performed.
    ///   - refused: Wraps the core's refusal in the face's error.
    ///   - body: The transition.
    /// - Throws: The refusal, wrapped, or what `body` throws.
    package func guarded<T, Failure: Error>(
        _ name: String, refused: (RouterError) -> Failure, _ body: () throws(Failure) -> T
    ) throws(Failure) -> T {
        if let current = activeTransition {
            throw refused(.transitionInProgress(inProgress: current, attempted: name))
        }
        activeTransition = name
        defer { endTransition() }
        return try body()
    }

    /// Ends the running transition: hands the faces the changes it made, each once, then runs
    /// the navigations screens asked for once they appeared, in the order they asked.
    private func endTransition() {
        activeTransition = nil
        isShowing = false
        let changes = ownChanges
        let waiting = afterTransition
        ownChanges = []
        afterTransition = []
        for change in changes {
            for face in faces { face.hierarchyDidChange(change) }
        }
        for navigation in waiting { navigation() }
    }
}

extension Presentation {
    /// The container `.modal(_, embedInNavigation: true)` implies: a navigation stack.
    var impliedContainer: (@MainActor (Screen) -> Screen)? {
        if case .modal(_, true) = self { { StackContainer([$0]) } } else { nil }
    }
}
