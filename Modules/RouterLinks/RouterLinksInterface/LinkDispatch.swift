/// What opening a link did: where it led and the changes it made, in order.
public struct LinkDispatch: Sendable, Hashable, CustomStringConvertible {
    /// The link as given.
    public var link: String
    /// The identifier of the route the hierarchy now shows on top.
    public var route: String
    /// The changes, in the order they were made; empty when the hierarchy already matched.
    public var steps: [LinkStep]
    /// Set when a guard refused the link and sent the user elsewhere first.
    public var redirect: LinkRedirect?

    /// Creates a dispatch record.
    public init(link: String, route: String, steps: [LinkStep], redirect: LinkRedirect? = nil) {
        self.link = link
        self.route = route
        self.steps = steps
        self.redirect = redirect
    }

    /// The link, where it led, any redirect, and each step on its own line.
    public var description: String {
        var lines = ["open \(link) → \(route)"]
        if let redirect { lines.append("  \(redirect)") }
        lines += steps.isEmpty ? ["  (already shown: nothing to change)"] : steps.map { "  \($0)" }
        return lines.joined(separator: "\n")
    }
}

/// A guard's refusal: the link it sent the user to, and the link it will continue to.
public struct LinkRedirect: Sendable, Hashable, CustomStringConvertible {
    /// The guard's name, such as `signed-in`.
    public var guardName: String
    /// Where the guard sent the user, such as `login`.
    public var redirectedTo: String
    /// The refused link, opened again by `resumePendingLink()` once the guard passes.
    public var pending: String

    /// Creates a redirect record.
    public init(guardName: String, redirectedTo: String, pending: String) {
        self.guardName = guardName
        self.redirectedTo = redirectedTo
        self.pending = pending
    }

    /// The redirect as one sentence.
    public var description: String {
        "guard \(guardName) refused: opened \(redirectedTo), will continue to \(pending) once it passes"
    }
}
