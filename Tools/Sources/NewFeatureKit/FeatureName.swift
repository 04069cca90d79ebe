// A new feature's name, checked before anything is written, and the names it gives.
import ArchitectureCheckKit
import Foundation
import ToolSupport

/// The name of a feature to scaffold, `Wishlist`, and the targets, folders and route identifier
/// it gives. Every check runs before anything is written.
struct FeatureName {
    /// The name, a Swift type name in UpperCamelCase.
    let name: String

    /// Checks the name's spelling: a type name in UpperCamelCase, ASCII letters and digits, of
    /// at most 40 characters, shadowing no standard or Horizon type, and not ending like a
    /// generated target.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` saying what is wrong and what to do.
    init(_ name: String) throws {
        guard name.count <= 40 else {
            throw Tool.Failure.badInput(
                "'\(name.prefix(40))…' is \(name.count) characters long: a feature name has at most 40")
        }
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first),
            name.unicodeScalars.allSatisfy({
                ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
            })
        else {
            throw Tool.Failure.badInput(
                "'\(name)' is not a Swift type name in UpperCamelCase (letters and digits, starting with a capital)")
        }
        guard !Self.shadowed.contains(name) else {
            throw Tool.Failure.badInput("'\(name)' would shadow a standard or Horizon type: choose another name")
        }
        if Self.generatedSuffixes.contains(name) {
            throw Tool.Failure.badInput(
                "'\(name)' is how a generated target's name ends (Interface, Tests, Testing, Example): name the "
                    + "feature itself, such as 'Wishlist'")
        }
        if let suffix = Self.generatedSuffixes.first(where: { name.hasSuffix($0) }) {
            var base = String(name.dropLast(suffix.count))
            for other in Self.generatedSuffixes where base.hasSuffix(other) && base != other {
                base = String(base.dropLast(other.count))
            }
            throw Tool.Failure.badInput(
                "'\(name)' ends like a generated target (Interface, Tests, Testing, Example): name the feature itself, such as '\(base)'"
            )
        }
        if let clash = FeatureTargets.clash(ofFeatureNamed: name) {
            throw Tool.Failure.badInput("'\(name)': \(clash): choose another name")
        }
        self.name = name
    }

    /// The targets the feature adds, the concrete module first.
    var targets: [String] { [name] + Self.generatedSuffixes.map { name + $0 } }

    /// The route's identifier: `NoteEditor` → `note-editor`.
    var identifier: String {
        var result = ""
        var previous: Unicode.Scalar?
        for scalar in name.unicodeScalars {
            if ("A"..."Z").contains(scalar), let previous,
                ("a"..."z").contains(previous) || ("0"..."9").contains(previous)
            {
                result += "-"
            }
            result.unicodeScalars.append(scalar)
            previous = scalar
        }
        return result.lowercased()
    }

    /// Checks that nothing the feature adds exists: a target of the package or a module of the
    /// toolchain of the same name (ignoring case, as some file systems do), or its folders.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` naming what is there already.
    func checkNew(
        in package: PackageDump, at root: URL, toolchainModules: Set<String>, folders: PackageFolders = .horizon
    ) throws {
        for candidate in targets {
            if let target = package.targets.first(where: { $0.name.lowercased() == candidate.lowercased() }) {
                throw Tool.Failure.badInput(
                    "'\(name)' would add the target \(candidate), and the package has the target \(target.name) already"
                )
            }
            if let module = toolchainModules.sorted().first(where: { $0.lowercased() == candidate.lowercased() }) {
                throw Tool.Failure.badInput(
                    "'\(name)' would add the target \(candidate), which is a module of the toolchain (\(module)): choose another name"
                )
            }
        }
        for folder in [folders.feature(name), folders.test("\(name)Tests"), folders.example("\(name)Example")]
        where FileManager.default.fileExists(atPath: root.appendingPathComponent(folder).path) {
            throw Tool.Failure.badInput("\(folder) exists: choose another name")
        }
        let modules =
            (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folders.features).path))
            ?? []
        if let existing = modules.first(where: { $0.lowercased() == name.lowercased() }) {
            throw Tool.Failure.badInput("'\(name)' differs from the existing module '\(existing)' only in case")
        }
    }

    private static let generatedSuffixes = ["Interface", "Tests", "Testing", "Example"]

    /// Names a feature's types would shadow: the standard library's and Horizon's own.
    private static let shadowed: Set = [
        "Any", "Self", "Type", "Protocol", "String", "Int", "Double", "Bool", "Array", "Dictionary", "Set", "Optional",
        "Result", "Error", "Never", "Void", "Data", "URL", "Date", "Screen", "HeadlessWindow", "DeclarativeScene",
        "RouterEngine", "ComposedApp", "Feature", "Route",
    ]
}
