import InjectionInterface

/// The container's registrations by type identity, each with the instance its scope keeps.
///
/// It lives in the container's lock (`Locked`) and is changed only under that lock.
struct RegistrationTable {
    private var entries: [ObjectIdentifier: RegistrationEntry] = [:]

    /// The entry filed under an id.
    subscript(id: ObjectIdentifier) -> RegistrationEntry? {
        entries[id]
    }

    /// Why `kept(_:for:)` returned no instance.
    enum Miss: Error {
        case unregistered
        /// Registered, but its scope keeps no instance now: make one, as of the scope's `generation`.
        case notKept(Registration, generation: Int)
    }

    /// The instance kept for an id: a resolution's fast path.
    ///
    /// - Parameters:
    ///   - type: The type filed under `id`, which the instance was made as.
    ///   - id: The type's identity.
    /// - Returns: The kept instance.
    /// - Throws: `Miss`: the id is not registered, or its scope keeps no instance now.
    func kept<T: Sendable>(_ type: T.Type, for id: ObjectIdentifier) throws(Miss) -> T {
        guard let entry = entries[id] else { throw .unregistered }
        if entry.registration.keeping != .nothing {
            do throws(RegistrationEntry.NotKept) { return try entry.instance(as: T.self) } catch {}
        }
        throw .notKept(entry.registration, generation: entry.generation)
    }

    /// Files a new entry.
    ///
    /// - Returns: `false`, filing nothing, when the id is taken.
    mutating func file(_ registration: Registration, under id: ObjectIdentifier) -> Bool {
        guard entries[id] == nil else { return false }
        entries[id] = RegistrationEntry(registration)
        return true
    }

    /// Files an entry for one of the engine's own services (see `DependencyContainer.provide`).
    mutating func provide(_ registration: Registration, under id: ObjectIdentifier) {
        entries[id] = RegistrationEntry(registration)
    }

    /// Keeps what a registration's factory made, if that registration is still the one filed.
    ///
    /// - Returns: The instance the caller should use (see `RegistrationEntry.keep`).
    func keep<T: Sendable>(
        _ made: T, by registration: Registration, madeIn generation: Int,
        under id: ObjectIdentifier
    ) -> T {
        // Unregistered, or registered anew, while the factory ran: use what was made, keep nothing.
        guard let entry = entries[id], entry.registration === registration else { return made }
        return entry.keep(made, madeIn: generation)
    }

    /// Removes an entry and forgets its kept instance.
    ///
    /// - Returns: Whether it was there, and what its scope kept, for the caller to release
    ///   outside the lock (see `RegistrationEntry.clear()`).
    mutating func remove(_ id: ObjectIdentifier) -> (found: Bool, kept: (any KeptInstance)?) {
        guard let entry = entries.removeValue(forKey: id) else { return (false, nil) }
        return (true, entry.clear())
    }

    /// Forgets the instances of every registration in a scope.
    ///
    /// - Returns: What they kept, for the caller to release outside the lock.
    func clear(_ scope: DependencyScope) -> [any KeptInstance] {
        entries.values.compactMap { $0.registration.scope == scope ? $0.clear() : nil }
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
            for next in entries[current.id]?.registration.dependencies ?? [] {
                if next == key { return path + [next] }
                guard visited.insert(next).inserted else { continue }
                if let loop = walk(next, path + [next]) { return loop }
            }
            return nil
        }
        return walk(key, [key])
    }

    /// The weak-shared registrations whose instance is alive now.
    var liveWeakShared: [Registration] {
        entries.values.compactMap { $0.registration.keeping == .weakly && $0.identity != nil ? $0.registration : nil }
    }

    /// Every registration by its id.
    var registrations: [ObjectIdentifier: Registration] {
        entries.mapValues(\.registration)
    }
}
