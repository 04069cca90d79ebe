/// A table keyed by type identity: open addressing with linear probing, each key's slot chosen
/// by multiplying its address by a constant (Fibonacci hashing).
///
/// A `Dictionary` hashes every key with SipHash under a per-process seed, which guards tables
/// whose keys an attacker chooses; about 90 instructions a lookup, the largest single cost of a
/// resolution. The keys here are the addresses of the program's own type metadata, which no
/// input chooses, so a multiplication spreads them well enough at a tenth of the cost.
struct IdentityTable<Value> {
    private var keys: [ObjectIdentifier?]
    private var values: [Value?]
    /// How far to shift a key's product right so that it indexes `keys`: 64 − log2(capacity).
    private var shift: Int
    /// The number of keys filed.
    private(set) var count = 0

    /// An empty table with room for `minimumCapacity` keys before it grows: at least 16 slots,
    /// twice as many as the keys, a power of two (it doubles when half full).
    init(minimumCapacity: Int = 0) {
        var slots = 16
        while slots < minimumCapacity * 2 { slots *= 2 }
        keys = Array(repeating: nil, count: slots)
        values = Array(repeating: nil, count: slots)
        shift = UInt.bitWidth - slots.trailingZeroBitCount
    }

    /// The value filed under `id`; setting `nil` removes it.
    subscript(id: ObjectIdentifier) -> Value? {
        get {
            var slot = home(of: id)
            while let key = keys[slot] {
                if key == id { return values[slot] }
                slot = (slot + 1) & (keys.count - 1)
            }
            return nil
        }
        set {
            guard let newValue else {
                removeValue(forKey: id)
                return
            }
            if (count + 1) * 2 > keys.count { grow() }
            var slot = home(of: id)
            while let key = keys[slot], key != id { slot = (slot + 1) & (keys.count - 1) }
            if keys[slot] == nil { count += 1 }
            keys[slot] = id
            values[slot] = newValue
        }
    }

    /// Removes the value filed under `id`.
    ///
    /// - Returns: The value, or `nil` when none was filed.
    @discardableResult
    mutating func removeValue(forKey id: ObjectIdentifier) -> Value? {
        var slot = home(of: id)
        while let key = keys[slot], key != id { slot = (slot + 1) & (keys.count - 1) }
        guard keys[slot] != nil else { return nil }
        let removed = values[slot]
        keys[slot] = nil
        values[slot] = nil
        count -= 1
        // Moves back each key of the run after the hole that the hole now separates from its
        // home slot, so that a lookup, which stops at the first empty slot, still finds it.
        var hole = slot
        var next = (slot + 1) & (keys.count - 1)
        while let key = keys[next] {
            let home = home(of: key)
            // Whether `home` lies cyclically in (hole, next]: then the key stays where it is.
            let stays = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
            if !stays {
                keys[hole] = key
                values[hole] = values[next]
                keys[next] = nil
                values[next] = nil
                hole = next
            }
            next = (next + 1) & (keys.count - 1)
        }
        return removed
    }

    /// The same keys in the same slots, each value transformed: no key is hashed again.
    func mapValues<T>(_ transform: (Value) throws -> T) rethrows -> IdentityTable<T> {
        var mapped = IdentityTable<T>()
        mapped.keys = keys
        mapped.values = try values.map { try $0.map(transform) }
        mapped.shift = shift
        mapped.count = count
        return mapped
    }

    /// Every value filed, in no particular order.
    var allValues: [Value] {
        values.compactMap { $0 }
    }

    /// Every key filed with its value, in no particular order.
    var elements: [(key: ObjectIdentifier, value: Value)] {
        keys.indices.compactMap { slot in
            guard let key = keys[slot], let value = values[slot] else { return nil }
            return (key, value)
        }
    }

    /// The slot a key's probe starts at: the top bits of its address times 2⁶⁴ ÷ φ.
    private func home(of id: ObjectIdentifier) -> Int {
        Int(truncatingIfNeeded: (UInt(bitPattern: id) &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    /// Doubles the slots and files every key again.
    private mutating func grow() {
        let old = elements
        keys = Array(repeating: nil, count: keys.count * 2)
        values = Array(repeating: nil, count: values.count * 2)
        shift -= 1
        count = 0
        for (key, value) in old { self[key] = value }
    }
}
