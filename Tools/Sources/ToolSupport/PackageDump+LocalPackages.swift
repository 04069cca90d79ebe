// The local packages a package depends on by path, directly or through one another.
public import Foundation

extension PackageDump {
    /// The folders of the local packages (`.package(path: "../Core")`) this package depends on,
    /// directly or through one another, each once, in the order they are found.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when one's manifest does not load.
    public func localPackageFolders() throws -> [URL] {
        var found: [URL] = []
        var pending = dependencies.compactMap(\.localPath).map { URL(fileURLWithPath: $0).standardizedFileURL }
        while !pending.isEmpty {
            let folder = pending.removeFirst()
            guard !found.contains(folder) else { continue }
            found.append(folder)
            pending += try PackageDump.dumping(folder).dependencies.compactMap(\.localPath).map {
                URL(fileURLWithPath: $0).standardizedFileURL
            }
        }
        return found
    }

    /// The deepest folder that holds every one of `folders`.
    public static func commonFolder(of folders: [URL]) -> URL {
        let paths = folders.map { $0.standardizedFileURL.pathComponents }
        guard var common = paths.first else { return URL(fileURLWithPath: "/") }
        for components in paths.dropFirst() {
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        return URL(fileURLWithPath: common.isEmpty ? "/" : NSString.path(withComponents: common))
    }
}
