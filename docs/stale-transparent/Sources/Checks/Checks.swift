/// `value`, which must be positive. The function is transparent: every caller compiles its body,
/// the precondition's line number with it.
@_transparent
public func positive(_ value: Int) -> Int {
    precondition(value > 0, "not positive")
    return value
}
