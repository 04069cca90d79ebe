import RouterInterface

/// `GET /users/{handle}`: the profile and the route the backend wants it to promote.
///
/// A promoted route that does not decode (an identifier no module registers, bad parameters)
/// must not hide the profile, so it is kept as the error instead of failing the response.
struct ProfileResponse: Decodable, Sendable {
    /// The handle.
    let handle: String
    /// The display name.
    let name: String
    /// The follower count.
    let followers: Int
    /// The promoted route, decoded into its type; or why it could not be.
    let featured: Result<AnyRoute, RouterError>

    private enum CodingKeys: String, CodingKey { case handle, name, followers, anyRoute }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        handle = try container.decode(String.self, forKey: .handle)
        name = try container.decode(String.self, forKey: .name)
        followers = try container.decode(Int.self, forKey: .followers)
        do {
            featured = .success(try container.decode(AnyRoute.self, forKey: .anyRoute))
        } catch let error as RouterError {
            featured = .failure(error)
        }
    }
}
