/// Records every call of a completion, so a flow can check it ran exactly once.
@MainActor
final class CompletionProbe<Value> {
    /// Every value the completion received, oldest first.
    private(set) var calls: [Value] = []

    /// The completion to hand to the router.
    var callback: @MainActor (Value) -> Void {
        { [self] value in calls.append(value) }
    }

    /// The only call's value; `nil` unless there was exactly one call.
    var once: Value? { calls.count == 1 ? calls[0] : nil }
}

extension Result {
    /// The failure, if it is one.
    var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
