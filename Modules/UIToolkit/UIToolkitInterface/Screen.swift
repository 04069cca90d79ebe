/// A screen of the toolkit-neutral model: what a `UIViewController` is to UIKit and a
/// destination view to SwiftUI, a node of the window hierarchy.
///
/// A screen has a parent (containment), children, at most one presented screen, and
/// screens embedded as subviews. It receives lifecycle events when the window's visible
/// set changes; subclasses override the `screenDid…` hooks to react, as they would
/// override `viewDidLoad` in UIKit. Containers (`StackContainer`, `TabContainer`,
/// `SplitContainer`) are screens too, exactly as in UIKit.
@MainActor
open class Screen {
    /// The name shown in text trees and snapshots, such as `"Profile"`.
    public let name: String
    /// What the screen shows: its title and elements, as values. A screen sets it whenever its
    /// state changes (as a UIKit controller updates its views); the toolkit shows the change.
    /// It starts as the name alone.
    public var content: ScreenContent {
        didSet { window?.contentDidChange() }
    }
    /// The route or other descriptor this screen was built for, if any.
    public var descriptor: (any ScreenDescriptor)?
    /// Whether `didLoad` was delivered. (The events a screen received are `HierarchyDriving`'s
    /// `LifecycleLog`: a screen keeps no history of its own.)
    public private(set) var isLoaded = false
    /// Whether the screen is currently visible in its window.
    public internal(set) var isVisible = false

    /// The container or screen this one is a child of.
    public internal(set) weak var parent: Screen?
    /// Child screens, in order; for a navigation stack, bottom to top.
    public internal(set) var children: [Screen] = []
    /// The screen this one presents modally.
    public internal(set) var presentedScreen: Screen?
    /// The screen that presents this one.
    public internal(set) weak var presentingScreen: Screen?
    /// How this screen was presented, while it is presented.
    public internal(set) var modalStyle: ModalStyle?
    /// Screens embedded in this one's view without containment.
    public internal(set) var subviews: [Screen] = []
    /// The screen whose view embeds this one.
    public internal(set) weak var superview: Screen?
    /// The toolkit's window, when this screen is its root: set by `ToolkitSupport`'s `replaceRoot`.
    package weak var hostWindow: (any UIToolkit)?
    /// Work started with `startTask`, not yet awaited by `settle()`.
    internal var pendingTasks: [Task<Void, Never>] = []

    /// Creates a screen.
    ///
    /// - Parameter name: The name shown in text trees; defaults to the type name without a
    ///   `Screen` suffix.
    public init(name: String? = nil) {
        let name = name ?? Screen.defaultName(for: Self.self)
        self.name = name
        content = ScreenContent(title: name)
    }

    /// The container kind reported in snapshots; containers override it.
    open var kind: ScreenKind { .screen }

    /// Whether children are managed by a container API rather than `addChild`.
    var managesChildren: Bool { false }

    /// The children visible when this screen is visible; containers override it.
    open var visibleChildren: [Screen] { children }

    /// Called once, before the first appearance.
    open func screenDidLoad() {}
    /// Called before the screen becomes visible.
    open func screenWillAppear() {}
    /// Called after the screen became visible.
    open func screenDidAppear() {}
    /// Called before the screen stops being visible.
    open func screenWillDisappear() {}
    /// Called after the screen stopped being visible.
    open func screenDidDisappear() {}

    /// Delivers `didLoad` if it has not been delivered yet: `ToolkitSupport`'s `deliverAppearance`
    /// calls it, in the order UIKit does.
    package func loadIfNeeded() {
        guard !isLoaded else { return }
        isLoaded = true
        screenDidLoad()
    }

    /// Delivers a lifecycle event: what `ToolkitSupport`'s `deliverAppearance` calls when a
    /// toolkit's visible set changes.
    package func deliver(_ event: LifecycleEvent) {
        switch event {
        case .didLoad: screenDidLoad()
        case .willAppear: screenWillAppear()
        case .didAppear:
            isVisible = true
            screenDidAppear()
        case .willDisappear: screenWillDisappear()
        case .didDisappear:
            isVisible = false
            screenDidDisappear()
        }
    }

    private static func defaultName(for type: Screen.Type) -> String {
        let typeName = String(describing: type)
        guard typeName.hasSuffix("Screen"), typeName != "Screen" else { return typeName }
        return String(typeName.dropLast("Screen".count))
    }
}
