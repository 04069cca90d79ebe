import Foundation
import HeadlessUI
import HierarchyInspection
import TestSupport
import Testing
import UIToolkitInterface

/// Numbers in snapshots and saved states keep what JSON wrote: integers exactly, whatever
/// their size, and every finite `Double` as itself.
@Suite("JSONValue numbers")
struct JSONValueTests {
    private struct Box: Codable, Equatable {
        var signed: Int64?
        var unsigned: UInt64?
        var double: Double?
    }

    /// Encodes a value, reads it as a `JSONValue`, writes that and decodes it again.
    private func roundTrip(_ box: Box) throws -> Box {
        let value = try JSONValue(encoding: box)
        return try JSONDecoder().decode(Box.self, from: JSONEncoder().encode(value))
    }

    @Test(
        "integers at and beyond 2^53 survive exactly",
        arguments: [
            Int64.max, Int64.min, 9_007_199_254_740_993, -9_007_199_254_740_993, 0, 1, -1,
        ])
    func signed(value: Int64) throws {
        #expect(try roundTrip(Box(signed: value)) == Box(signed: value))
        #expect(try JSONValue(encoding: Box(signed: value)) == .object(["signed": .integer(value)]))
    }

    @Test("unsigned integers above Int64.max survive exactly", arguments: [UInt64.max, UInt64(Int64.max) + 1])
    func unsigned(value: UInt64) throws {
        #expect(try roundTrip(Box(unsigned: value)) == Box(unsigned: value))
    }

    @Test("random integers and finite doubles survive exactly (seeded)")
    func random() throws {
        var random = SeededGenerator(seed: 0x4A50)
        for _ in 0..<2_000 {
            let signed = Int64(bitPattern: random.next())
            let unsigned = random.next()
            var double = Double(bitPattern: random.next())
            if !double.isFinite { double = 0.1 }
            let box = Box(signed: signed, unsigned: unsigned, double: double)
            #expect(try roundTrip(box) == box, "\(box)")
        }
    }

    @Test("the text of a saved integer is the integer, never a rounded double")
    func text() throws {
        #expect(
            try JSONValue(encoding: Box(signed: 9_223_372_036_854_775_807)).description
                == #"{"signed":9223372036854775807}"#)
    }
}
