/// A distinct type per number, so the benchmark can generate thousands of routes, features
/// and services at run time: `Bit1<Bit0<BenchOne>>` is 0b101.
///
/// Types are built bit by bit, so 10,000 of them nest only 14 deep and their names stay short.
protocol BenchNumber: SendableMetatype {
    /// The number the type spells.
    static var value: Int { get }
}

/// The leading 1 bit.
enum BenchOne: BenchNumber {
    static var value: Int { 1 }
}

/// The number `High` followed by a 0 bit.
enum Bit0<High: BenchNumber>: BenchNumber {
    static var value: Int { High.value &<< 1 }
}

/// The number `High` followed by a 1 bit.
enum Bit1<High: BenchNumber>: BenchNumber {
    static var value: Int { High.value &<< 1 | 1 }
}

/// Something done once for each of `count` distinct number types.
@MainActor
protocol BenchNumberVisitor {
    /// Called for each type, with its index in `0..<count`, in order.
    mutating func visit<N: BenchNumber>(_ number: N.Type, index: Int) throws
}

extension BenchNumberVisitor {
    /// Visits `count` distinct number types, all with the same number of bits.
    mutating func visitNumbers(count: Int) throws {
        let bits = count <= 1 ? 0 : Int.bitWidth - (count - 1).leadingZeroBitCount
        try walk(BenchOne.self, bits: bits, count: count, base: 1 << bits)
    }

    private mutating func walk<N: BenchNumber>(_ number: N.Type, bits: Int, count: Int, base: Int) throws {
        // The smallest index below this prefix; the whole subtree is past the end when it is.
        guard (N.value << bits) - base < count else { return }
        if bits == 0 { return try visit(N.self, index: N.value - base) }
        try walk(Bit0<N>.self, bits: bits - 1, count: count, base: base)
        try walk(Bit1<N>.self, bits: bits - 1, count: count, base: base)
    }
}
