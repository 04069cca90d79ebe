import Foundation
import InjectionInterface
import Locking

/// The container's registrations by type identity, each with the instance its scope keeps.
///
/// It lives in the container's lock (`Locked`) and is changed only under that lock.
struct RegistrationTable {
    private var entries = IdentityTable<RegistrationEntry>()
    /// The resolutions waiting for another's creation, and that creation's maker, by the waiter's identity.
    private var waits: [ObjectIdentifier: (waiter: Resolution, maker: Resolution)] = [:]

    /// The entry filed under an id.
    subscript(id: ObjectIdentifier) -> RegistrationEntry? {
        entries[id]
    }

    /// Why `instance(_:for:from:)` returned no instance: what the resolution does next.
    enum Miss: Error {
        case unregistered
        /// Registered in a scope that keeps nothing (transient): make an instance with this registration.
        case transient(Registration)
        /// Registered in a scope that keeps its instance, and none is kept now: the claim made
        /// for the resolution started here (see `Claim`).
        case claimed(Claim, by: Resolution)
    }

    /// The instance kept for an id, or, if its scope keeps one and has none now, a claim to make
    /// it or wait for it, in the same turn of the lock: a resolution's first look.
    ///
    /// - Parameters:
    ///   - type: The type filed under `id`, which the instance was made as.
    ///   - id: The type's identity.
    ///   - parent: The resolution whose factory (or feature) asks for it, `nil` for a caller's.
    /// - Returns: The kept instance.
    /// - Throws: `Miss`: the id is not registered, its scope keeps nothing, or the claim made
    ///   for a new resolution of it.
    mutating func instance<T: Sendable>(
        _ type: T.Type, for id: ObjectIdentifier, from parent: Resolution?
    ) throws(Miss) -> T {
        guard let entry = entries[id] else { throw .unregistered }
        guard entry.registration.keeping != .nothing else { throw .transient(entry.registration) }
        do throws(RegistrationEntry.NotKept) { return try entry.instance(as: T.self) } catch {}
        let resolution = Resolution(InjectionKey(T.self), parent: parent)
        do throws(Claim) {
            if let loop = resolution.loop { throw .failed(.dependencyCycle(loop.map(\.name))) }
            try start(entry, by: resolution)
        } catch {
            throw .claimed(error, by: resolution)
        }
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
        // Those waiting for a creation in progress look again: the type is gone, or registered anew.
        if let creation = entry.creation { _ = end(creation.maker, in: entry) }
        return (true, entry.clear())
    }

    /// Forgets the instances of every registration in a scope.
    ///
    /// - Returns: What they kept, for the caller to release outside the lock.
    func clear(_ scope: DependencyScope) -> [any KeptInstance] {
        entries.allValues.compactMap { $0.registration.scope == scope ? $0.clear() : nil }
    }

    /// What a resolution that found no instance kept does next, thrown by `instance` and `claim`
    /// (which return the kept instance): a generic enum carrying the instance would cost a run-time metadata
    /// lookup a claim, in code generic over the type that nothing specializes.
    enum Claim: Error {
        /// Nobody is making one: make it with this registration, then `finish` the creation.
        case make(Registration, generation: Int)
        /// Another resolution is making one: wait at this gate, then claim again.
        case wait(Latch)
        /// The type is not registered (now), or the wait would never end.
        case failed(InjectionError)
    }

    /// Decides again how a resolution that waited gets an instance of a scope that keeps one:
    /// the kept instance, a creation of its own, or another wait, unless that wait would never end.
    ///
    /// - Parameters:
    ///   - type: The type filed under `id`.
    ///   - id: The type's identity.
    ///   - resolution: The resolution asking, which waited (its wait ends here).
    /// - Returns: The kept instance.
    /// - Throws: `Claim`: what to do next, or `failed` with `missingDependency` when the type is
    ///   not registered (now) or `dependencyCycle` when the creation it would wait for waits for it.
    mutating func claim<T: Sendable>(
        _ type: T.Type, for id: ObjectIdentifier, by resolution: Resolution
    ) throws(Claim) -> T {
        if !waits.isEmpty { waits[ObjectIdentifier(resolution)] = nil }  // (an empty table's lookup still hashes)
        guard let entry = entries[id] else {
            throw .failed(
                .missingDependency(type: resolution.key.name, requiredBy: resolution.parent?.key.name ?? "the caller"))
        }
        do throws(RegistrationEntry.NotKept) { return try entry.instance(as: T.self) } catch {}
        try start(entry, by: resolution)
    }

    /// Starts a creation of `entry`'s instance for `resolution`, or a wait for the one in
    /// progress, unless that wait would never end.
    ///
    /// - Throws: `Claim`, always: `make`, `wait`, or `failed` with `dependencyCycle`.
    private mutating func start(_ entry: RegistrationEntry, by resolution: Resolution) throws(Claim) -> Never {
        let thread = ObjectIdentifier(Thread.current)
        if var creation = entry.creation {
            // On the creation's own thread, a resolution can only be one its factory started, by
            // a way no path records (a container it captured): the factory waits for it.
            if creation.thread == thread {
                throw .failed(.dependencyCycle(([creation.maker.key] + resolution.chain.map(\.key)).map(\.name)))
            }
            if let loop = loop(if: resolution, waitsFor: creation.maker) {
                throw .failed(.dependencyCycle(loop.map(\.name)))
            }
            waits[ObjectIdentifier(resolution)] = (resolution, creation.maker)
            let gate = creation.gateToWait()
            entry.creation = creation
            throw .wait(gate)
        }
        entry.creation = Creation(by: resolution, on: thread)
        throw .make(entry.registration, generation: entry.generation)
    }

    /// Ends the creation `maker` started, keeping what it made if its registration is still the
    /// one filed, and lets those who wait for it look again.
    ///
    /// - Parameters:
    ///   - maker: The resolution that claimed the creation.
    ///   - id: The type's identity.
    ///   - made: What the factory made.
    ///   - registration: The registration whose factory ran.
    ///   - generation: The entry's generation when the creation started.
    /// - Returns: The instance the caller should use (see `RegistrationEntry.keep`).
    func finish<T: Sendable>(
        _ maker: Resolution, under id: ObjectIdentifier, made: T, by registration: Registration, madeIn generation: Int
    ) -> T {
        // Unregistered, or registered anew, while the factory ran: use what was made, keep nothing.
        guard let entry = end(maker, under: id), entry.registration === registration else { return made }
        return entry.keep(made, madeIn: generation)
    }

    /// Ends the creation `maker` started, if it is still the entry's, and lets those who wait
    /// for it look again: what a failed factory leaves.
    ///
    /// - Returns: The entry whose creation it was.
    func end(_ maker: Resolution, under id: ObjectIdentifier) -> RegistrationEntry? {
        guard let entry = entries[id], end(maker, in: entry) else { return nil }
        return entry
    }

    /// Ends the creation `maker` started, if it is `entry`'s.
    ///
    /// - Returns: Whether it was.
    private func end(_ maker: Resolution, in entry: RegistrationEntry) -> Bool {
        guard let creation = entry.creation, creation.maker === maker else { return false }
        entry.creation = nil
        creation.end()
        return true
    }

    /// The loop `waiter` would close by waiting for the creation `creator` makes, if there is one: the types round
    /// from a resolution that would wait for ever back to the same type.
    ///
    /// A resolution cannot end while its factory waits for one it started, and a creation
    /// cannot end while a resolution below its maker waits at another creation. So a wait never
    /// ends when, from the creation's maker, following the waits of the resolutions below each
    /// maker reaches `waiter` or a resolution above it. Only the resolutions waiting at a
    /// creation are followed: a handful, under the table's lock.
    private func loop(if waiter: Resolution, waitsFor creator: Resolution) -> [InjectionKey]? {
        let blocked = waiter.chain
        // Each maker reached, with the waits followed to reach it: (the maker they are below, the waiter).
        var reached: [(maker: Resolution, via: [(from: Resolution, waiter: Resolution)])] = [(creator, [])]
        var seen: Set<ObjectIdentifier> = []
        while let (maker, via) = reached.popLast() {
            guard seen.insert(ObjectIdentifier(maker)).inserted else { continue }
            if blocked.contains(where: { $0 === maker }) {
                // From the maker above `waiter` down to it, then down each followed wait's path.
                let hops = via.flatMap { hop in hop.waiter.chain.drop { $0 !== hop.from }.dropFirst() }
                return (blocked.drop { $0 !== maker } + hops).map(\.key)
            }
            for (other, next) in waits.values where other.descends(from: maker) {
                reached.append((next, via + [(maker, other)]))
            }
        }
        return nil
    }

    /// The weak-shared registrations whose instance is alive now.
    var liveWeakShared: [Registration] {
        entries.allValues.compactMap { entry in
            entry.registration.keeping == .weakly && entry.identity != nil ? entry.registration : nil
        }
    }

    /// Every registration by its id.
    var registrations: IdentityTable<Registration> {
        entries.mapValues(\.registration)
    }
}
