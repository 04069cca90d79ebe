public import Foundation

/// An asynchronous HTTP client; features depend on this protocol, never on a concrete client.
///
/// The composition root decides which client runs: the embedded fixture backend (the
/// default, so the app runs without a server) or a live client against a real server.
public protocol HTTPClientProtocol: AnyObject, Sendable {
    /// Sends a request.
    ///
    /// - Parameter request: What to send.
    /// - Returns: The response, for any 2xx status.
    /// - Throws: `HTTPClientError.status` for other statuses, `.transport` when nothing came back.
    func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse
}

extension HTTPClientProtocol {
    /// Sends a request and decodes the JSON body.
    ///
    /// A composition of `send` and `JSONDecoder`, so every client gets it and features do not
    /// each decode by hand.
    /// - Parameters:
    ///   - request: What to send.
    ///   - type: The body's type.
    ///   - decoder: The decoder, e.g. one with the router's `AnyRoute` context injected.
    /// - Returns: The decoded body.
    /// - Throws: What `send` throws, or `HTTPClientError.undecodable`.
    public func fetch<T: Decodable>(_ request: HTTPRequest, as type: T.Type, decoder: JSONDecoder = JSONDecoder())
        async throws(HTTPClientError) -> T
    {
        let response = try await send(request)
        do {
            return try decoder.decode(type, from: response.body)
        } catch {
            throw .undecodable(path: request.path, reason: String(describing: error))
        }
    }
}
