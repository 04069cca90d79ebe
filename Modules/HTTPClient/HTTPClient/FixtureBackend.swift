import Foundation
import HTTPClientInterface

/// The embedded backend's data and endpoints.
///
/// - `GET /users/{handle}`: a profile, with an `anyRoute` string the app navigates to
///   (`ada` points at show 42; `grace` at a route no module registers).
/// - `POST /login` with `{"username", "password"}`: the account, or 401.
/// - `GET /shows/{id}`: a show with recommended show ids and a track, or 404.
/// - `GET /settings`: the user's preferences.
struct FixtureBackend: Sendable {
    /// Users by handle.
    var users: [String: FixtureUser]
    /// Shows by id.
    var shows: [Int: FixtureShow]

    /// Creates the standard fixtures, or custom ones.
    init(
        users: [String: FixtureUser] = FixtureBackend.standardUsers,
        shows: [Int: FixtureShow] = FixtureBackend.standardShows
    ) {
        self.users = users
        self.shows = shows
    }

    /// Answers one request.
    func respond(to request: HTTPRequest) -> HTTPResponse {
        let parts = request.path.split(separator: "/").map(String.init)
        switch (request.method, parts.first, parts.count) {
        case (.get, "users", 2):
            guard let user = users[parts[1]] else { return .notFound }
            return .json(user.profile)
        case (.post, "login", 1):
            guard let body = request.body, let credentials = try? JSONDecoder().decode(Credentials.self, from: body)
            else {
                return HTTPResponse(status: 400, body: Data())
            }
            guard let user = users[credentials.username], user.password == credentials.password else {
                return HTTPResponse(status: 401, body: Data())
            }
            return .json(user.account)
        case (.get, "shows", 2):
            guard let id = Int(parts[1]), let show = shows[id] else { return .notFound }
            return .json(show)
        case (.get, "settings", 1):
            return .json(["notifications": "on", "quality": "high", "downloads": "wifi-only"])
        default:
            return .notFound
        }
    }

    private struct Credentials: Decodable {
        let username: String
        let password: String
    }

    /// Ada (points at show 42) and Grace (points at an unregistered route).
    static let standardUsers: [String: FixtureUser] = [
        "ada": FixtureUser(
            handle: "ada", name: "Ada Lovelace", password: "analytical", followers: 1843,
            anyRoute: #"show|{"showId":42}"#),
        "grace": FixtureUser(
            handle: "grace", name: "Grace Hopper", password: "cobol", followers: 1906,
            anyRoute: #"podcast_episode|{"episode":7}"#),
    ]

    /// A small catalogue of shows that recommend each other.
    static let standardShows: [Int: FixtureShow] = [
        42: FixtureShow(id: 42, title: "The Answer", trackId: 420, recommended: [7, 99]),
        7: FixtureShow(id: 7, title: "Seven Seas", trackId: 70, recommended: [42]),
        99: FixtureShow(id: 99, title: "Ninety-Nine", trackId: 990, recommended: [7, 42]),
    ]
}

/// A user of the fixture backend.
struct FixtureUser: Sendable, Hashable {
    /// The handle used in paths and to sign in.
    var handle: String
    /// The display name.
    var name: String
    /// The password that signs in.
    var password: String
    /// The follower count.
    var followers: Int
    /// The `identifier|{json}` route the profile promotes.
    var anyRoute: String

    /// Creates a user.
    init(handle: String, name: String, password: String, followers: Int, anyRoute: String) {
        self.handle = handle
        self.name = name
        self.password = password
        self.followers = followers
        self.anyRoute = anyRoute
    }

    var profile: Profile {
        Profile(handle: handle, name: name, followers: followers, anyRoute: anyRoute)
    }

    struct Profile: Encodable {
        let handle: String
        let name: String
        let followers: Int
        let anyRoute: String
    }

    var account: [String: String] {
        ["id": handle, "name": name, "token": "token-\(handle)"]
    }
}

/// A show of the fixture backend.
struct FixtureShow: Codable, Sendable, Hashable {
    /// The id.
    var id: Int
    /// The title.
    var title: String
    /// The track the player plays for it.
    var trackId: Int
    /// Ids of recommended shows.
    var recommended: [Int]
}

extension HTTPResponse {
    static let notFound = HTTPResponse(status: 404, body: Data())

    static func json(_ value: some Encodable) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let body = try? encoder.encode(value) else { return HTTPResponse(status: 500, body: Data()) }
        return HTTPResponse(status: 200, body: body)
    }
}
