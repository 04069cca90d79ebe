import A

public struct Wrapper {
    public var box: Box
    public var tag: Int

    public init(_ x: Int) {
        box = Box(x: x)
        tag = x * 10
    }
}
