public import Foundation
import HTTPClientInterface
import InjectionInterface
public import NavigationInterface
public import RouterInterface

/// The HTTP client module: registers `any HTTPClientProtocol`, weak-shared, talking to the
/// embedded fixture backend or to a server.
public struct HTTPClientEntry: AppEntry {
    public let name = "HTTPClient"
    private let baseURL: URL?

    /// Creates the module's entry.
    ///
    /// - Parameter baseURL: The server to send requests to; `nil` (the default) answers from
    ///   the embedded fixture backend, so no server is needed.
    public init(baseURL: URL? = nil) {
        self.baseURL = baseURL
    }

    public func register(in registrar: any EntryRegistrar) throws(RouterError) {
        if let baseURL {
            try registrar.register((any HTTPClientProtocol).self, scope: .weakShared) {
                LiveHTTPClient(baseURL: baseURL)
            }
        } else {
            try registrar.register((any HTTPClientProtocol).self, scope: .weakShared) { FixtureHTTPClient() }
        }
    }
}
