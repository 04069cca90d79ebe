import Foundation
import RouterInterface
import RouterModulesInterface
import Testing
import TimeServiceInterface

@testable import TimeService

@Suite("LiveTimeService")
struct LiveTimeServiceTests {
    /// 2026-11-22 13:04:05 UTC.
    static let instant = Date(timeIntervalSince1970: 1_795_352_645)

    @Test(
        "formats the clock's time in the time zone set through the protocol",
        arguments: [(0, "13:04:05 GMT"), (3600, "14:04:05 GMT+0100"), (-5 * 3600, "08:04:05 GMT-0500")])
    func format(offset: Int, expected: String) throws {
        let service: any TimeServiceInput = LiveTimeService(now: { Self.instant })
        service.timeZone = try #require(TimeZone(secondsFromGMT: offset))
        #expect(service.currentTimeString() == expected)
    }

    @Test("the routable declaration names the protocol")
    func declaration() {
        #expect(RoutableService<any TimeServiceInput>().name == "TimeServiceInput")
        #expect(RoutableService<any TimeServiceInput>() == RoutableService(declaring: (any TimeServiceInput).self))
    }
}
