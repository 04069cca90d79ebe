import Foundation

/// A module an experiment edits, and what role it plays in the graph.
struct Place: Codable, Hashable {
    let module: String
    /// "leaf service", "feature", "router", "interface", "composition root", "shared service".
    let role: String
    /// The module's source folder, relative to the package root.
    let path: String

    var isInterface: Bool { role.contains("interface") }
}

/// The kinds of edit, from the cheapest to the one that changes a contract.
enum Edit: String, Codable, CaseIterable {
    /// A change inside a function body.
    case body
    /// A private stored property added to a type.
    case declaration
    /// A public function added.
    case publicAPI = "public-api"
    /// A requirement added to a public protocol (interfaces only).
    case requirement
    /// Not an edit: a build from nothing.
    case clean

    var title: String {
        switch self {
        case .body: "body-only change inside a function"
        case .declaration: "private stored property added"
        case .publicAPI: "public API added"
        case .requirement: "protocol requirement added"
        case .clean: "clean build"
        }
    }

    /// The edits that apply to a place.
    static func applying(to place: Place) -> [Edit] {
        place.isInterface ? [.body, .declaration, .publicAPI, .requirement] : [.body, .declaration, .publicAPI]
    }
}

/// The file the experiment adds to each edited module before the warm build, and its edits.
enum Probe {
    static let fileName = "BuildTimeProbe.swift"

    /// The probe's source with one edit applied, or none for the baseline.
    static func source(_ edit: Edit?) -> String {
        """
        // Added by Scripts/measure-build-times to a scratch copy: the edits happen here.
        struct BuildTimeProbe {
            var value = 0\(edit == .declaration ? "\n    private var added = 1" : "")

            func measure() -> Int {
                value + \(edit == .body ? 1 : 0)
            }
        }

        /// A protocol the experiment can add a requirement to.
        public protocol BuildTimeProbing {
            func probe() -> Int\(edit == .requirement ? "\n    func addedRequirement() -> Int" : "")
        }
        \(edit == .publicAPI ? "\n/// Added public API.\npublic func buildTimeProbeAdded() -> Int { 1 }\n" : "")
        """
    }
}
