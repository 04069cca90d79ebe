/// An enum with and without associated values, as both JSON value coders' tests encode and
/// decode it.
enum CodableShape: Codable, Equatable {
    case dot
    case circle(radius: Int)
    case path([Int], closed: Bool)
}
