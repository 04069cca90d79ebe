import Foundation
import HTTPClientInterface
import Locking

/// A client answering from an embedded backend, so the app runs with no server.
///
/// It serves the same endpoints as the real backend would (see `FixtureBackend`), with
/// real status codes: an unknown show is a 404, a wrong password a 401.
final class FixtureHTTPClient: HTTPClientProtocol {
    private let backend: FixtureBackend
    private let log = Locked<[String]>([])

    /// Creates a client over the standard fixtures.
    init(backend: FixtureBackend = FixtureBackend()) {
        self.backend = backend
    }

    /// Every request served, as `"METHOD /path"`, oldest first.
    var requests: [String] { log.withLock { $0 } }

    func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
        log.withLock { $0.append("\(request.method.rawValue) \(request.path)") }
        let response = backend.respond(to: request)
        guard (200..<300).contains(response.status) else { throw .status(code: response.status, path: request.path) }
        return response
    }
}
