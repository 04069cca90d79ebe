// Checks Horizon's dependency rules (README.md, "The rules, enforced") from `swift package dump-package`
// and from the import lines of every source file. Its executable runs from Scripts/check-architecture.
//
// usage: check-architecture-tool PACKAGE_ROOT COMPOSITION_ROOT < dump-package.json
import Foundation
import ToolSupport

/// The `check-architecture` executable's work: it reads `CommandLine.arguments` and exits with the tool's status.
public enum CheckArchitectureCommand {
    /// Runs the tool and exits: 0 done, 1 a finding, 2 bad input (the reason on standard error).
    public static func main() -> Never {
        Tool.run(named: "check-architecture") {
            let arguments = CommandLine.arguments
            guard arguments.count == 3 else {
                throw Tool.Failure.badInput("usage: check-architecture-tool PACKAGE_ROOT COMPOSITION_ROOT < dump.json")
            }
            let package = try PackageDump.decode(FileHandle.standardInput.readDataToEndOfFile())
            let check = try ArchitectureCheck(
                package: package, root: URL(fileURLWithPath: arguments[1]), compositionRoot: arguments[2])
            let outcome = try check.run()
            guard outcome.violations.isEmpty else {
                for violation in outcome.violations { print(violation) }
                print(
                    "architecture: \(outcome.violations.count) violation(s); the rules are in README.md, under \"The rules, enforced\""
                )
                return .finding
            }
            print(
                "architecture: \(check.targets.count) targets, \(outcome.importsChecked) imports checked: every rule holds"
            )
            return .success
        }
    }
}
