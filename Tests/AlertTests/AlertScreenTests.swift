import AlertInterface
import HeadlessUI
import HierarchyDriving
import NavigationInterface
import NavigationTesting
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
        #expect(alert.content.title == "Sign-in failed" && alert.shown("message") == "wrong password")
        #expect(alert.elementIDs == ["message", "OK", "Retry"])
        let (window, stack) = try TestHierarchy.show(Screen(name: "Login"))
        try stack.top?.present(alert, style: .popover(anchor: "sign-in"))
        #expect(throws: DrivingError.controlNotShown("Cancel", screen: "Alert", hidden: false)) {
            try alert.tap("Cancel")
        }
        #expect(alert.presentingScreen != nil)
        try alert.tap("OK")
        #expect(tapped == ["OK (alert closed: true)"] && window.topScreen === stack.top)
    }
}
