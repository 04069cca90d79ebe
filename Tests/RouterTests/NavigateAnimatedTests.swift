import HeadlessUI
import NavigationInterface
import Router
import RouterInspection
import RouterInterface
import Testing
import UIToolkitInterface

@MainActor
@Suite("navigate(to:from:presentation:animated:completion:)")
struct NavigateAnimatedTests {
    @Test(
        "animated reaches the UI, the events, the handle and its removal",
        arguments: [(Presentation.push, true), (.push, false), (.modal(.sheet), false), (.showDetail, false)])
    func reaches(presentation: Presentation, animated: Bool) throws {
        let fixture = try RouterFixture()
        var changes: [HierarchyChange] = []
        var events: [RouterEvent] = []
        fixture.window.addObserver { changes.append($0) }
        fixture.router.observe { events.append($0) }
        var results: [Result<any NavigationHandle, RouterError>] = []
        fixture.router.navigate(
            to: AlphaRoute(), from: fixture.home, presentation: presentation, animated: animated
        ) { results.append($0) }
        let handle = try #require(try results.only?.get())
        #expect(handle.animated == animated)
        #expect(changes.map(\.animated) == [animated])
        #expect(events.compactMap(\.transition).map(\.animated) == [animated, animated])
        changes.removeAll()
        events.removeAll()
        handle.remove(completion: nil)
        #expect(changes.map(\.animated) == [animated], "the inverse animates as the presentation did")
        #expect(events.compactMap(\.transition).map(\.animated) == [animated, animated])
    }

    @Test("the call without animated animates, as RouterService's does")
    func defaultAnimates() throws {
        let fixture = try RouterFixture()
        let routing: any Routing = fixture.router
        var animated: [Bool] = []
        fixture.window.addObserver { animated.append($0.animated) }
        routing.navigate(to: AlphaRoute(), from: fixture.home, presentation: .push, completion: nil)
        #expect(animated == [true])
    }

    @Test("a refused presentation without animation completes once with the typed error and changes nothing")
    func refused() throws {
        let fixture = try RouterFixture()
        var changes: [HierarchyChange] = []
        fixture.window.addObserver { changes.append($0) }
        var results: [Result<any NavigationHandle, RouterError>] = []
        fixture.router.navigate(
            to: AlphaRoute(), from: fixture.home, presentation: .modal(.popover(anchor: "")), animated: false
        ) { results.append($0) }
        #expect(results.count == 1)
        #expect(
            results.first?.error
                == .invalidPresentation(
                    presentation: "modal(popover())", reason: HierarchyError.popoverWithoutAnchor("Alpha").description))
        #expect(changes.isEmpty)
    }
}

extension Array {
    /// The only element; `nil` when there are none or several.
    fileprivate var only: Element? { count == 1 ? self[0] : nil }
}
