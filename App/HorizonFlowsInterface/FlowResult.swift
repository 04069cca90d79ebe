public import HierarchyInspection
import UIToolkitInterface

/// The outcome of one flow, for `--json` and tests.
public struct FlowResult: Codable, Sendable {
    /// The flow's id.
    public var id: String
    /// The flow's title.
    public var title: String
    /// Whether every expectation held.
    public var passed: Bool
    /// The first expectation that failed, or the error that stopped the flow.
    public var failure: String?
    /// The steps played, in order.
    public var steps: [StepResult]

    /// A flow's outcome.
    public init(id: String, title: String, passed: Bool, failure: String?, steps: [StepResult]) {
        (self.id, self.title, self.passed, self.failure, self.steps) = (id, title, passed, failure, steps)
    }
}

/// One step of a flow: what the user did, what the hierarchy became, what was checked.
public struct StepResult: Codable, Sendable {
    /// What the user (or the app) did.
    public var title: String
    /// The hierarchy after the step.
    public var hierarchy: HierarchySnapshot?
    /// The expectations checked after the step.
    public var checks: [CheckResult]
    /// The PNG of what the window showed after the step, when screenshots were taken.
    public var screenshot: String?

    /// A step's outcome.
    public init(title: String, hierarchy: HierarchySnapshot?, checks: [CheckResult], screenshot: String? = nil) {
        (self.title, self.hierarchy, self.checks, self.screenshot) = (title, hierarchy, checks, screenshot)
    }
}

/// One expectation and whether it held.
public struct CheckResult: Codable, Sendable {
    /// What was expected.
    public var expectation: String
    /// Whether it held.
    public var passed: Bool

    /// An expectation's outcome.
    public init(expectation: String, passed: Bool) {
        (self.expectation, self.passed) = (expectation, passed)
    }
}
