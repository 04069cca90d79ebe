import RouterInterface
public import RouterServicesInterface
public import RouterValuesInterface

/// The AudioPlayer module's services (the services-and-tasks face).
public enum AudioPlayerService {
    /// The service name.
    public static let name: ServiceName = "AudioPlayerService"
    /// Screen service: the player. Requires `trackId`. When a player is anywhere in the
    /// navigation stack, the router pops back to it and loads the track (complete recycling).
    public static let navigate: TaskName = "navigate"

    /// The track. Required.
    public static let trackId = UserInfoKey<Int>("trackId")
}
