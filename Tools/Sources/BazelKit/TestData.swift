// What each test target reads at run time, as Bazel's `data`: from select-tests.json.
import Foundation
import ToolSupport

/// The files each test target reads beyond its sources, which the manifest cannot say: the
/// package lists them in `select-tests.json` (``UndeclaredInputs``), the same list `select-tests`
/// reads. Bazel must know them too, or it would serve a cached result after they changed.
///
/// - A folder outside every target's gets a `filegroup` of its files (its own BUILD.bazel),
///   and the test lists it in `data`.
/// - The whole package (`.`), a file, or a folder that holds or is within a target's cannot be
///   a `data` label: the test then runs from the package's folder (`reads_workspace`) and is
///   tagged `external`, so Bazel never caches its result rather than cache a wrong one.
struct TestData {
    /// The folders that get a filegroup, each with the tests that read it.
    let folders: [String: [String]]
    /// The tests that read what no label can name.
    let readWorkspace: Set<String>

    /// Reads the package's `select-tests.json`.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when the file is not a list of undeclared inputs.
    init(package: PackageDump, root: URL) throws {
        let declared = try UndeclaredInputs.load(root.appendingPathComponent(UndeclaredInputs.fileName))
        let targetFolders = package.targets.map(\.path)
        var folders: [String: [String]] = [:]
        var readWorkspace: Set<String> = []
        for (test, inputs) in declared.inputs {
            for input in inputs.map({ $0.hasSuffix("/") ? String($0.dropLast()) : $0 }) {
                var isFolder: ObjCBool = false
                let exists = FileManager.default.fileExists(
                    atPath: root.appendingPathComponent(input).path, isDirectory: &isFolder)
                let overlaps = targetFolders.contains {
                    $0 == input || $0.hasPrefix(input + "/") || input.hasPrefix($0 + "/")
                }
                if input == "." || !exists || !isFolder.boolValue || overlaps {
                    readWorkspace.insert(test)
                } else {
                    folders[input, default: []].append(test)
                }
            }
        }
        self.folders = folders
        self.readWorkspace = readWorkspace
    }

    /// The lines a test's `swift_test` rule adds: its `data`, and how it runs.
    func attributes(of test: String) -> [String] {
        let data = folders.filter { $0.value.contains(test) }.keys.sorted().map { "//" + $0 }
        return (data.isEmpty ? [] : ["    data = \(BuildFiles.list(data)),"])
            + (readWorkspace.contains(test) ? ["    reads_workspace = True,", "    tags = [\"external\"],"] : [])
    }

    /// The BUILD.bazel of each folder the tests read: a filegroup of its files, visible to them.
    func buildFiles(package: PackageDump) -> [(path: String, text: String)] {
        folders.sorted { $0.key < $1.key }.map { folder, tests in
            let readers = package.targets.filter { tests.contains($0.name) }.map { "//\($0.path):__pkg__" }.sorted()
            let text = """
                # From select-tests.json: what \(tests.sorted().joined(separator: ", ")) \(tests.count == 1 ? "reads" : "read") at run time.

                filegroup(
                    name = \(BuildFiles.quoted((folder as NSString).lastPathComponent)),
                    srcs = glob(["**"], exclude = ["BUILD.bazel"]),
                    visibility = \(BuildFiles.list(readers)),
                )

                """
            return (BuildFiles.buildFile(in: folder), text)
        }
    }
}
