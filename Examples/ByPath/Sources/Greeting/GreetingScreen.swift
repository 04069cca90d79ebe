import UIToolkitInterface

/// One line of text and a button that says it was read.
final class GreetingScreen: Screen {
    private let text: String
    private var read = false {
        didSet { show() }
    }

    init(text: String) {
        self.text = text
        super.init(name: "Greeting")
        show()
    }

    private func show() {
        content = ScreenContent(
            title: "Greeting",
            [
                .text("greeting", text),
                .button("read", read ? "Read" : "Mark as read") { [weak self] in self?.read = true },
            ])
    }
}
