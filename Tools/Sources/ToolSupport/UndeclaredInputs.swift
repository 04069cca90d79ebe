// The files a test target reads outside its targets, which the manifest cannot say.
public import Foundation

/// What each test target reads beyond its dependency closure: a test that runs a script, or
/// copies the package to check it, has inputs no manifest declares. The package says so in
/// `select-tests.json` at its root:
///
/// ```json
/// { "undeclared inputs": { "ArchitectureTests": ["Package.swift", "Modules", "Scripts"] } }
/// ```
///
/// Each entry is a file or a folder of the package (`.` for all of it).
public struct UndeclaredInputs: Equatable, Sendable {
    /// The file a package declares them in, at its root.
    public static let fileName = "select-tests.json"

    /// Each test target's inputs: files and folders, relative to the package's folder.
    public let inputs: [String: [String]]
    /// The file they were read from, as messages name it.
    public let source: String

    public init(_ inputs: [String: [String]] = [:], source: String = UndeclaredInputs.fileName) {
        self.inputs = inputs
        self.source = source
    }

    /// Reads a package's `select-tests.json`; none when the file does not exist.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when it is not JSON of that shape.
    public static func load(_ file: URL) throws -> UndeclaredInputs {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            return UndeclaredInputs(source: file.lastPathComponent)
        }
        do {
            return UndeclaredInputs(
                try JSONDecoder().decode(Contents.self, from: data).inputs, source: file.lastPathComponent)
        } catch let error as DecodingError {
            throw Tool.Failure.badInput("\(file.path) is not a list of undeclared inputs: \(error.summary)")
        } catch {
            throw Tool.Failure.badInput("\(file.path) is not JSON: \(error.localizedDescription)")
        }
    }

    /// The input of `test` that `file` falls under, or `nil`.
    public func input(of test: String, matching file: String) -> String? {
        inputs[test]?.first { input in
            let folder = input.hasSuffix("/") ? String(input.dropLast()) : input
            return folder == "." || file == folder || file.hasPrefix(folder + "/")
        }
    }

    /// The test targets it names that `manifest` does not have as test targets.
    public func unknownTargets(in manifest: PackageDump) -> [String] {
        let tests = Set(manifest.targets.filter { $0.type == "test" }.map(\.name))
        return inputs.keys.filter { !tests.contains($0) }.sorted()
    }

    private struct Contents: Decodable {
        let inputs: [String: [String]]

        private enum CodingKeys: String, CodingKey {
            case inputs = "undeclared inputs"
        }
    }
}
