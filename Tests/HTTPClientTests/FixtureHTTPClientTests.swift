import Foundation
import HTTPClientInterface
import Testing

@testable import HTTPClient

@Suite("FixtureHTTPClient")
struct FixtureHTTPClientTests {
    struct Profile: Decodable, Equatable {
        let handle: String
        let name: String
        let followers: Int
        let anyRoute: String
    }
    struct Account: Decodable, Equatable {
        let id: String
        let name: String
        let token: String
    }

    @Test("serves profiles with their anyRoute")
    func profile() async throws {
        let client = FixtureHTTPClient()
        let profile = try await client.fetch(HTTPRequest("/users/ada"), as: Profile.self)
        #expect(
            profile == Profile(handle: "ada", name: "Ada Lovelace", followers: 1843, anyRoute: #"show|{"showId":42}"#))
        #expect(client.requests == ["GET /users/ada"])
    }

    @Test("signs in with the right password; 401 with a wrong one; 400 without a body")
    func login() async throws {
        let client = FixtureHTTPClient()
        let account = try await client.fetch(
            .post("/login", json: ["username": "ada", "password": "analytical"]), as: Account.self)
        #expect(account.id == "ada")
        await #expect(throws: HTTPClientError.status(code: 401, path: "/login")) {
            try await client.send(.post("/login", json: ["username": "ada", "password": "nope"]))
        }
        await #expect(throws: HTTPClientError.status(code: 400, path: "/login")) {
            try await client.send(HTTPRequest("/login", method: .post))
        }
    }

    @Test(
        "unknown resources are 404s; a body of the wrong shape is undecodable",
        arguments: ["/shows/1", "/users/nobody", "/nowhere", "/shows/abc"])
    func notFound(path: String) async {
        await #expect(throws: HTTPClientError.status(code: 404, path: path)) {
            try await FixtureHTTPClient().send(HTTPRequest(path))
        }
    }

    @Test("a body of the wrong shape is a typed error")
    func undecodable() async {
        await #expect {
            try await FixtureHTTPClient().fetch(HTTPRequest("/shows/42"), as: Profile.self)
        } throws: { error in
            if case .undecodable(path: "/shows/42", _) = error as? HTTPClientError { true } else { false }
        }
    }
}

@Suite("FixtureHTTPClient under contention")
struct FixtureHTTPClientContentionTests {
    @Test("requests sent from many tasks at once are each served and logged once")
    func contention() async throws {
        let client = FixtureHTTPClient()
        let served = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<400 {
                group.addTask {
                    try await client.send(HTTPRequest("/shows/42")).status
                }
            }
            return try await group.reduce(into: 0) { count, status in count += status == 200 ? 1 : 0 }
        }
        #expect(served == 400)
        #expect(client.requests.count == 400 && Set(client.requests) == ["GET /shows/42"])
    }
}
