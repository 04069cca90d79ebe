import Foundation
import TestSupport
import Testing

/// Flows act as a user: what they tap or check is reached through interfaces (a screen's
/// protocol, the routing protocols) or the hierarchy snapshot, never through a concrete
/// feature type, an engine-internal type or the router's and container's tables.
@Suite("Flow sources")
struct FlowSourceTests {
    let root = ProcessRunner.repositoryRoot()

    /// Members of the engine that read its tables or reach past the faces.
    static let engineMembers: Set<String> = [
        "container", "cachedInstance", "liveWeakSharedTypes", "routeTable", "moduleTable", "featureTable",
        "dependencyTable", "registeredServices", "registry",
    ]

    /// The engine's app-facing API, which flows use as the app does: what links did, the
    /// navigation state, events. (It lives in the engine because features never use it.)
    static let appFacingEngineTypes: Set<String> = [
        "RouterEvent", "RouteTransition", "NavigationState", "LinkDispatch", "LinkStep", "LinkOptions", "LinkRedirect",
        "LinkOrigins", "ServiceFallbackDelegate", "DependencyResolving",
    ]

    @Test("no flow names a concrete feature type, an engine-internal type or a table of the engine")
    func flowsActAsUsers() throws {
        let forbidden = try forbiddenNames().subtracting(Self.appFacingEngineTypes)
        let flows = try flowFiles()
        #expect(flows.count >= 5, "the flow files were not found")
        for file in flows {
            let hits = Self.names(in: try String(contentsOf: file, encoding: .utf8)).intersection(forbidden)
            #expect(hits.isEmpty, "\(file.lastPathComponent) names \(hits.sorted().joined(separator: ", "))")
        }
    }

    @Test("the check sees what a flow that reaches inside would name")
    func checkCanFail() throws {
        let forbidden = try forbiddenNames()
        #expect(
            forbidden.isSuperset(of: [
                "PresentedRoute", "DependencyContainer", "ProfileScreen", "LoginScreen", "AuthService",
            ]))
        let reaching = """
            let top = (window.root as? StackContainer)?.screens[1] as? ShowPageScreen
            try (handle as? PresentedRoute)?.remove()
            _ = flow.app.router.moduleTable // a comment naming AccountStore is fine
            """
        #expect(
            Self.names(in: reaching).intersection(forbidden) == ["ShowPageScreen", "PresentedRoute", "moduleTable"])
    }

    /// Every file in App/HorizonFlows that declares flows.
    private func flowFiles() throws -> [URL] {
        let folder = root.appendingPathComponent("App/HorizonFlows")
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
            .filter { (try? String(contentsOf: $0, encoding: .utf8))?.contains("Flow(\n") == true }
    }

    /// The types declared in the concrete engine and in every concrete feature module, and the engine's tables.
    private func forbiddenNames() throws -> Set<String> {
        let modules = root.appendingPathComponent("Modules")
        // The engine and the toolkits too: a flow acts through the seam, so it plays on either toolkit.
        var folders = ["Router/Router", "UIToolkit/HeadlessUI", "UIToolkit/DeclarativeUI"].map {
            modules.appendingPathComponent($0)
        }
        for pair in try FileManager.default.contentsOfDirectory(atPath: modules.path)
        where pair != "Router" && pair != "UIToolkit" {
            // A pair may be an interface alone (RouterValues: the values the faces share).
            let concrete = modules.appendingPathComponent("\(pair)/\(pair)")
            if FileManager.default.fileExists(atPath: concrete.path) { folders.append(concrete) }
        }
        var names = Self.engineMembers
        let declaration =
            #/(?m)^\s*(?:@\w+\s+)*(?:(?:public|private|fileprivate|internal|final|indirect)\s+)*(?:struct|class|enum|actor|protocol)\s+(\w+)/#
        for folder in folders {
            for file in try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            where file.pathExtension == "swift" {
                let text = try String(contentsOf: file, encoding: .utf8)
                for match in text.matches(of: declaration) { names.insert(String(match.1)) }
            }
        }
        names.remove("Router")  // the app's router is how a flow opens links, as the system would
        return names
    }

    /// The identifiers in Swift source, comments and string literals left out (a flow says
    /// "Profile" when it checks what the user sees).
    static func names(in source: String) -> Set<String> {
        let code = source.split(separator: "\n").map { line in
            let withoutStrings = line.replacing(#/"(?:[^"\\]|\\.)*"/#, with: "\"\"")
            return withoutStrings.range(of: "//").map { withoutStrings[..<$0.lowerBound] } ?? withoutStrings[...]
        }
        return Set(code.flatMap { $0.matches(of: #/[A-Za-z_][A-Za-z0-9_]*/#).map { String($0.output) } })
    }
}
