import Foundation
public import HTTPClientInterface
import Locking

/// An HTTP client that answers from canned responses, or by a rule, and records what it was asked.
public final class MockHTTPClient: HTTPClientProtocol {
    /// How a client made with ``init(responding:)`` answers a request.
    public typealias Responder = @Sendable (HTTPRequest) throws(HTTPClientError) -> HTTPResponse

    private let state: Locked<(responses: [String: Result<String, HTTPClientError>], requests: [HTTPRequest])>
    private let responder: Responder?

    /// Creates a client answering `"METHOD /path"` keys with JSON strings or errors.
    public init(_ responses: [String: Result<String, HTTPClientError>] = [:]) {
        state = Locked((responses, []))
        responder = nil
    }

    /// Creates a client answering each request by a rule: a backend that reads the request's
    /// body, such as a sign-in that accepts one password.
    ///
    /// - Parameter responder: The response to a request, or the error to throw.
    public init(responding responder: @escaping Responder) {
        state = Locked(([:], []))
        self.responder = responder
    }

    /// Every request received, oldest first.
    public var requests: [HTTPRequest] { state.withLock { $0.requests } }

    public func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
        let key = "\(request.method.rawValue) \(request.path)"
        let answer = state.withLock { state in
            state.requests.append(request)
            return state.responses[key]
        }
        if let responder { return try responder(request) }
        switch answer {
        case .success(let json)?: return HTTPResponse(status: 200, body: Data(json.utf8))
        case .failure(let error)?: throw error
        case nil: throw .status(code: 404, path: request.path)
        }
    }
}
