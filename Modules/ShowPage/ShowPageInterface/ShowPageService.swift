import RouterInterface
public import RouterServicesInterface
public import RouterValuesInterface

/// The ShowPage module's services (the services-and-tasks face).
public enum ShowPageService {
    /// The service name.
    public static let name: ServiceName = "ShowPageService"
    /// Screen service: a show's page. Requires `showId`. When a page of the same show is
    /// already in the navigation stack, the router pops back to it instead (partial recycling).
    public static let navigate: TaskName = "navigate"

    /// The show. Required.
    public static let showId = UserInfoKey<Int>("showId")
}
