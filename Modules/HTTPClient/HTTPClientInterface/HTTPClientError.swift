/// What an HTTP client can fail with; each case says what to do.
public enum HTTPClientError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The request could not be built (bad path or body): fix the caller.
    case invalidRequest(String)
    /// Nothing came back (no server, connection refused, timeout): check the address and retry.
    case transport(String)
    /// The server answered with a non-2xx status.
    case status(code: Int, path: String)
    /// The body is not what the caller expected: the server and client disagree on the format.
    case undecodable(path: String, reason: String)

    public var description: String {
        switch self {
        case .invalidRequest(let reason): "invalid request: \(reason)"
        case .transport(let reason): "no response: \(reason) — check the server address and retry"
        case .status(let code, let path): "\(path) answered \(code)"
        case .undecodable(let path, let reason): "\(path) sent an unexpected body: \(reason)"
        }
    }
}
