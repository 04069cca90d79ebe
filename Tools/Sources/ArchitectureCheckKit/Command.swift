// Checks Horizon's dependency rules (README.md, "The rules, enforced") from `swift package dump-package`
// and from the import lines of every source file.
import Foundation
import ToolSupport

/// The `check-architecture` executable's work: it reads `CommandLine.arguments` and exits with the tool's status.
public enum CheckArchitectureCommand {
    static let usage = """
        usage: check-architecture [--package-path DIR] [--root NAME,NAME] [--config FILE]
                                  [--format text|github|json] [--help]

        Checks Horizon's dependency rules on the package at DIR (default: the current directory;
        Scripts/check-architecture passes Horizon's); the rules are listed in Horizon's README.md,
        under "The rules, enforced". Prints one line per violation, naming the target, the file and
        the import, and exits 1 when there is any; exits 0 when every rule holds, 2 on bad input.
        A package not laid out as Horizon (App/, Modules/) says how it is laid out in
        check-architecture.json at its root (or --config FILE): {"composition roots": ["AppRoot"],
        "interface suffix": "Interface", "testing suffix": "Testing", "shared": ["DesignSystem"],
        "external packages": ["swift-collections"], "rules": [1, 2, 3, 4, 5, 6, 9, 10, 11, 13]}; only the
        roots are required, and those rules are the ones such a package can apply (the default).
        A shared module is one every target may import; it imports only other shared modules.
        Rule 5 then allows the external packages listed (by identity, or the name the manifest gives),
        and does not ask for Swift 6. The dependencies' modules are classified (Horizon's as in Horizon;
        a package listed as {"package": "kit", "interfaces": ["KitInterface"]} by its interface
        products) and their imports checked as a target's, declared through a product (rule 4); the
        dependencies must be resolved (swift build) first.
        Rule 12 (a feature's public type stores no other module's struct or enum) asks the
        compiler: it emits the modules, declarations only, into a scratch folder and reads them
        with swift-api-digester (about 10 s for Horizon); it runs once the other rules hold, and a
        package whose declarations do not compile is bad input.
        --root names the composition roots, separated by commas: first the app's, the one target that
        imports concrete modules, then any other that composes an engine of its own (default: the
        file's, or HorizonApp,HorizonBench under App/). Only an executable imports a composition root.
        --format github prints each violation as a GitHub Actions annotation on the file and line it
        names (::error file=…,line=…::…), then the summary line; --format json prints one document:
        {"passed", "targets", "importsChecked", "violations": [{"rule", "subject", "file", "line",
        "message"}], "rules", "notChecked"}. The exit status is the same in every format.
        """

    /// Runs the tool and exits: 0 done, 1 a finding, 2 bad input (the reason on standard error).
    public static func main() -> Never {
        Tool.run(named: "check-architecture", usage: usage) { arguments in
            var package: URL?
            var compositionRoots: [String]?
            var configFile: URL?
            var format = FindingFormat.text
            while let word = arguments.next() {
                switch word {
                case "--package-path": package = try arguments.package(of: word)
                case "--config":
                    configFile = URL(fileURLWithPath: try arguments.value(of: word, "a configuration file"))
                case "--format": format = try FindingFormat.parse(try arguments.value(of: word, "a format"))
                case "--root": compositionRoots = try PermittedDependents.roots(from: &arguments, after: word)
                default: throw Arguments.unknown(word)
                }
            }
            let root = try package ?? Arguments.currentPackage()
            let configuration = try ArchitectureConfiguration.load(configFile, package: root)
            let check = try ArchitectureCheck(
                package: try PackageDump.dumping(root), root: root, compositionRoots: compositionRoots,
                configuration: configuration)
            let outcome = try check.run()
            if format == .json {
                print(FindingFormat.json(ArchitectureReport(check: check, outcome: outcome)))
                return outcome.violations.isEmpty ? .success : .finding
            }
            guard outcome.violations.isEmpty else {
                for violation in outcome.violations { print(format == .github ? violation.annotation : "\(violation)") }
                if check.configuration == nil, !outcome.layoutsChecked {
                    print(
                        "rules 12 and 14 (layouts, examples) are checked once the rules before them hold: they compile "
                            + "the modules in their declared order")
                }
                if check.configuration == nil, !outcome.doublesChecked {
                    print(
                        "rule 15 (doubles) is checked once every other rule holds: it compiles the tests and examples")
                }
                print(
                    "architecture: \(outcome.violations.count) violation(s); the rules are in "
                        + (check.configuration == nil
                            ? "README.md, under \"The rules, enforced\""
                            : "Horizon's docs/adopting.md (\(ArchitectureConfiguration.fileName) says which apply)"))
                return .finding
            }
            let off = check.configuration?.switchedOff ?? []
            print(
                "architecture: \(check.targets.count) targets, \(outcome.importsChecked) imports checked: every rule holds"
                    + (off.isEmpty
                        ? ""
                        : " (rule\(off.count == 1 ? "" : "s") \(off.map(String.init).joined(separator: ", ")) switched off "
                            + "by \(ArchitectureConfiguration.fileName))"))
            if !outcome.borrowedElsewhere.isEmpty {
                let counts = outcome.borrowedElsewhere.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
                print(
                    "layouts: \(outcome.borrowedElsewhere.values.reduce(0, +)) members outside the features store "
                        + "another module's struct or enum (\(counts.joined(separator: ", "))): edit those types' "
                        + "layouts with Swift Build or Bazel, or build clean (docs/build-times.md)")
            }
            return .success
        }
    }
}
