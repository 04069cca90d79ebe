/// A registered service and its tasks, as `horizon routes` lists them.
public struct ServiceInfo: Codable, Sendable, Hashable {
    /// What a task does.
    public enum Kind: String, Codable, Sendable {
        /// Shows a screen (`navigate(service:task:…)`).
        case screen
        /// Runs a task (`doTask`).
        case task
    }

    /// The service.
    public var service: String
    /// Its tasks and their kinds.
    public var tasks: [String: Kind]
    /// The installed entry (`AppEntry.name`) that registered it; `nil` when the composition root did.
    public var entry: String?

    /// Creates a record.
    public init(service: String, tasks: [String: Kind], entry: String? = nil) {
        self.service = service
        self.tasks = tasks
        self.entry = entry
    }
}
