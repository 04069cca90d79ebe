import AlertInterface
import HeadlessUI
import RouterInterface
import TestSupport
import Testing
import UIToolkitInterface

@testable import Alert

@MainActor
@Suite("Alert")
struct AlertScreenTests {
    @Test("shows title, message and buttons; a tap closes it, then runs the button's handler once")
    func tap() throws {
        let alert = try #require(try StaticInjector([]).make(AlertFeature.self).build(from: NoInput()) as? AlertScreen)
        var tapped: [String] = []
        alert.title = "Sign-in failed"
        alert.message = "wrong password"
        // The handler holds the alert weakly, as an app's would: the alert keeps its handlers.
        alert.addAction("OK") { [weak alert] in tapped.append("OK (alert closed: \(alert?.presentingScreen == nil))") }
        alert.addAction("Retry") { tapped.append("Retry") }
        #expect(alert.summary == "Sign-in failed: wrong password [OK | Retry]")
        let (window, stack) = try TestHierarchy.show(Screen(name: "Login"))
        try stack.top?.present(alert, style: .popover(anchor: "sign-in"))
        #expect(alert.tap("Cancel") == false && alert.presentingScreen != nil)
        #expect(alert.tap("OK"))
        #expect(tapped == ["OK (alert closed: true)"] && window.topScreen === stack.top)
    }
}
