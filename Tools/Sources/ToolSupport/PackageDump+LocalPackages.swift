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

    /// This manifest with the built targets of its local packages (``localPackageFolders()``)
    /// after its own, each with its folder given from `root`, this package's folder
    /// (`../Core/Sources/Core`): what a build of this package compiles, so that a module of a
    /// sibling package can be measured and edited as one of the package's. A target whose name
    /// the package has already is left out, as are tests, plugins and binary and system targets.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when a local package's manifest does not load.
    public func includingLocalPackages(from root: URL) throws -> PackageDump {
        var merged = self
        var names = Set(targets.map(\.name))
        for folder in try localPackageFolders() {
            let prefix = Self.relativePath(from: root.standardizedFileURL, to: folder)
            for var target in try PackageDump.dumping(folder).targets
            where !["test", "plugin", "binary", "system"].contains(target.type) && names.insert(target.name).inserted {
                target.declaredPath = prefix + "/" + target.path
                merged.targets.append(target)
            }
        }
        return merged
    }

    /// The path from the folder `from` to `to`: `../Core` for a sibling.
    public static func relativePath(from: URL, to: URL) -> String {
        let base = commonFolder(of: [from, to]).pathComponents
        let up = Array(repeating: "..", count: from.standardizedFileURL.pathComponents.count - base.count)
        let down = Array(to.standardizedFileURL.pathComponents.dropFirst(base.count))
        return (up + down).joined(separator: "/")
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
