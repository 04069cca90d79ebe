public import UIToolkitInterface

extension Screen {
    /// Delivers the lifecycle events of a change of the visible set, as UIKit orders them:
    /// every `willDisappear`, then `didLoad` (once) and `willAppear`, then every
    /// `didDisappear`, then every `didAppear`. A toolkit works out the two sets its own way and
    /// calls this, so the events stay consistent with what it shows.
    ///
    /// - Parameters:
    ///   - old: The screens visible before the change.
    ///   - new: The screens visible after it.
    public static func deliverAppearance(from old: [Screen], to new: [Screen]) {
        let disappearing = old.filter { screen in !new.contains { $0 === screen } }
        let appearing = new.filter { screen in !old.contains { $0 === screen } }
        for screen in disappearing { screen.deliver(.willDisappear) }
        for screen in appearing {
            screen.loadIfNeeded()
            screen.deliver(.willAppear)
        }
        for screen in disappearing { screen.deliver(.didDisappear) }
        for screen in appearing { screen.deliver(.didAppear) }
    }
}
