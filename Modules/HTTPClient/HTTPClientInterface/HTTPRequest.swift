public import Foundation

/// An HTTP request, relative to the client's base address.
public struct HTTPRequest: Sendable, Hashable {
    /// The method.
    public var method: HTTPMethod
    /// The path, starting with `/`.
    public var path: String
    /// Query items, sorted by name when sent.
    public var query: [String: String]
    /// The body, usually JSON.
    public var body: Data?

    /// Creates a request.
    public init(_ path: String, method: HTTPMethod = .get, query: [String: String] = [:], body: Data? = nil) {
        self.method = method
        self.path = path
        self.query = query
        self.body = body
    }

    /// A POST request with a JSON-encoded body.
    ///
    /// - Throws: `HTTPClientError.invalidRequest` when the body does not encode.
    public static func post(_ path: String, json: some Encodable) throws(HTTPClientError) -> HTTPRequest {
        do {
            return HTTPRequest(path, method: .post, body: try JSONEncoder().encode(json))
        } catch {
            throw .invalidRequest(String(describing: error))
        }
    }
}

/// An HTTP method.
public enum HTTPMethod: String, Sendable, Hashable {
    /// Reads a resource.
    case get = "GET"
    /// Creates or acts, with a body.
    case post = "POST"
    /// Replaces a resource.
    case put = "PUT"
    /// Deletes a resource.
    case delete = "DELETE"
}

/// An HTTP response.
public struct HTTPResponse: Sendable, Hashable {
    /// The status code.
    public var status: Int
    /// The body.
    public var body: Data

    /// Creates a response.
    public init(status: Int, body: Data) {
        self.status = status
        self.body = body
    }
}
