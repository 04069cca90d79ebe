import Foundation
import HierarchyDriving
import HierarchyInspection
import Testing
import UIToolkitInterface

@testable import GtkUI

/// GtkUI on a display: the widgets show the model, the user's actions go through them, and a
/// screenshot is a PNG GTK drew. They run with the `GTK` trait (`swift test --traits GTK`) under a
/// display (`xvfb-run -a` without one); otherwise GtkUI is empty and there is nothing to test.
@MainActor
@Suite("GtkUI", .enabled(if: GtkDisplay.canShowWindows, "needs --traits GTK and a display"))
struct GtkHostWindowTests {
    #if GTK
        /// A screen whose content has one of each element, recording what the user did.
        final class FormScreen: Screen {
            var typed = "" { didSet { render() } }
            var secret = "" { didSet { render() } }
            var isOn = false { didSet { render() } }
            var taps = 0 { didSet { render() } }

            init() {
                super.init(name: "Form")
                render()
            }

            private func render() {
                content = ScreenContent(
                    title: "Form",
                    [
                        .text("taps", "\(taps) taps"),
                        .field("name", "Name", text: typed) { [weak self] in self?.typed = $0 },
                        .field("secret", "Secret", text: secret, isSecure: true) { [weak self] in self?.secret = $0 },
                        .toggle("autoplay", "Autoplay", isOn: isOn) { [weak self] in self?.isOn = $0 },
                        .button("tap", "Tap") { [weak self] in self?.taps += 1 },
                        .list("rows", [.text("row-1", "One"), .button("row-2", "Two") {}]),
                    ])
            }
        }

        @Test("each element is a widget; taps, typing and flips go through the widgets and back to the screen")
        func actions() throws {
            let window = try GtkHostWindow()
            let form = FormScreen()
            try window.setRoot(StackContainer([form]))
            try window.perform(.tap("tap"))
            try window.perform(.type("Ada", into: "name"))
            try window.perform(.type("analytical", into: "secret"))
            try window.perform(.flip("autoplay"))
            #expect(form.taps == 1 && form.typed == "Ada" && form.secret == "analytical" && form.isOn)
            #expect(try window.displayedValue(of: "taps") == "1 taps")
            #expect(try window.displayedValue(of: "name") == "Ada")
            #expect(try window.displayedValue(of: "secret") == "••••••••••", "the entry hides what was typed")
            #expect(try window.displayedValue(of: "autoplay") == "on")
            #expect(try window.displayedValue(of: "rows") == "One\nTwo")
            #expect(throws: DrivingError.controlNotApplicable(.tap("taps"), screen: "Form")) {
                try window.perform(.tap("taps"))
            }
            #expect(throws: DrivingError.controlNotShown("missing", screen: "Form", hidden: false)) {
                try window.perform(.tap("missing"))
            }
        }

        @Test("the back button and the tab buttons are widgets: a click pops or selects, and observers see the gesture")
        func gestures() throws {
            let window = try GtkHostWindow()
            let stack = StackContainer([Screen(name: "Home")])
            let tabs = TabContainer([stack, Screen(name: "Profile")])
            try window.setRoot(tabs)
            try stack.push(Screen(name: "Show"))
            var gestures: [UserGesture] = []
            window.addObserver { change in change.gesture.map { gestures.append($0) } }
            try window.perform(.back)
            try window.perform(.tabTap(1))
            #expect(stack.screens.map(\.name) == ["Home"] && tabs.selectedIndex == 1)
            #expect(gestures == [.back, .tabTap(1)])
            #expect(throws: HierarchyError.self) { try window.perform(.back) }
        }

        @Test("a presented screen is a window of its own; a hidden control is refused by name")
        func presentation() throws {
            let window = try GtkHostWindow()
            let form = FormScreen()
            let sheet = Screen(name: "Sheet")
            sheet.content = ScreenContent(
                title: "Sheet", [.button("close", "Close") { [weak sheet] in _ = try? sheet?.dismiss() }])
            try window.setRoot(StackContainer([form]))
            try form.present(sheet, style: .fullScreen)
            #expect(throws: DrivingError.controlNotShown("tap", screen: "Form", hidden: true)) {
                try window.perform(.tap("tap"))
            }
            try window.perform(.tap("close"))
            #expect(form.presentedScreen == nil && window.topScreen === form)
        }

        @Test("a popover's window shows its screen's texts and nothing else: no caption of how it was presented")
        func popoverShowsItsScreenAlone() throws {
            let window = try GtkHostWindow()
            let form = FormScreen()
            let alert = Screen(name: "Alert")
            alert.content = ScreenContent(title: "Failed", [.text("why", "Wrong password"), .button("ok", "OK") {}])
            try window.setRoot(StackContainer([form]))
            try form.present(alert, style: .popover(anchor: "tap"))
            #expect(window.shownTexts(inWindow: 1) == ["Failed", "Wrong password", "OK"])
        }

        @Test("a screenshot is a PNG GTK drew, with the presentation over the window")
        func screenshot() throws {
            let window = try GtkHostWindow()
            let form = FormScreen()
            try window.setRoot(StackContainer([form]))
            try form.present(Screen(name: "Sheet"), style: .sheet)
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("gtkui-\(UUID()).png").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            try window.writeScreenshot(toPNG: path)
            let png = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) && png.count > 1_000)
            #expect(throws: DrivingError.self) { try window.writeScreenshot(toPNG: "/nonexistent/folder/shot.png") }
        }
    #endif
}

/// Whether this build has GTK and the process a display to open windows on.
enum GtkDisplay {
    static var canShowWindows: Bool {
        #if GTK
            ProcessInfo.processInfo.environment["DISPLAY"] != nil
        #else
            false
        #endif
    }
}
