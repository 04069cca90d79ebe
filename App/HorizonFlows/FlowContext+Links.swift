import HorizonAppInterface
import RouterInterface
import RouterLinksInterface
import UIToolkitInterface

extension FlowContext {
    /// Opens a link as the system hands it to the app, and notes each change it made.
    @discardableResult
    func open(_ link: String, options: LinkOptions = []) throws -> LinkDispatch {
        noted(try app.links.open(link: link, options: options))
    }

    /// Opens one of the app's typed link requests, as the app's own code does, and notes
    /// the link and each change it made.
    @discardableResult
    func open(_ request: HorizonLink, options: LinkOptions = []) throws -> LinkDispatch {
        note("the request's link: \(request.link)")
        return noted(try app.links.open(request, options: options))
    }

    private func noted(_ dispatch: LinkDispatch) -> LinkDispatch {
        if let redirect = dispatch.redirect { note(redirect.description) }
        for step in dispatch.steps { note(step.description) }
        if dispatch.steps.isEmpty { note("nothing to change: the hierarchy already matches") }
        return dispatch
    }

    /// Signs in as Ada, as if she had done so in an earlier session.
    func signIn() async throws {
        try await app.signIn(username: "ada", password: "analytical")
    }

    /// Opens a link that must be refused, and notes the reason.
    ///
    /// - Returns: The error; `nil` when the link was opened after all.
    func refused(_ link: String) -> LinkError? {
        do {
            try app.links.open(link: link)
            return nil
        } catch {
            note("\(link.isEmpty ? "(empty)" : link): \(error)")
            return error
        }
    }

    /// The screens of the navigation stack with this name anywhere in the window, bottom first.
    func stack(_ name: String) -> [Screen] {
        let all = app.window.root.map { $0.subtree } ?? []
        return (all.first { $0.name == name } as? StackContainer)?.screens ?? []
    }

    /// The names of the screens of the navigation stack with this name, bottom first.
    func stackNames(_ name: String) -> [String] {
        stack(name).map(\.name)
    }

    /// The selected tab of the window's root tab container.
    var selectedTab: Int? {
        (app.window.root as? TabContainer)?.selectedIndex
    }
}
