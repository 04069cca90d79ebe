public import RouterInterface

/// Every way the links-and-state face can fail. Each case says what the caller should do.
///
/// What fails underneath, in the route pipeline (an unregistered route, a disabled feature, a
/// refused presentation, a route started inside another), arrives as `.routing`. Whatever
/// fails, nothing in the hierarchy changed.
public enum LinkError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A link cannot be opened; the failure says why. Nothing changed.
    case badLink(String, LinkFailure)
    /// A link pattern in the link tree is malformed: fix the declaration.
    case invalidLinkPattern(String, reason: String)
    /// The declared link tree breaks a structural rule: fix the declaration in the composition root.
    case invalidLinkTree(String)
    /// A link was opened before any link tree was declared: declare one with `declareLinks`.
    case noLinkTree
    /// A guard's redirect was refused by a guard too: give the guard a redirect it allows.
    case guardLoop([String])
    /// A guard refuses a route of a saved state (such as a signed-in screen while signed out).
    case guardRefused(guard: String, route: RouteIdentifier)
    /// A saved navigation state cannot be rebuilt; the reason says which part. Nothing changed.
    case unrestorableState(String)
    /// A saved navigation state has more screens than the router rebuilds: it was not saved by this app.
    case stateTooLarge(screens: Int, limit: Int)
    /// A saved navigation state nests deeper than the router rebuilds: it was not saved by this app.
    case stateTooDeep(depth: Int, limit: Int)
    /// The route pipeline underneath failed; the core's error says what to do.
    case routing(RouterError)

    public var description: String {
        switch self {
        case .badLink(let link, let failure):
            "cannot open '\(link.prefix(80).unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : String($0) }.joined())': \(failure)"
        case .invalidLinkPattern(let pattern, let reason):
            "the link pattern '\(pattern)' is invalid: \(reason)"
        case .invalidLinkTree(let reason):
            "the link tree is invalid: \(reason)"
        case .noLinkTree:
            "no link tree is declared: declare one with router.declareLinks in the composition root"
        case .guardLoop(let names):
            "guards redirect in a loop (\(names.joined(separator: " → "))): give each guard a redirect it allows"
        case .guardRefused(let name, let route):
            "the guard \(name) refuses '\(route)': satisfy it first (for example, sign in)"
        case .unrestorableState(let reason):
            "the saved state cannot be restored: \(reason)"
        case .stateTooLarge(let screens, let limit):
            "the saved state has \(screens) screens, more than the \(limit) a state may have: it was not saved by this app"
        case .stateTooDeep(let depth, let limit):
            "the saved state nests \(depth) levels deep, more than the \(limit) a state may: it was not saved by this app"
        case .routing(let error):
            error.description
        }
    }
}
