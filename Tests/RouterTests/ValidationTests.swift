import HeadlessUI
import Router
import RouterInterface
import Synchronization
import Testing

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
        #expect(throws: RouterError.invalidConfiguration([
            .missingDependency(type: "Counter", requiredBy: "AlphaFeature"),
            .missingDependency(type: "Bool", requiredBy: "Double"),
            .missingDependency(type: "Float", requiredBy: "Double"),
            .dependencyCycle(["Int", "String", "Int"]),
        ])) {
            try fixture.router.validate()
        }
    }

    @Test("validation builds nothing")
    func buildsNothing() throws {
        let before = LiveCounter.made.load(ordering: .relaxed)
        try RouterFixture().router.validate()
        #expect(LiveCounter.made.load(ordering: .relaxed) == before)
    }
}
