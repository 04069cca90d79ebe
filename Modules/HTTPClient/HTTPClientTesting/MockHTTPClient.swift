import Foundation
public import HTTPClientInterface
import Locking
import Synchronization

/// An HTTP client that answers from canned responses and records what it was asked.
public final class MockHTTPClient: HTTPClientProtocol {
    private let state: Mutex<(responses: [String: Result<String, HTTPClientError>], requests: [HTTPRequest])>

    /// Creates a client answering `"METHOD /path"` keys with JSON strings or errors.
    public init(_ responses: [String: Result<String, HTTPClientError>] = [:]) {
        state = Mutex((responses, []))
    }

    /// Every request received, oldest first.
    public var requests: [HTTPRequest] { state.withLock(heldBy: self) { $0.requests } }

    public func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
        let key = "\(request.method.rawValue) \(request.path)"
        let answer = state.withLock(heldBy: self) { state in
            state.requests.append(request)
            return state.responses[key]
        }
        switch answer {
        case .success(let json)?: return HTTPResponse(status: 200, body: Data(json.utf8))
        case .failure(let error)?: throw error
        case nil: throw .status(code: 404, path: request.path)
        }
    }
}
