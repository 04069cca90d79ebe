/// The container's registrations by type identity, each with the instance its scope keeps.
///
/// It lives in the container's `Mutex`, and its entries are used only under that lock. It owns
/// them by hand (`Unmanaged`): retained when filed, released when removed or when the table
/// goes. So a lookup retains nothing, and a resolution that finds its instance kept touches one
/// reference count, the instance's.
struct RegistrationTable: ~Copyable {
    private var entries: [ObjectIdentifier: Unmanaged<KeptInstance>] = [:]

    deinit {
        for entry in entries.values { entry.release() }
    }

    /// The entry filed under an id, borrowed from the table: valid while the lock is held.
    subscript(id: ObjectIdentifier) -> KeptInstance? {
        entries[id]?.takeUnretainedValue()
    }

    /// Why `kept(_:for:)` returned no instance.
    enum Miss: Error {
        case unregistered
        /// Registered, but its scope keeps no instance now: make one, as of the scope's `generation`.
        case notKept(Registration, generation: Int)
    }

    /// The instance kept for an id: a resolution's fast path.
    ///
    /// - Throws: `Miss`: the id is not registered, or its scope keeps no instance now.
    func kept<T: Sendable>(_ type: T.Type, for id: ObjectIdentifier) throws(Miss) -> T {
        guard let unmanaged = entries[id] else { throw .unregistered }
        // Borrowed, not retained: the table holds the entry, and the caller holds the lock.
        // (`_withUnsafeGuaranteedRef` rethrows untyped errors; `kept(as:)` throws only `NotKept`,
        // and only once `isKept` said there may be an instance, so transient never throws here.)
        if unmanaged._withUnsafeGuaranteedRef(\.isKept) {
            do { return try unmanaged._withUnsafeGuaranteedRef { try $0.kept(as: T.self) } } catch {}
        }
        throw unmanaged._withUnsafeGuaranteedRef { .notKept($0.registration, generation: $0.generation) }
    }

    /// Files a new entry.
    ///
    /// - Returns: `false`, filing nothing, when the id is taken.
    mutating func file(_ entry: KeptInstance, under id: ObjectIdentifier) -> Bool {
        guard entries[id] == nil else { return false }
        entries[id] = .passRetained(entry)
        return true
    }

    /// Removes an entry and forgets its kept instance.
    ///
    /// - Returns: Whether it was there, and the instance its scope kept, for the caller to
    ///   release outside the lock (see `KeptInstance.clear()`).
    mutating func remove(_ id: ObjectIdentifier) -> (found: Bool, instance: (any Sendable)?) {
        guard let entry = entries.removeValue(forKey: id) else { return (false, nil) }
        defer { entry.release() }
        return (true, entry.takeUnretainedValue().clear())
    }

    /// A loop of declared dependencies from `key` back to itself, if there is one: the keys
    /// from `key` round to `key` again.
    ///
    /// A resolution's `path` finds a loop within one thread; this finds it before a first
    /// creation takes its registration's creation lock, so two threads entering a loop from
    /// opposite ends get `dependencyCycle`, never each other's lock.
    func cycle(through key: DependencyKey) -> [DependencyKey]? {
        var visited: Set<DependencyKey> = []
        func walk(_ current: DependencyKey, _ path: [DependencyKey]) -> [DependencyKey]? {
            for next in self[current.id]?.registration.dependencies ?? [] {
                if next == key { return path + [next] }
                guard visited.insert(next).inserted else { continue }
                if let loop = walk(next, path + [next]) { return loop }
            }
            return nil
        }
        return walk(key, [key])
    }

    /// Every entry, borrowed as the subscript's.
    var all: some Sequence<(key: ObjectIdentifier, entry: KeptInstance)> {
        entries.lazy.map { ($0.key, $0.value.takeUnretainedValue()) }
    }
}
