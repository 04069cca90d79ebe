import Injection
import InjectionInterface
import Locking
import Testing

@Suite("DependencyContainer")
struct ContainerTests {
    @Test("scopes: transient makes new, singleton keeps one, weak-shared lives while held")
    func scopes() throws {
        let container = DependencyContainer()
        try container.register((any Counter).self, scope: .transient) { LiveCounter() }
        try container.register(LiveCounter.self, scope: .singleton) { LiveCounter() }
        #expect(try container.resolve((any Counter).self).serial != container.resolve((any Counter).self).serial)
        #expect(try container.resolve(LiveCounter.self) === container.resolve(LiveCounter.self))

        let shared = DependencyContainer()
        try shared.register((any Counter).self, scope: .weakShared) { LiveCounter() }
        var held: (any Counter)? = try shared.resolve((any Counter).self)
        let firstSerial = held?.serial
        #expect(try shared.resolve((any Counter).self).serial == firstSerial, "shared while held")
        held = nil
        #expect(shared.cachedInstance(of: (any Counter).self) == nil, "released when nobody holds it")
        #expect(try shared.resolve((any Counter).self).serial != firstSerial, "rebuilt on next use")
    }

    @Test("a named scope keeps one instance until it is ended")
    func namedScope() throws {
        let container = DependencyContainer()
        try container.register((any Counter).self, scope: .named("session")) { LiveCounter() }
        let first = try container.resolve((any Counter).self).serial
        #expect(try container.resolve((any Counter).self).serial == first)
        let scopes = try container.resolve((any ScopeControlling).self)
        scopes.endScope("session")
        #expect(container.cachedInstance(of: (any Counter).self) == nil)
        #expect(try container.resolve((any Counter).self).serial != first)
    }

    @Test("same-named types from two modules do not collide")
    func typeIdentity() throws {
        let container = DependencyContainer()
        try container.register((any ModuleA.Client).self) { ClientA() }
        try container.register((any ModuleB.Client).self) { ClientB() }
        #expect(try container.resolve((any ModuleA.Client).self).module == "A")
        #expect(try container.resolve((any ModuleB.Client).self).module == "B")
    }

    @Test("factories get their dependencies by parameter type")
    func factoryDependencies() throws {
        let container = DependencyContainer()
        try container.register((any Counter).self, scope: .singleton) { LiveCounter() }
        try container.register(String.self, scope: .transient) { (counter: any Counter) in "counter \(counter.serial)" }
        let serial = try container.resolve((any Counter).self).serial
        #expect(try container.resolve(String.self) == "counter \(serial)")
    }

    @Test("bad registrations and resolutions are typed errors")
    func errors() throws {
        let container = DependencyContainer()
        #expect(throws: InjectionError.missingDependency(type: "Counter", requiredBy: "the caller")) {
            try container.resolve((any Counter).self)
        }
        try container.register((any Counter).self) { LiveCounter() }
        #expect(throws: InjectionError.duplicateRegistration(type: "Counter")) {
            try container.register((any Counter).self) { LiveCounter() }
        }
        try container.register(Int.self, scope: .weakShared) { 42 }
        #expect(throws: InjectionError.weakSharedRequiresClass("Int")) { try container.resolve(Int.self) }
        struct Refused: Error {}
        try container.register(Double.self, scope: .transient) { () throws -> Double in throw Refused() }
        #expect(throws: InjectionError.dependencyFailed(type: "Double", reason: "Refused()")) {
            try container.resolve(Double.self)
        }
        #expect(container.unregister((any Counter).self))
        #expect(!container.isRegistered((any Counter).self))
    }

    @Test("a cycle is a typed error at resolution, not a stack overflow")
    func runtimeCycle() throws {
        let container = DependencyContainer()
        try container.register(Int.self, scope: .transient) { (text: String) in text.count }
        try container.register(String.self, scope: .transient) { (number: Int) in "\(number)" }
        #expect(throws: InjectionError.dependencyCycle(["Int", "String", "Int"])) { try container.resolve(Int.self) }
    }

    @Test("an instance the container lets go is released outside its lock: its deinit may resolve")
    func releasedOutsideTheLock() throws {
        let container = DependencyContainer()
        let log = DeinitLog()
        try container.register(String.self, scope: .transient) { "resolved" }
        try container.register(DeinitProbe<Kept>.self, scope: .singleton) { [weak container] in
            DeinitProbe(container, log, "singleton")
        }
        try container.register(DeinitProbe<Session>.self, scope: .named("session")) { [weak container] in
            DeinitProbe(container, log, "session")
        }
        _ = try container.resolve(DeinitProbe<Kept>.self)
        _ = try container.resolve(DeinitProbe<Session>.self)
        container.endScope("session")
        #expect(log.entries == ["session: resolved"])
        #expect(container.unregister(DeinitProbe<Kept>.self))
        #expect(log.entries == ["session: resolved", "singleton: resolved"])
    }

    @Test("a type unregistered while its factory runs: the caller gets what was made, nothing is kept")
    func unregisteredWhileMaking() throws {
        let container = DependencyContainer()
        try container.register(LiveCounter.self, scope: .singleton) { [weak container] in
            _ = container?.unregister(LiveCounter.self)
            return LiveCounter()
        }
        let made = try container.resolve(LiveCounter.self)
        #expect(!container.isRegistered(LiveCounter.self))
        #expect(container.cachedInstance(of: LiveCounter.self) == nil)
        try container.register(LiveCounter.self, scope: .singleton) { LiveCounter() }
        #expect(try container.resolve(LiveCounter.self) !== made, "the new registration keeps nothing of the old one")
    }
}

/// Tags telling the probes' registrations apart.
private enum Kept {}
private enum Session {}

/// Resolves from its container when it goes: a deinit run under the container's lock would
/// deadlock or trap. (Weak, as the container keeps the probe's factory.)
final class DeinitProbe<Tag>: Sendable {
    weak let container: DependencyContainer?
    let log: DeinitLog
    let name: String

    init(_ container: DependencyContainer?, _ log: DeinitLog, _ name: String) {
        (self.container, self.log, self.name) = (container, log, name)
    }

    deinit {
        let value = (try? container?.resolve(String.self)) ?? "failed"
        log.append("\(name): \(value)")
    }
}

final class DeinitLog: Sendable {
    private let lines = Locked<[String]>([])
    var entries: [String] { lines.withLock { $0 } }
    func append(_ line: String) { lines.withLock { $0.append(line) } }
}
