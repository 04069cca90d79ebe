// What `check-architecture --format json` prints.
/// `check-architecture --format json`: the outcome as one document.
struct ArchitectureReport: Encodable {
    /// Whether every rule that was checked holds.
    let passed: Bool
    /// How many targets were checked.
    let targets: Int
    /// How many imports were checked.
    let importsChecked: Int
    /// Every violation.
    let violations: [Violation]
    /// The rules that apply: all of them in Horizon's layout, the configuration's otherwise.
    let rules: [Int]
    /// The rules not checked because earlier ones failed: they compile the package.
    let notChecked: [Int]

    init(check: ArchitectureCheck, outcome: ArchitectureCheck.Outcome) {
        passed = outcome.violations.isEmpty
        targets = check.targets.count
        importsChecked = outcome.importsChecked
        violations = outcome.violations
        rules = check.rules.map(\.rawValue).sorted()
        notChecked =
            check.configuration != nil
            ? [] : (outcome.layoutsChecked ? [] : [12, 14]) + (outcome.doublesChecked ? [] : [15])
    }
}
