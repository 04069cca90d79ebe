import Foundation
import Testing
import TimeServiceInterface
import TimeServiceTesting

@testable import TimeService

/// What `TimeServiceInput` promises, checked on the module's service and on the double tests use
/// in its place: the time reads `HH:MM:SS` in the zone last set through the protocol, named after it.
@Suite("TimeServiceInput: the contract, on every service")
struct TimeServiceInputContractTests {
    enum Service: String, CaseIterable, Sendable {
        case live = "LiveTimeService (the module's)"
        case fixed = "FixedTimeService (TimeServiceTesting)"

        /// At noon UTC, so both read 12:00:00 there.
        func make() -> any TimeServiceInput {
            switch self {
            case .live: LiveTimeService(now: { Date(timeIntervalSince1970: 1_795_348_800) })
            case .fixed: FixedTimeService()
            }
        }
    }

    @Test("the time is HH:MM:SS in the zone set, named after it", arguments: Service.allCases)
    func zone(_ service: Service) throws {
        let clock = service.make()
        clock.timeZone = .gmt
        #expect(clock.currentTimeString() == "12:00:00 GMT", "\(service.rawValue)")
        let zone = try #require(TimeZone(secondsFromGMT: 7200))
        clock.timeZone = zone
        let text = clock.currentTimeString()
        #expect(clock.timeZone == zone && text.hasSuffix(" \(zone.identifier)"), "\(service.rawValue): \(text)")
        #expect(text.split(separator: " ").first?.split(separator: ":").count == 3, "\(service.rawValue): \(text)")
    }
}
