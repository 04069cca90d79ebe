import HeadlessUI
import HierarchyInspection
import NavigationInterface
import Router
import RouterInterface
import Testing
import UIToolkitInterface

@MainActor
@Suite("Removal through the handle")
struct RemovalTests {
    @Test(
        "remove picks the inverse of each presentation",
        arguments: [
            Presentation.push, .modal, .modal(.sheet, embedInNavigation: true), .child, .subview,
        ])
    func inverse(presentation: Presentation) throws {
        let fixture = try RouterFixture()
        let before = fixture.window.snapshot
        let handle = try fixture.navigate(AlphaRoute(), presentation).get()
        var results: [Result<Void, RouterError>] = []
        handle.remove { results.append($0) }
        #expect(results.count == 1 && results[0].error == nil)
        #expect(fixture.window.snapshot == before)
        #expect(handle.destination == nil, "the destination was released")
    }

    @Test("removing what the user already removed is a typed error")
    func alreadyRemoved() throws {
        let fixture = try RouterFixture()
        let handle = try fixture.navigate(AlphaRoute()).get()
        try fixture.window.perform(.swipeBack)
        var result: Result<Void, RouterError>?
        handle.remove { result = $0 }
        #expect(result?.error == .alreadyRemoved("Alpha"))
    }

    @Test("removing after the router is gone is a typed error, reported once")
    func routerGone() throws {
        var fixture: RouterFixture? = try RouterFixture()
        let handle = try fixture!.navigate(AlphaRoute()).get()
        fixture = nil
        var results: [Result<Void, RouterError>] = []
        handle.remove { results.append($0) }
        #expect(results.count == 1 && results[0].error == .noWindow)
    }

    @Test("a root cannot be removed")
    func root() throws {
        let fixture = try RouterFixture()
        let handle = try fixture.navigate(AlphaRoute(), .setRoot).get()
        #expect(throws: RouterError.notRemovable("Alpha")) { try (handle as! PresentedRoute).remove() }
    }

    @Test("removing a pushed screen also pops what was pushed above it")
    func popsAbove() throws {
        let fixture = try RouterFixture()
        let alpha = try fixture.navigate(AlphaRoute()).get()
        _ = try fixture.navigate(BetaRoute(id: 1), from: alpha.destination).get()
        try (alpha as! PresentedRoute).remove()
        #expect(fixture.stack.screens.map(\.name) == ["Home"])
    }
}
