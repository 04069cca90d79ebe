public import UIToolkitInterface

/// One change a link made to the hierarchy, in the order it was made.
///
/// Unwinding comes first, from the top of the hierarchy down (dismissals, then pops), then
/// building, from the window root up (root, tab, stack, presentation).
public enum LinkStep: Sendable, Hashable, CustomStringConvertible {
    /// Presented screens were dismissed; names from the top of the presentation chain down.
    case dismiss([String])
    /// Screens were popped from a stack; names from the top down.
    case pop([String], stack: String)
    /// The window's root (an app section) was replaced.
    case setRoot(String, replacing: String?)
    /// A tab was selected.
    case selectTab(Int, name: String, tabs: String)
    /// A stack's screens were set, replacing the ones listed (names bottom first).
    case setStack([String], replacing: [String], stack: String)
    /// A screen was pushed onto a stack.
    case push(String, stack: String)
    /// A screen was presented modally.
    case present(String, style: ModalStyle, over: String)
    /// A kept screen was given the link's new route by its endpoint's `settingParameters`.
    case setParameters(String, route: String)

    /// The step as a line, such as `push ShowPage onto HomeStack`.
    public var description: String {
        switch self {
        case .dismiss(let names): "dismiss \(names.joined(separator: ", "))"
        case .pop(let names, let stack): "pop \(names.joined(separator: ", ")) from \(stack)"
        case .setRoot(let name, let replacing):
            "set window root \(name)" + (replacing.map { " (replacing \($0))" } ?? "")
        case .selectTab(let index, let name, let tabs): "select tab \(index) (\(name)) of \(tabs)"
        case .setStack(let names, let replacing, let stack):
            "set \(stack) to [\(names.joined(separator: ", "))]"
                + (replacing.isEmpty ? "" : " (was [\(replacing.joined(separator: ", "))])")
        case .push(let name, let stack): "push \(name) onto \(stack)"
        case .present(let name, let style, let over): "present \(name) as \(style) over \(over)"
        case .setParameters(let name, let route): "set the parameters of \(name) to \(route)"
        }
    }

}
