import RouterInterface
public import RouterValuesInterface

/// What the app's answer to a service or task nobody registered carries, for code that reads
/// the result of a task the app does not have.
public enum AppFallbackReply {
    /// The message a fallback task returns: "Service/task is not available in this version".
    public static let message = UserInfoKey<String>("message")
}
