import Foundation
import HTTPClientInterface
import HTTPClientTesting
import Testing

@testable import HTTPClient

/// What `HTTPClientProtocol` promises, checked on the app's client and on the double tests use
/// in its place: a 2xx answer comes back, any other status is `.status` with the path, and a body
/// that does not decode is `.undecodable` naming the path.
@Suite("HTTPClientProtocol: the contract, on every client")
struct HTTPClientContractTests {
    /// Each client that stands for `HTTPClientProtocol`, set up to know `/users/ada` and nothing else.
    enum Client: String, CaseIterable, Sendable {
        case fixture = "FixtureHTTPClient (the app's)"
        case mock = "MockHTTPClient (HTTPClientTesting)"
        case responder = "MockHTTPClient(responding:) (HTTPClientTesting)"

        func make() -> any HTTPClientProtocol {
            switch self {
            case .fixture: FixtureHTTPClient()
            case .mock: MockHTTPClient(["GET /users/ada": .success(#"{"handle": "ada"}"#)])
            case .responder:
                MockHTTPClient { request throws(HTTPClientError) in
                    guard request.path == "/users/ada" else { throw .status(code: 404, path: request.path) }
                    return HTTPResponse(status: 200, body: Data(#"{"handle": "ada"}"#.utf8))
                }
            }
        }
    }

    @Test("a path it serves answers 2xx with a body", arguments: Client.allCases)
    func served(_ client: Client) async throws {
        let response = try await client.make().send(HTTPRequest("/users/ada"))
        #expect((200..<300).contains(response.status) && !response.body.isEmpty, "\(client.rawValue)")
    }

    @Test("a path it does not serve is .status(404) with the path, thrown", arguments: Client.allCases)
    func unknown(_ client: Client) async {
        await #expect(throws: HTTPClientError.status(code: 404, path: "/nowhere"), "\(client.rawValue)") {
            try await client.make().send(HTTPRequest("/nowhere"))
        }
    }

    @Test("a body that does not decode is .undecodable naming the path", arguments: Client.allCases)
    func undecodable(_ client: Client) async {
        struct Unrelated: Decodable { let unrelated: [Int] }
        do {
            _ = try await client.make().fetch(HTTPRequest("/users/ada"), as: Unrelated.self)
            Issue.record("\(client.rawValue) decoded a body that has no `unrelated`")
        } catch {
            guard case .undecodable(let path, _) = error else {
                Issue.record("\(client.rawValue): \(error)")
                return
            }
            #expect(path == "/users/ada")
        }
    }
}
