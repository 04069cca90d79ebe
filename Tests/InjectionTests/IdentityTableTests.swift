import Testing

@testable import Injection

/// The container's table by type identity against a `Dictionary` doing the same: every lookup
/// agrees after each insert, replacement and removal, through growth and removals that leave
/// holes in runs of colliding keys.
@Suite("IdentityTable")
struct IdentityTableTests {
    /// Distinct identities: objects kept alive for the test, so no address is reused.
    final class Key {}

    @Test("agrees with a Dictionary through inserts, replacements, removals and growth")
    func agreesWithDictionary() {
        let objects = (0..<300).map { _ in Key() }
        let ids = objects.map(ObjectIdentifier.init)
        var table = IdentityTable<Int>()
        var expected: [ObjectIdentifier: Int] = [:]
        // A fixed sequence of operations (a linear congruential generator): the same every run.
        var state: UInt64 = 42
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33) % bound
        }
        for step in 0..<5_000 {
            let id = ids[next(ids.count)]
            if next(3) == 0 {
                #expect(table.removeValue(forKey: id) == expected.removeValue(forKey: id), "step \(step)")
            } else {
                table[id] = step
                expected[id] = step
            }
            #expect(table.count == expected.count, "step \(step)")
        }
        for id in ids { #expect(table[id] == expected[id]) }
        #expect(table.allValues.sorted() == expected.values.sorted())
        #expect(
            Dictionary(uniqueKeysWithValues: table.elements.map { ($0.key, $0.value) }) == expected,
            "every element once")
        withExtendedLifetime(objects) {}
    }

    @Test("a table made with room for its keys files and finds them all")
    func minimumCapacity() {
        let objects = (0..<100).map { _ in Key() }
        var table = IdentityTable<Int>(minimumCapacity: objects.count)
        for (index, object) in objects.enumerated() { table[ObjectIdentifier(object)] = index }
        #expect(table.count == 100)
        #expect(objects.indices.allSatisfy { table[ObjectIdentifier(objects[$0])] == $0 })
        withExtendedLifetime(objects) {}
    }

    @Test("setting nil removes; removing what is not there returns nil")
    func removal() {
        let (a, b) = (Key(), Key())
        var table = IdentityTable<String>()
        table[ObjectIdentifier(a)] = "a"
        table[ObjectIdentifier(b)] = "b"
        table[ObjectIdentifier(a)] = nil
        #expect(table[ObjectIdentifier(a)] == nil && table[ObjectIdentifier(b)] == "b" && table.count == 1)
        #expect(table.removeValue(forKey: ObjectIdentifier(a)) == nil)
        withExtendedLifetime((a, b)) {}
    }
}
