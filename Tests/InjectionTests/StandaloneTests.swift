import Injection
import InjectionInterface
import Testing

/// The container as an app without Horizon's router uses it: registered at start-up, checked by
/// `validate()` before anything is built, then resolved, with its errors saying what to do.
@Suite("The container without the router")
struct StandaloneTests {
    /// A service of an app that is not Horizon's.
    protocol Clock: Sendable { var now: Int { get } }
    struct FixedClock: Clock { let now = 42 }
    protocol Greeter: Sendable { func greet() -> String }
    struct TimedGreeter: Greeter {
        let clock: any Clock
        func greet() -> String { "hello at \(clock.now)" }
    }

    @Test("validate() names every missing dependency and cycle in one error, before anything is built")
    func validate() throws {
        let container = DependencyContainer()
        try container.register((any Greeter).self, scope: .transient) { (clock: any Clock) in TimedGreeter(clock: clock)
        }
        try container.register(Int.self, scope: .transient) { (text: String) in text.count }
        try container.register(String.self, scope: .transient) { (number: Int) in "\(number)" }
        #expect(
            throws: InjectionError.invalidConfiguration([
                .missingDependency(type: "Clock", requiredBy: "Greeter"), .dependencyCycle(["Int", "String", "Int"]),
            ])
        ) { try container.validate() }
        #expect(container.unregister(Int.self) && container.unregister(String.self))
        try container.register((any Clock).self, scope: .singleton) { FixedClock() }
        try container.validate()
        #expect(try container.resolve((any Greeter).self).greet() == "hello at 42")
    }

    @Test("a test passes a dependency directly: @Resolved(wrappedValue:) needs no container")
    func directValue() {
        struct Feature {
            @Resolved(wrappedValue: FixedClock()) var clock: any Clock
        }
        #expect(Feature().clock.now == 42)
    }

    @Test("a scope's name reads, compares and prints as its text")
    func scopeNames() {
        let session: ScopeName = "session"
        #expect(session == ScopeName("session") && session.rawValue == "session" && "\(session)" == "session")
        let texts = ["a", "b"]
        #expect(ScopeName(texts[0]) < ScopeName(texts[1]))
        #expect(DependencyScope.named(session).description == "scope(session)")
        #expect(
            [DependencyScope.transient, .weakShared, .singleton].map(\.description) == [
                "transient", "weak-shared", "singleton",
            ])
    }

    @Test(
        "every error says what to do",
        arguments: [
            (
                InjectionError.missingDependency(type: "Clock", requiredBy: "Greeter"),
                "Greeter needs Clock, which is not registered: register a factory for it in the composition root"
            ),
            (
                .dependencyCycle(["A", "B", "A"]),
                "dependency cycle A → B → A: break it with a lazy factory or a delegate"
            ),
            (.dependencyFailed(type: "Clock", reason: "signed out"), "could not create Clock: signed out"),
            (
                .weakSharedRequiresClass("Int"),
                "Int is registered weak-shared but is not a class instance: register it as singleton or transient"
            ),
            (.duplicateRegistration(type: "Clock"), "Clock is registered twice: remove one registration"),
            (
                .invalidConfiguration([.weakSharedRequiresClass("Int")]),
                "the container has 1 problem(s):\n  - Int is registered weak-shared but is not a class instance: "
                    + "register it as singleton or transient"
            ),
        ])
    func errors(error: InjectionError, text: String) {
        #expect(error.description == text)
    }
}
