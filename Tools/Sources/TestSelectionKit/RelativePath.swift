// Paths between folders, as `../Core`.

/// Folder paths relative to one another, written with `/` and `..`.
enum RelativePath {
    /// The path from the absolute folder `base` to the absolute `path`: `../Core` from `/r/App` to `/r/Core`.
    static func from(_ base: String, to path: String) -> String {
        let from = normalized(base).split(separator: "/")
        let to = normalized(path).split(separator: "/")
        let shared = zip(from, to).prefix { $0 == $1 }.count
        let parts = Array(repeating: "..", count: from.count - shared) + to.dropFirst(shared).map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// `path` with `.` and `folder/..` taken out; leading `..` stay (`../A/./B/../C` → `../A/C`).
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}
