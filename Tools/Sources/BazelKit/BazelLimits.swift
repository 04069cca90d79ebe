// What the generated Bazel files cannot build as SwiftPM does, target by target.
public import Foundation
public import ToolSupport

/// The targets of a package that Bazel files written from its manifest would not build as
/// SwiftPM does, each with why. `bazel-build-files` refuses such a package, naming them all,
/// rather than write files that do not build or that build something else.
public struct BazelLimits {
    /// Each library or executable target that cannot be generated and why, in manifest order.
    public let reasons: [(target: String, reason: String)]
    /// Why each test target the rules cannot build is left to SwiftPM; it refuses nothing.
    public let testReasons: [String: String]

    /// The setting kinds the rules pass on to swiftc.
    static let passedSettings: Set = [
        "enableUpcomingFeature", "enableExperimentalFeature", "swiftLanguageMode", "define",
    ]

    /// Reads a package's manifest and folder.
    public init(package: PackageDump, root: URL) {
        let byName = Dictionary(package.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var reasons: [(String, String)] = []
        var testReasons: [String: String] = [:]
        for target in package.targets where BuildFiles.isBuilt(target) || ["test", "macro"].contains(target.type) {
            var why = Self.dependencyReasons(of: target, byName: byName)
            if target.type == "macro" {
                why.insert("is a macro target, which the compiler loads as a plugin the rules do not build", at: 0)
            }
            if target.resourceCount > 0 {
                why.append("has \(target.resourceCount) resource(s), which SwiftPM serves through Bundle.module")
            }
            why += target.pluginUsages.map { "uses the build plugin \($0)" }
            let languages = Set(BuildFiles.files(of: target, in: root).compactMap(Self.language(of:))).sorted()
            why += languages.map { "has \($0) sources" }
            why += Self.settingReasons(of: target, isC: BuildFiles.isC(target, in: root))
            var seen: Set<String> = []
            let unique = why.filter { seen.insert($0).inserted }
            if target.type == "test" {
                if !unique.isEmpty { testReasons[target.name] = unique.joined(separator: "; ") }
            } else {
                reasons += unique.map { (target.name, $0) }
            }
        }
        // What depends on a target the rules cannot build cannot be built either: the libraries
        // and executables until none is added, then the tests.
        var refused = Set(reasons.map(\.0))
        let blocked = { (target: PackageDump.Target) in
            target.targetDependencies.filter { refused.contains($0) && byName[$0]?.type != "macro" }
        }
        var added = true
        while added {
            added = false
            for target in package.targets where BuildFiles.isBuilt(target) && !refused.contains(target.name) {
                let names = blocked(target)
                guard !names.isEmpty else { continue }
                reasons.append(
                    (target.name, "depends on \(names.joined(separator: ", ")), which the rules cannot build"))
                refused.insert(target.name)
                added = true
            }
        }
        for target in package.targets where target.type == "test" {
            let names = blocked(target)
            guard !names.isEmpty else { continue }
            let reason = "depends on \(names.joined(separator: ", ")), which the rules cannot build"
            testReasons[target.name] = ((testReasons[target.name].map { [$0] } ?? []) + [reason]).joined(
                separator: "; ")
        }
        self.reasons = reasons
        self.testReasons = testReasons
    }

    /// What a target depends on that the rules cannot build: other packages' products, binary,
    /// system-library and macro targets.
    private static func dependencyReasons(
        of target: PackageDump.Target, byName: [String: PackageDump.Target]
    ) -> [String] {
        var why: [String] = []
        let products = target.productDependencies
        if !products.isEmpty {
            why.append(
                "depends on \(products.count == 1 ? "the product" : "the products") "
                    + "\(products.joined(separator: ", ")) of other packages")
        }
        for name in target.targetDependencies {
            if let kind = byName[name]?.type, ["binary", "system", "macro"].contains(kind) {
                why.append("depends on \(name), a \(kind == "system" ? "system library" : kind) target")
            }
        }
        return why
    }

    /// The settings a target has on Linux that the rules do not pass on. A C target gets its C
    /// settings (SwiftPM ignores its Swift ones); a Swift target its Swift settings but linker
    /// ones, and defines for one configuration only.
    private static func settingReasons(of target: PackageDump.Target, isC: Bool) -> [String] {
        target.settings.filter(\.appliesOnLinux).compactMap { setting in
            let tool = setting.tool ?? "swift"
            if isC {
                return tool == "swift"
                    ? nil : "sets the \(tool) setting \(setting.kind), which the c_library rule does not pass"
            }
            if tool != "swift" { return "sets the \(tool) setting \(setting.kind), which the rules do not pass" }
            if !passedSettings.contains(setting.kind) {
                return "sets the Swift setting \(setting.kind), which the rules do not pass"
            }
            if setting.kind == "define", let configuration = setting.configuration {
                return "defines \(setting.argument ?? "a condition") for \(configuration) builds only"
            }
            return nil
        }
    }

    /// The failure that refuses the package, naming every target and why, in one line; `nil`
    /// when every target can be generated.
    public func refusal(of package: PackageDump) -> Tool.Failure? {
        guard !reasons.isEmpty else { return nil }
        let grouped = Dictionary(grouping: reasons, by: \.target)
        let targets = package.targets.map(\.name).filter { grouped[$0] != nil }
        let listed = targets.map { name in
            "\(name) (\(grouped[name, default: []].map(\.reason).joined(separator: "; ")))"
        }
        return .badInput(
            "cannot write Bazel files that build \(package.name) as SwiftPM does: \(targets.count) target(s): "
                + listed.joined(separator: ", "))
    }

    /// The language of a source file the Swift and C rules do not compile, if it is one.
    static func language(of file: String) -> String? {
        switch (file as NSString).pathExtension {
        case "cpp", "cc", "cxx", "c++", "hpp", "hh": "C++"
        case "m": "Objective-C"
        case "mm": "Objective-C++"
        case "s", "S", "asm": "assembly"
        default: nil
        }
    }
}
