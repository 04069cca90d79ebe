import InjectionInterface

/// The container's registrations by type identity, each with the instance its scope keeps.
///
/// It lives in the container's lock (`Locked`) and is changed only under that lock.
struct RegistrationTable {
    private var entries: [ObjectIdentifier: RegistrationEntry] = [:]
    /// The resolutions waiting for another's creation, by the waiter's identity.
    private var waits: [ObjectIdentifier: (waiter: Resolution, creation: Creation)] = [:]

    /// The entry filed under an id.
    subscript(id: ObjectIdentifier) -> RegistrationEntry? {
        entries[id]
    }

    /// Why `kept(_:for:)` returned no instance.
    enum Miss: Error {
        case unregistered
        /// Registered, but its scope keeps no instance now: make one.
        case notKept(Registration)
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
        throw .notKept(entry.registration)
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

    /// What a resolution that found no instance kept does next (see `claim`).
    enum Claim<T> {
        /// An instance is kept now: use it.
        case kept(T)
        /// Nobody is making one: make it with this registration, then `finish` the creation.
        case make(Registration, Creation, generation: Int)
        /// Another resolution is making one: wait until it is done, then claim again.
        case wait(Creation)
    }

    /// Decides how a resolution gets an instance of a scope that keeps one: the kept instance,
    /// a creation of its own, or a wait for another's, unless that wait would never end.
    ///
    /// - Parameters:
    ///   - type: The type filed under `id`.
    ///   - id: The type's identity.
    ///   - resolution: The resolution asking, which may have waited before (its wait ends here).
    ///   - thread: The thread it runs on.
    /// - Returns: What to do next.
    /// - Throws: `missingDependency` when the type is not registered (now);
    ///   `dependencyCycle` when the creation it would wait for is waiting for it.
    mutating func claim<T: Sendable>(
        _ type: T.Type, for id: ObjectIdentifier, by resolution: Resolution, on thread: ObjectIdentifier
    ) throws(InjectionError) -> Claim<T> {
        waits[ObjectIdentifier(resolution)] = nil
        guard let entry = entries[id] else {
            throw .missingDependency(type: resolution.key.name, requiredBy: resolution.parent?.key.name ?? "the caller")
        }
        do throws(RegistrationEntry.NotKept) { return .kept(try entry.instance(as: T.self)) } catch {}
        if let creation = entry.creation {
            // On the creation's own thread, a resolution can only be one its factory started, by
            // a way no path records (a container it captured): the factory waits for it.
            if creation.thread == thread {
                throw .dependencyCycle(([creation.maker.key] + resolution.chain.map(\.key)).map(\.name))
            }
            if let loop = loop(if: resolution, waitsFor: creation) { throw .dependencyCycle(loop.map(\.name)) }
            waits[ObjectIdentifier(resolution)] = (resolution, creation)
            return .wait(creation)
        }
        let creation = Creation(by: resolution, on: thread)
        entry.creation = creation
        return .make(entry.registration, creation, generation: entry.generation)
    }

    /// Ends a creation `claim` started, keeping what it made if its registration is still the
    /// one filed, and lets those who wait for it look again.
    ///
    /// - Parameters:
    ///   - creation: The creation `claim` returned.
    ///   - id: The type's identity.
    ///   - made: What the factory made; `nil` when it failed.
    ///   - registration: The registration whose factory ran.
    ///   - generation: The entry's generation when the creation started.
    /// - Returns: The instance the caller should use (see `RegistrationEntry.keep`), or `nil` when `made` is.
    func finish<T: Sendable>(
        _ creation: Creation, under id: ObjectIdentifier, made: T?, by registration: Registration,
        madeIn generation: Int
    ) -> T? {
        defer { creation.end() }
        // Unregistered, or registered anew, while the factory ran: use what was made, keep nothing.
        guard let entry = entries[id], entry.creation === creation else { return made }
        entry.creation = nil
        guard let made, entry.registration === registration else { return made }
        return entry.keep(made, madeIn: generation)
    }

    /// The loop `waiter` would close by waiting for `creation`, if there is one: the types round
    /// from a resolution that would wait for ever back to the same type.
    ///
    /// A resolution cannot end while its factory waits for one it started, and a creation
    /// cannot end while a resolution below its maker waits at another creation. So a wait never
    /// ends when, from `creation`'s maker, following the waits of the resolutions below each
    /// maker reaches `waiter` or a resolution above it. Only the resolutions waiting at a
    /// creation are followed: a handful, under the table's lock.
    private func loop(if waiter: Resolution, waitsFor creation: Creation) -> [InjectionKey]? {
        let blocked = waiter.chain
        // Each maker reached, with the waits followed to reach it: (the maker they are below, the waiter).
        var reached: [(maker: Resolution, via: [(from: Resolution, waiter: Resolution)])] = [(creation.maker, [])]
        var seen: Set<ObjectIdentifier> = []
        while let (maker, via) = reached.popLast() {
            guard seen.insert(ObjectIdentifier(maker)).inserted else { continue }
            if blocked.contains(where: { $0 === maker }) {
                // From the maker above `waiter` down to it, then down each followed wait's path.
                let hops = via.flatMap { hop in hop.waiter.chain.drop { $0 !== hop.from }.dropFirst() }
                return (blocked.drop { $0 !== maker } + hops).map(\.key)
            }
            for (other, at) in waits.values where other.descends(from: maker) {
                reached.append((at.maker, via + [(maker, other)]))
            }
        }
        return nil
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
