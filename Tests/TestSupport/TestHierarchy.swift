public import HeadlessUI
public import UIToolkitInterface

/// Puts a screen on display the way an app would, for tests of screens and features.
@MainActor
public enum TestHierarchy {
    /// A window whose root is a navigation stack holding `screen`.
    ///
    /// - Returns: The window and its stack.
    public static func show(_ screen: Screen) throws -> (window: HeadlessWindow, stack: StackContainer) {
        let window = HeadlessWindow()
        let stack = StackContainer([screen])
        try window.setRoot(stack)
        return (window, stack)
    }
}
