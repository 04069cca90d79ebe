import HierarchyInspection
import NavigationInterface
import Router
import RouterInspection
import RouterInterface
import RouterLinksInterface
import UIToolkitInterface

/// Turns a target hierarchy into the smallest set of changes to the window.
///
/// It plans first: walks the window beside the target, keeps every screen whose route is
/// unchanged, and builds (detached) every screen that is new. A failure while planning
/// leaves the hierarchy untouched. Then it unwinds, from the top layer down (dismissals
/// before pops), and builds up from the root (root, tab, push, present).
@MainActor
struct LinkReconciler {
    /// One change, with the step it reports and the screens it adds or removes.
    private struct Change {
        let step: LinkStep
        let removed: [Screen]
        let added: [Screen]
        let perform: @MainActor () throws(HierarchyError) -> Void
    }

    private let face: LinksFace
    /// The router, held for this one dispatch: every screen and event goes through it.
    private let router: RouterEngine
    private let tree: LinkTree
    private let options: LinkOptions
    /// Unwinding changes with the presentation layer they happen in; the highest go first.
    private var unwinds: [(layer: Int, change: Change)] = []
    private var builds: [Change] = []

    init(face: LinksFace, router: RouterEngine, tree: LinkTree, options: LinkOptions) {
        self.face = face
        self.router = router
        self.tree = tree
        self.options = options
    }

    /// Plans and applies a target.
    ///
    /// - Returns: The steps made, in order.
    /// - Throws: What building a new screen throws (nothing changed then), or
    ///   `LinkError.invalidPresentation` if the window refuses a planned change.
    mutating func apply(_ target: LinkTarget) throws(LinkError) -> [LinkStep] {
        let window = router.window
        if let root = window.root, matches(target, root) {
            try update(target, root, layer: 0)
        } else {
            let (screen, presentations) = try build(target)
            let old = window.root
            if let old { dismissPresentations(under: old, layer: 0) }
            builds.append(
                Change(
                    step: .setRoot(screen.name, replacing: old?.name), removed: old.map { [$0] } ?? [],
                    added: [screen]
                ) { () throws(HierarchyError) in try window.setRoot(screen) })
            builds += presentations
        }
        let ordered = unwinds.enumerated().sorted { ($0.element.layer, -$0.offset) > ($1.element.layer, -$1.offset) }
        var steps: [LinkStep] = []
        for change in ordered.map(\.element.change) + builds {
            try perform(change)
            steps.append(change.step)
        }
        return steps
    }

    private func perform(_ change: Change) throws(LinkError) {
        let removals = change.removed.map { transition($0, presentation: nil) }
        let additions = change.added.map { transition($0, presentation: presentation(of: change.step)) }
        for transition in removals { router.emit(.willRemove(transition)) }
        for transition in additions { router.emit(.willPerform(transition)) }
        do {
            try change.perform()
        } catch {
            throw .routing(.invalidPresentation(presentation: change.step.description, reason: error.description))
        }
        for transition in removals { router.emit(.didRemove(transition)) }
        for transition in additions { router.emit(.didPerform(transition)) }
    }

    private func transition(_ screen: Screen, presentation: Presentation?) -> RouteTransition {
        RouteTransition(
            route: screen.routeIdentifier, destination: screen.name, source: nil, presentation: presentation)
    }

    private func presentation(of step: LinkStep) -> Presentation? {
        switch step {
        case .push, .setStack: .push
        case .present(_, let style, _): .modal(style)
        case .setRoot: .setRoot
        case .selectTab, .dismiss, .pop, .setParameters: nil
        }
    }

    // MARK: - Matching

    /// Whether a screen already is the top of a target (the same container, or the same route).
    private func matches(_ target: LinkTarget, _ screen: Screen) -> Bool {
        let node = tree.nodes[target.node]
        switch target {
        case .tabs:
            guard let tabs = screen as? TabContainer, tabs.name == node.name, tabs.tabs.count == node.tabs.count
            else { return false }
            return zip(tabs.tabs, node.tabs).allSatisfy { $0 is StackContainer && $0.name == $1 }
        case .stack:
            return screen is StackContainer && screen.name == node.name
        case .screen(let entry):
            return keeps(entry, screen)
        }
    }

    /// Whether an existing screen can stay for a target screen: the matched endpoint needs an
    /// equal route, an ancestor the same route with the same values for its own parameters.
    private func keeps(_ entry: LinkTargetScreen, _ screen: Screen) -> Bool {
        guard screen.kind == .screen, let route = screen.openedRoute,
            type(of: route).identifier == entry.identifier
        else { return false }
        if entry.isLeaf {
            return AnyHashable(route) == AnyHashable(entry.route)
                || tree.nodes[entry.node].endpoint?.parameterSetter != nil
        }
        guard !entry.identity.isEmpty else { return true }
        guard case .object(let have)? = try? JSONValue(encoding: route),
            case .object(let want)? = try? JSONValue(encoding: entry.route)
        else { return false }
        return entry.identity.allSatisfy { have[$0] == want[$0] }
    }

    // MARK: - Planning changes to kept screens

    private mutating func update(_ target: LinkTarget, _ screen: Screen, layer: Int) throws(LinkError) {
        switch target {
        case .tabs(_, let tab, let inner):
            guard let tabs = screen as? TabContainer else { return }
            dismissPresented(by: tabs, layer: layer)
            for (index, other) in tabs.tabs.enumerated() where index != tab {
                dismissPresentations(under: other, layer: layer)
            }
            if tabs.selectedIndex != tab {
                let name = tabs.tabs[tab].name
                builds.append(
                    Change(step: .selectTab(tab, name: name, tabs: tabs.name), removed: [], added: []) {
                        () throws(HierarchyError) in
                        try tabs.select(tab)
                    })
            }
            try update(inner, tabs.tabs[tab], layer: layer)
        case .stack(_, let entries):
            guard let stack = screen as? StackContainer else { return }
            try update(stack, entries: entries, layer: layer)
        case .screen(let entry):
            setParameters(of: screen, to: entry)
            try updateModal(of: screen, to: entry.modal, layer: layer)
        }
    }

    /// Plans giving a kept leaf screen the link's other values, through its endpoint's
    /// `settingParameters`; nothing when the values are the same.
    private mutating func setParameters(of screen: Screen, to entry: LinkTargetScreen) {
        guard entry.isLeaf, let setter = tree.nodes[entry.node].endpoint?.parameterSetter,
            let current = screen.openedRoute, AnyHashable(current) != AnyHashable(entry.route)
        else { return }
        let route = entry.route
        let json = (try? JSONValue(encoding: route)).map { " \($0)" } ?? ""
        builds.append(
            Change(step: .setParameters(screen.name, route: entry.identifier + json), removed: [], added: []) {
                () throws(HierarchyError) in
                setter.apply(route, screen)
                screen.openedRoute = route
            })
    }

    private mutating func update(_ stack: StackContainer, entries: [LinkTargetScreen], layer: Int) throws(LinkError) {
        let screens = stack.screens
        var kept = 0
        while kept < min(entries.count, screens.count), keeps(entries[kept], screens[kept]) { kept += 1 }
        if kept == entries.count { setParameters(of: screens[kept - 1], to: entries[kept - 1]) }
        if options.contains(.junctionsOnly) && kept == entries.count { return }
        dismissPresented(by: stack, layer: layer)
        for screen in screens[kept...] { dismissPresentations(under: screen, layer: layer) }
        if kept > 0, kept < screens.count {
            let popped = Array(screens[kept...])
            let top = screens[kept - 1]
            unwinds.append(
                (
                    layer,
                    Change(
                        step: .pop(popped.reversed().map(\.name), stack: stack.name), removed: popped.reversed(),
                        added: []
                    ) { () throws(HierarchyError) in _ = try stack.pop(to: top) }
                ))
        }
        for screen in screens[..<min(kept, entries.count - 1)] { dismissPresentations(under: screen, layer: layer) }
        guard kept < entries.count else {
            return try updateModal(of: screens[kept - 1], to: entries[kept - 1].modal, layer: layer)
        }
        var added: [Screen] = []
        for entry in entries[kept...] { added.append(try makeScreen(entry)) }
        if kept == 0 {
            builds.append(
                Change(
                    step: .setStack(added.map(\.name), replacing: screens.map(\.name), stack: stack.name),
                    removed: screens, added: added
                ) { () throws(HierarchyError) in try stack.setStack(added) })
        } else {
            for screen in added {
                builds.append(
                    Change(step: .push(screen.name, stack: stack.name), removed: [], added: [screen]) {
                        () throws(HierarchyError) in
                        try stack.push(screen)
                    })
            }
        }
        if let modal = entries.last?.modal, let top = added.last { builds += try present(modal, over: top) }
    }

    /// Keeps, replaces, adds or dismisses what a kept screen presents.
    private mutating func updateModal(of presenter: Screen, to target: LinkTarget?, layer: Int) throws(LinkError) {
        let current = presenter.presentedScreen
        if let target, let current, current.modalStyle == tree.nodes[target.node].modalStyle,
            matches(target, current)
        {
            return try update(target, current, layer: layer + 1)
        }
        if options.contains(.junctionsOnly) && target == nil { return }
        dismissPresented(by: presenter, layer: layer)
        if let target { builds += try present(target, over: presenter) }
    }

    /// Plans the dismissal of what one screen presents.
    private mutating func dismissPresented(by presenter: Screen, layer: Int) {
        guard let presented = presenter.presentedScreen else { return }
        var chain = [presented]
        while let next = chain[chain.count - 1].presentedScreen { chain.append(next) }
        unwinds.append(
            (
                layer + 1,
                Change(step: .dismiss(chain.reversed().map(\.name)), removed: chain.reversed(), added: []) {
                    () throws(HierarchyError) in _ = try presenter.dismiss()
                }
            ))
    }

    /// Plans the dismissal of everything presented from a part of the hierarchy left behind.
    private mutating func dismissPresentations(under screen: Screen, layer: Int) {
        for presenter in screen.subtreeWithoutPresented { dismissPresented(by: presenter, layer: layer) }
    }

    // MARK: - Building new screens

    /// Builds a target's screens, detached; presentations wait until it is in the window.
    private func build(_ target: LinkTarget) throws(LinkError) -> (Screen, presentations: [Change]) {
        let node = tree.nodes[target.node]
        switch target {
        case .tabs(_, let tab, let inner):
            var tabs: [Screen] = node.tabs.map { StackContainer([], name: $0) }
            let (selected, presentations) = try build(inner)
            tabs[tab] = selected
            let container = TabContainer(tabs, name: node.name)
            do { try container.select(tab) } catch {
                throw .routing(.invalidPresentation(presentation: "select tab \(tab)", reason: error.description))
            }
            return (container, presentations)
        case .stack(_, let entries):
            var screens: [Screen] = []
            for entry in entries { screens.append(try makeScreen(entry)) }
            let presentations = try entries.last?.modal.map { modal throws(LinkError) in
                try present(modal, over: screens[screens.count - 1])
            }
            return (StackContainer(screens, name: node.name), presentations ?? [])
        case .screen(let entry):
            let screen = try makeScreen(entry)
            return (screen, try entry.modal.map { modal throws(LinkError) in try present(modal, over: screen) } ?? [])
        }
    }

    private func present(_ target: LinkTarget, over presenter: Screen) throws(LinkError) -> [Change] {
        let (screen, presentations) = try build(target)
        let style = tree.nodes[target.node].modalStyle
        let change = Change(
            step: .present(screen.name, style: style, over: presenter.name), removed: [], added: [screen]
        ) {
            () throws(HierarchyError) in try presenter.present(screen, style: style)
        }
        return [change] + presentations
    }

    private func makeScreen(_ entry: LinkTargetScreen) throws(LinkError) -> Screen {
        let screen: Screen
        do { screen = try router.makeScreen(for: entry.route, from: nil) } catch { throw .routing(error) }
        let endpoint = tree.nodes[entry.node].endpoint
        endpoint?.configure?(screen)
        if let unwind = endpoint?.unwind { face.links.unwind(screen, with: unwind) }
        return screen
    }
}
