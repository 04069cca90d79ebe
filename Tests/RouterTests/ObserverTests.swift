import Foundation
import HeadlessUI
import NavigationInterface
import Router
import RouterInspection
import RouterInterface
import Testing
import UIToolkitInterface

@MainActor
@Suite("Observers and navigation state")
struct ObserverTests {
    @Test("observers see will/did perform and remove, errors, and the user's gestures")
    func events() throws {
        let fixture = try RouterFixture()
        var log: [String] = []
        fixture.router.observe { log.append($0.description) }
        let handle = try fixture.navigate(AlphaRoute()).get()
        try (handle as! PresentedRoute).remove()
        _ = fixture.navigate(UnknownRoute())
        _ = try fixture.navigate(BetaRoute(id: 1)).get()
        try fixture.window.perform(.back)
        #expect(
            log == [
                "will perform Alpha ‹alpha› by push (Home)",
                "did perform Alpha ‹alpha› by push (Home)",
                "will remove Alpha ‹alpha› by push",
                "did remove Alpha ‹alpha› by push",
                "failed 'unknown': no route is registered for 'unknown': register the RouteHandler of the module that declares it",
                "will perform Beta ‹beta› by push (Home)",
                "did perform Beta ‹beta› by push (Home)",
                "did remove Beta ‹beta› by user back (StackContainer)",
            ])
    }

    @Test("the navigation state stays true after gestures and is Codable")
    func state() throws {
        let fixture = try RouterFixture()
        let alpha = try fixture.navigate(AlphaRoute()).get()
        let modal = try fixture.navigate(BetaRoute(id: 2), from: alpha.destination, .modal(.sheet)).get()
        #expect(fixture.router.navigationState.routeIdentifiers == ["alpha", "beta"])
        try fixture.window.perform(.swipeDown)
        #expect(modal.destination == nil)
        try fixture.window.perform(.back)
        let state = fixture.router.navigationState
        #expect(state.routeIdentifiers.isEmpty)
        let decoded = try JSONDecoder().decode(NavigationState.self, from: JSONEncoder().encode(state))
        #expect(decoded == state)
    }
}
