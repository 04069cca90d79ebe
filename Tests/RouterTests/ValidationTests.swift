import HeadlessUI
import Injection
import InjectionInterface
import Locking
import Router
import RouterInterface
import Testing
import UIToolkitInterface

@MainActor
@Suite("validate()")
struct ValidationTests {
    @Test("a sound graph validates")
    func sound() throws {
        try RouterFixture().router.validate()
    }

    @Test("every missing dependency (sorted by message) and every cycle, in one error")
    func everything() throws {
        let fixture = try RouterFixture(registerCounter: false)
        let container = fixture.router.container
        try container.register(Int.self, scope: .transient) { (text: String) in text.count }
        try container.register(String.self, scope: .transient) { (number: Int) in "\(number)" }
        try container.register(Double.self, scope: .transient) { (flag: Bool, more: Float) in flag ? Double(more) : 0 }
        #expect(
            throws: RouterError.invalidConfiguration([
                .dependency(.missingDependency(type: "Counter", requiredBy: "AlphaFeature")),
                .dependency(.missingDependency(type: "Bool", requiredBy: "Double")),
                .dependency(.missingDependency(type: "Float", requiredBy: "Double")),
                .dependency(.dependencyCycle(["Int", "String", "Int"])),
            ])
        ) {
            try fixture.router.validate()
        }
    }

    @Test("validation builds nothing")
    func buildsNothing() throws {
        // This test's own count: `LiveCounter.made` is shared with suites running in parallel.
        let built = Locked(0)
        let fixture = try RouterFixture(registerCounter: false)
        try fixture.router.container.register((any Counter).self, scope: .weakShared) { () -> any Counter in
            built.withLock { $0 += 1 }
            return LiveCounter()
        }
        try fixture.router.validate()
        #expect(built.withLock { $0 } == 0)
        _ = try fixture.router.container.resolve((any Counter).self)
        #expect(built.withLock { $0 } == 1, "the count sees a build")
    }
}
