import Foundation
import Testing
import ToolSupport

@testable import InterfaceChangesKit

@Suite("InterfaceDiff")
struct InterfaceDiffTests {
    /// A symbol graph of `P` with a protocol and the given members (`requirementOf` P).
    func graph(_ members: [(name: String, declaration: String)], defaults: [String] = []) throws -> SymbolGraph {
        let protocolSymbol =
            #"{"identifier": {"precise": "s:P"}, "kind": {"identifier": "swift.protocol", "displayName": "Protocol"}, "#
            + #""pathComponents": ["P"], "declarationFragments": [{"spelling": "protocol P"}]}"#
        let symbols = members.map { member in
            #"{"identifier": {"precise": "s:P\#(member.name)"}, "kind": {"identifier": "swift.method", "#
                + #""displayName": "Instance Method"}, "pathComponents": ["P", "\#(member.name)"], "#
                + #""declarationFragments": [{"spelling": "\#(member.declaration)"}]}"#
        }
        let relationships =
            members.map { member in
                #"{"kind": "requirementOf", "source": "s:P\#(member.name)", "target": "s:P"}"#
            }
            + defaults.map { name in
                #"{"kind": "defaultImplementationOf", "source": "s:P\#(name)", "target": "s:P\#(name)"}"#
            }
        let json =
            #"{"symbols": [\#(([protocolSymbol] + symbols).joined(separator: ", "))], "#
            + #""relationships": [\#(relationships.joined(separator: ", "))]}"#
        return try JSONDecoder().decode(SymbolGraph.self, from: Data(json.utf8))
    }

    @Test("an unchanged module has no change; a new requirement without a default is breaking")
    func newRequirement() throws {
        let before = try graph([("a()", "func a()")])
        #expect(InterfaceDiff(module: "PInterface", before: before, after: before).changes.isEmpty)
        let after = try graph([("a()", "func a()"), ("b()", "func b()")])
        let diff = InterfaceDiff(module: "PInterface", before: before, after: after)
        #expect(diff.changes.map(\.path) == ["P.b()"] && diff.changes.first?.kind == .added)
        #expect(diff.isBreaking, "conformers must implement the new requirement")
    }

    @Test("a changed declaration and a removed one are breaking, each named")
    func changedAndRemoved() throws {
        let before = try graph([("a()", "func a()"), ("b()", "func b()")])
        let after = try graph([("a()", "func a() async")])
        let diff = InterfaceDiff(module: "PInterface", before: before, after: after)
        #expect(diff.changes.map(\.kind) == [.changed, .removed], "\(diff.changes)")
        #expect(diff.changes.allSatisfy { $0.breaking != nil })
    }
}
