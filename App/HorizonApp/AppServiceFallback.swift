import HorizonAppInterface
import RouterInterface
public import RouterServicesInterface
public import RouterValuesInterface
public import UIToolkitInterface

/// The app's answer to services and tasks it does not have (AHServiceRouter's fallback delegate):
/// an "unavailable" screen, and a task result saying so.
@MainActor
public final class AppServiceFallback: ServiceFallbackDelegate {
    /// Creates the delegate.
    public init() {}

    public func fallbackScreen(service: ServiceName, task: TaskName, userInfo: UserInfo) -> Screen? {
        let screen = Screen(name: "Unavailable")
        screen.content = ScreenContent(
            title: "Not available", [.text("message", "\(service)/\(task) is not available in this version")])
        return screen
    }

    public func fallbackTask(service: ServiceName, task: TaskName, userInfo: UserInfo, completion: any TaskCompleting)
        -> UserInfo?
    {
        UserInfo((AppFallbackReply.message, "\(service)/\(task) is not available in this version"))
    }
}
