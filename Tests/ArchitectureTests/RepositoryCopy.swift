import Foundation
import TestSupport
import Testing

/// A copy of the repository's sources in a new temporary folder, without build products,
/// Bazel's output links or history: what the slow suites change and build.
struct RepositoryCopy {
    let url: URL

    /// Copies the repository at `root` into a folder whose name starts with `name`.
    init(of root: URL, named name: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let tar = try ProcessRunner.run(
            [
                "bash", "-c",
                "tar --exclude=./.build --exclude='./.build-*' --exclude=./Tools/.build --exclude=./.git --exclude='./bazel-*' -cf - . | tar -xf - -C '\(url.path)'",
            ],
            in: root)
        #expect(tar.status == 0, "\(tar.output)")
    }

    /// Removes the copy.
    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
