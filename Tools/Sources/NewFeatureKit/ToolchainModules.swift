// The modules a feature's targets must not be named after: the toolchain's and Apple's.
import Foundation
import ToolSupport

/// The modules of the toolchain that builds the package (its Swift modules and the Clang modules
/// of its module maps), and the Apple frameworks a copy of the package may build against elsewhere.
enum ToolchainModules {
    /// Asks the toolchain where its modules are (``TargetInfo``) and lists them.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when the compiler does not answer.
    static func list() throws -> Set<String> {
        let folders = try TargetInfo.current().moduleFolders
        var modules = apple
        let manager = FileManager.default
        for folder in folders {
            for entry in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
            where entry.hasSuffix(".swiftmodule") {
                modules.insert(String(entry.dropLast(".swiftmodule".count)))
            }
        }
        for map in folders.last.map({ moduleMaps(in: $0, depth: 3) }) ?? [] {
            guard let text = try? String(contentsOf: map, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ")
                let start = words.first == "explicit" ? 1 : 0
                if words.count > start + 1, words[start] == "module" {
                    modules.insert(String(words[start + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
                }
            }
        }
        return modules
    }

    private static func moduleMaps(in folder: URL, depth: Int) -> [URL] {
        guard depth > 0,
            let entries = try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        else { return [] }
        return entries.flatMap { entry in
            entry.pathExtension == "modulemap" ? [entry] : moduleMaps(in: entry, depth: depth - 1)
        }
    }

    private static let apple: Set = [
        "Darwin", "Foundation", "ObjectiveC", "os", "UIKit", "AppKit", "SwiftUI", "Combine", "CoreData",
        "CoreGraphics", "XCTest", "Testing",
    ]
}
