// Checks Horizon's dependency rules (README.md, "The rules, enforced") from `swift package dump-package`
// and from the import lines of every source file. Compiled and run by Scripts/check-architecture.
//
// usage: check-architecture-tool PACKAGE_ROOT COMPOSITION_ROOT < dump-package.json
import Foundation

struct Target {
    let name: String
    let type: String
    let path: String
    let dependencies: [String]
    let upcomingFeatures: Set<String>

    var isTest: Bool { type == "test" || path.hasPrefix("Tests/") }
    /// In App/: the composition root, or what runs it (flows, CLI, benchmarks, the executable).
    var isApp: Bool { path.hasPrefix("App/") }
    var isCompositionRoot: Bool { isApp && name == compositionRoot }
    var isInterface: Bool { name.hasSuffix("Interface") }
    var isBase: Bool { name == "HeadlessUI" || name == "RouterInterface" }
    /// In Support/: a C shim for the toolchain (ThreadSanitizer's annotations), outside Modules/.
    var isSupport: Bool { path.hasPrefix("Support/") }
    /// A feature's concrete module: what only the composition root may import.
    var isConcreteFeature: Bool { !isTest && !isApp && !isInterface && !isBase && !isSupport && name != "Router" }
}

struct Violation: CustomStringConvertible {
    let target: Target
    let rule: String
    let message: String
    var description: String { "✗ \(target.name) (\(target.path)): \(message) [rule \(rule)]" }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("check-architecture: \(message)\n".utf8))
    exit(2)
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else { fail("usage: check-architecture-tool PACKAGE_ROOT COMPOSITION_ROOT < dump.json") }
let root = URL(fileURLWithPath: arguments[1])
/// The one target that imports every concrete module (HorizonApp here).
let compositionRoot = arguments[2]
let input = FileHandle.standardInput.readDataToEndOfFile()
guard let manifest = try? JSONSerialization.jsonObject(with: input) as? [String: Any],
      let rawTargets = manifest["targets"] as? [[String: Any]] else {
    fail("could not read the output of `swift package dump-package`")
}

let targets: [Target] = rawTargets.map { raw in
    let name = raw["name"] as? String ?? "?"
    let dependencies = (raw["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency -> String? in
        for key in ["target", "byName", "product"] {
            if let value = dependency[key] as? [Any], let first = value.first as? String {
                return key == "product" ? "product:\(first)" : first
            }
        }
        return nil
    }
    let features = (raw["settings"] as? [[String: Any]] ?? []).compactMap { setting -> String? in
        ((setting["kind"] as? [String: Any])?["enableUpcomingFeature"] as? [String: Any])?["_0"] as? String
    }
    return Target(name: name, type: raw["type"] as? String ?? "regular",
                  path: raw["path"] as? String ?? "Sources/\(name)", dependencies: dependencies,
                  upcomingFeatures: Set(features))
}
let byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
guard byName[compositionRoot]?.isApp == true else {
    fail("no target '\(compositionRoot)' under App/: name the composition root with --root NAME")
}

/// What a module target may depend on or import; `nil` means anything in the package.
func allowed(_ target: Target) -> ((Target) -> String?)? {
    if target.isCompositionRoot { return nil }
    if target.isTest && target.type == "test" { return nil }
    if target.isApp {
        // Flows, the CLI and the benchmarks run the app through the root, the router and interfaces.
        return { other in
            guard other.isConcreteFeature else { return other.isTest ? "imports the test target \(other.name)" : nil }
            return "imports \(other.name), a concrete module: only the composition root \(compositionRoot) imports concrete modules; "
                + "reach it through \(other.name)Interface (its screen protocols, its routes)"
        }
    }
    return { other in
        if other.name == target.name { return nil }
        if target.isSupport { return "imports \(other.name): a Support/ shim depends on nothing in the package" }
        if other.isSupport {
            return target.isInterface ? "imports \(other.name), a Support/ shim: interfaces hold declarations only" : nil
        }
        if other.isApp { return "imports \(other.name) from App/: modules never import the app" }
        if other.isTest { return "imports the test target \(other.name)" }
        if target.name == "HeadlessUI" { return "imports \(other.name): HeadlessUI depends on nothing in the package" }
        if target.name == "RouterInterface" {
            return other.name == "HeadlessUI" ? nil : "imports \(other.name): RouterInterface may import HeadlessUI only"
        }
        if other.isBase || other.isInterface { return nil }
        if other.name == "Router" {
            return "imports Router, the concrete engine: import RouterInterface and get `any Routing` through @Dependency"
        }
        return "imports \(other.name), a concrete module: import \(other.name)Interface instead, and let the composition root inject it"
    }
}

func rule(for target: Target) -> String {
    target.isApp ? "6" : target.isInterface ? "1" : "2"
}

/// A top-level public or open declaration: its kind and name.
let publicDeclarationPattern = try! NSRegularExpression(
    pattern: #"^(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*(?:public|open)\s+(?:(?:final|indirect|nonisolated)\s+)*(struct|class|enum|protocol|actor|typealias|extension|func|var|let)\s+([A-Za-z_][A-Za-z0-9_.]*)([^\n{]*)"#,
    options: [.anchorsMatchLines])

/// Rule 7: a concrete module shows the world one type, `<Name>Module: AppModule`; everything else is internal.
func entryViolations(of target: Target, in files: [(relative: String, text: String)]) -> [Violation] {
    let entry = "\(target.name)Module"
    var violations: [Violation] = []
    var entries = 0
    for (relative, text) in files {
        for match in publicDeclarationPattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            let kind = String(text[Range(match.range(at: 1), in: text)!])
            let name = String(text[Range(match.range(at: 2), in: text)!])
            let rest = String(text[Range(match.range(at: 3), in: text)!])
            let line = text[..<Range(match.range, in: text)!.lowerBound].filter { $0 == "\n" }.count + 1
            if name == entry, ["struct", "class", "enum", "actor"].contains(kind), rest.contains("AppModule") {
                entries += 1
                continue
            }
            violations.append(Violation(target: target, rule: "7", message: "\(relative):\(line) declares public \(kind) \(name): only the "
                + "module's entry \(entry) is public; make it internal (tests use @testable import)"))
        }
    }
    if entries != 1 {
        violations.append(Violation(target: target, rule: "7", message: entries == 0
            ? "has no public entry: declare `public struct \(entry): AppModule`, which registers what the module provides"
            : "declares \(entry) \(entries) times"))
    }
    return violations
}

/// Rule 8: code under Modules/ is safe Swift a team can copy: no manual memory management,
/// pointers, unchecked casts or unchecked concurrency.
let unsafePattern = try! NSRegularExpression(
    pattern: #"(@unchecked\s+Sendable|\b(?:Unmanaged|unsafeDowncast|unsafeBitCast|Unsafe(?:Mutable)?(?:Raw)?(?:Buffer)?Pointer|_?withUnsafe[A-Za-z]*|nonisolated\(unsafe\)))"#)

func unsafeViolations(of target: Target, in files: [(relative: String, text: String)]) -> [Violation] {
    files.flatMap { relative, text in
        unsafePattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match -> Violation? in
            let prefix = text[..<Range(match.range, in: text)!.lowerBound]
            // Prose is not code: a comment may name what the code avoids.
            guard !(prefix.split(separator: "\n", omittingEmptySubsequences: false).last ?? "").contains("//") else { return nil }
            let line = prefix.filter { $0 == "\n" }.count + 1
            let construct = String(text[Range(match.range, in: text)!])
            return Violation(target: target, rule: "8", message: "\(relative):\(line) uses \(construct): code in Modules/ is safe Swift; "
                + "use values under a Mutex and checked casts, and report the figure that reaches")
        }
    }
}

/// Module names imported by a source file (any access level, `@testable`, `@preconcurrency`, kinds).
let importPattern = try! NSRegularExpression(
    pattern: #"^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:struct|class|enum|protocol|typealias|func|let|var)\s+)?([A-Za-z_][A-Za-z0-9_]*)"#,
    options: [.anchorsMatchLines])
let exportedPattern = try! NSRegularExpression(pattern: #"^\s*@_exported\s+"#, options: [.anchorsMatchLines])

func swiftFiles(under path: String) -> [URL] {
    let directory = root.appendingPathComponent(path)
    guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
    return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
}

var violations: [Violation] = []
var importsChecked = 0

if let packageDependencies = manifest["dependencies"] as? [Any], !packageDependencies.isEmpty {
    fail("the package depends on \(packageDependencies.count) external package(s): Horizon uses the toolchain only")
}

for target in targets {
    let check = allowed(target)
    for dependency in target.dependencies {
        if dependency.hasPrefix("product:") {
            violations.append(Violation(target: target, rule: "5", message: "depends on the external \(dependency): use the toolchain only"))
        } else if let other = byName[dependency], let problem = check?(other) {
            violations.append(Violation(target: target, rule: rule(for: target), message: "depends on \(dependency) in Package.swift: " + problem))
        }
    }
    let files = swiftFiles(under: target.path)
    // Swift settings apply to Swift targets: a C shim in Support/ has none.
    for feature in ["InternalImportsByDefault", "MemberImportVisibility"] where !files.isEmpty && !target.upcomingFeatures.contains(feature) {
        violations.append(Violation(target: target, rule: "5", message: "does not enable the upcoming feature \(feature)"))
    }
    var sources: [(relative: String, text: String)] = []
    for file in files {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
        let range = NSRange(text.startIndex..., in: text)
        let relative = String(file.path.dropFirst(root.path.count + 1))
        sources.append((relative, text))
        for match in exportedPattern.matches(in: text, range: range) {
            let line = text[..<Range(match.range, in: text)!.lowerBound].filter { $0 == "\n" }.count + 1
            violations.append(Violation(target: target, rule: "4", message: "\(relative):\(line) uses @_exported import: import what you use where you use it"))
        }
        for match in importPattern.matches(in: text, range: range) {
            let module = String(text[Range(match.range(at: 1), in: text)!])
            guard let other = byName[module] else { continue }
            importsChecked += 1
            let line = text[..<Range(match.range, in: text)!.lowerBound].filter { $0 == "\n" }.count + 1
            if let problem = check?(other) {
                violations.append(Violation(target: target, rule: rule(for: target), message: "\(relative):\(line) " + problem))
            } else if other.name != target.name, !target.dependencies.contains(other.name) {
                violations.append(Violation(target: target, rule: "2",
                    message: "\(relative):\(line) imports \(other.name) without declaring it in Package.swift"))
            }
        }
    }
    if target.isConcreteFeature { violations += entryViolations(of: target, in: sources) }
    if target.path.hasPrefix("Modules/") { violations += unsafeViolations(of: target, in: sources) }
}

if let modes = manifest["swiftLanguageVersions"] as? [String], !modes.allSatisfy({ $0 == "6" }) {
    fail("the package's Swift language modes are \(modes): Horizon builds in Swift 6 mode only")
}

if violations.isEmpty {
    print("architecture: \(targets.count) targets, \(importsChecked) imports checked: every rule holds")
} else {
    for violation in violations { print(violation) }
    print("architecture: \(violations.count) violation(s); the rules are in README.md, under \"The rules, enforced\"")
    exit(1)
}
