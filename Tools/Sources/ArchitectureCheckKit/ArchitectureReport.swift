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
    /// The rules not checked because earlier ones failed: they compile the package.
    let notChecked: [Int]

    init(check: ArchitectureCheck, outcome: ArchitectureCheck.Outcome) {
        passed = outcome.violations.isEmpty
        targets = check.targets.count
        importsChecked = outcome.importsChecked
        violations = outcome.violations
        notChecked = (outcome.layoutsChecked ? [] : [12, 14]) + (outcome.doublesChecked ? [] : [15])
    }
}
