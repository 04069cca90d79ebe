public import NavigationInterface
import RouterInterface
public import UIToolkitInterface

/// How `navigate(service:task:…)` shows the screen.
@MainActor
public enum ServiceNavigation: Sendable, CustomStringConvertible {
    /// Push onto this navigation stack.
    case push(StackContainer)
    /// Present from this screen, full screen.
    case present(Screen)
    /// Present from this screen, wrapped in a new navigation stack.
    case presentInNavigation(Screen)
    /// Push when the screen is in a navigation stack, otherwise present (the seed's suggestion).
    case pushOrPresent(Screen)

    /// The screen the transition starts from.
    public var source: Screen {
        switch self {
        case .push(let stack): stack
        case .present(let screen), .presentInNavigation(let screen), .pushOrPresent(let screen): screen
        }
    }

    /// The presentation it amounts to.
    public var presentation: Presentation {
        switch self {
        case .push: .push
        case .present: .modal
        case .presentInNavigation: .modal(.fullScreen, embedInNavigation: true)
        case .pushOrPresent: .show
        }
    }

    /// The navigation stack given explicitly, if any.
    public var stack: StackContainer? {
        if case .push(let stack) = self { stack } else { nil }
    }

    public nonisolated var description: String {
        switch self {
        case .push: "push"
        case .present: "present"
        case .presentInNavigation: "presentInNavigation"
        case .pushOrPresent: "pushOrPresent"
        }
    }
}
