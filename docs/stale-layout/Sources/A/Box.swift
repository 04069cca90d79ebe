public struct Box {
    public var x: Int

    public init(x: Int) { self.x = x }
}
