public import Foundation

/// Where the app's HTTP client sends requests.
public enum AppBackend: Sendable, Hashable {
    /// The embedded fixture backend (the default: no server needed).
    case fixtures
    /// A real server at this address.
    case live(URL)
}
