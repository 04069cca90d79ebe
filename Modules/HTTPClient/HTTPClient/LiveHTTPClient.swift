import Foundation
import HTTPClientInterface

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A client that talks to a real server over `URLSession`.
final class LiveHTTPClient: HTTPClientProtocol {
    private let baseURL: URL
    private let session: URLSession

    /// Creates a client.
    ///
    /// - Parameters:
    ///   - baseURL: The server, e.g. `http://127.0.0.1:8080`.
    ///   - session: The session; a non-caching ephemeral one by default.
    init(baseURL: URL, session: URLSession = URLSession(configuration: .ephemeral)) {
        self.baseURL = baseURL
        self.session = session
    }

    func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
        let urlRequest = try makeURLRequest(request)
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: urlRequest)
        } catch {
            throw .transport(error.localizedDescription)
        }
        guard let http = response as? HTTPURLResponse else { throw .transport("not an HTTP response") }
        guard (200..<300).contains(http.statusCode) else { throw .status(code: http.statusCode, path: request.path) }
        return HTTPResponse(status: http.statusCode, body: data)
    }

    private func makeURLRequest(_ request: HTTPRequest) throws(HTTPClientError) -> URLRequest {
        guard request.path.hasPrefix("/"),
            var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)
        else {
            throw .invalidRequest("path '\(request.path)' must start with '/'")
        }
        components.path = components.path.trimmingSuffix("/") + request.path
        if !request.query.isEmpty {
            components.queryItems = request.query.sorted { $0.key < $1.key }.map {
                URLQueryItem(name: $0.key, value: $0.value)
            }
        }
        guard let url = components.url else { throw .invalidRequest("cannot form a URL from '\(request.path)'") }
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.httpBody = request.body
        if request.body != nil { urlRequest.setValue("application/json", forHTTPHeaderField: "Content-Type") }
        return urlRequest
    }
}

extension String {
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
