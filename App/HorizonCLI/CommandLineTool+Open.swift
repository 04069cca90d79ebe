import Foundation
import HierarchyInspection
import HorizonAppInterface
import RouterInspection
import RouterInterface
import RouterLinksInspection
import RouterLinksInterface
import UIToolkitInterface

extension CommandLineTool {
    /// `horizon open URL... [--json] [--signed-in] [--junctions-only] [--state FILE] [--save-state FILE]`:
    /// launches the app headlessly and opens each link in turn, printing the hierarchy after each.
    ///
    /// The links come from outside the app, schemeless ones too (`.fromOutside`): only routes
    /// declared openable from outside open. The state files are checked before the app starts;
    /// with `--json`, standard output is one JSON array, or nothing when a link fails.
    func open(_ arguments: [String], json: Bool) async -> Int32 {
        var words = arguments[...]
        var links: [String] = []
        var signedIn = false
        var options: LinkOptions = [.fromOutside]
        var statePath: String?
        var savePath: String?
        while let word = words.popFirst() {
            switch word {
            case "--signed-in": signedIn = true
            case "--junctions-only": options.insert(.junctionsOnly)
            case "--state", "--save-state":
                guard let path = words.popFirst(), !path.hasPrefix("--") else {
                    return usage("open: \(word) needs a file path")
                }
                if word == "--state" { statePath = path } else { savePath = path }
            case _ where word.hasPrefix("--"):
                return usage(
                    "open: unknown option '\(word)' (options: --json, --signed-in, --junctions-only, --state FILE, --save-state FILE)"
                )
            default: links.append(word)
            }
        }
        guard !links.isEmpty || statePath != nil else {
            return usage("open needs at least one link, such as horizon://shows/42")
        }
        var state: NavigationState?
        do throws(FileError) {
            if let statePath { state = try StateFile.read(statePath) }
            if let savePath { try WritableFile.check(savePath, holding: StateFile.kind) }
        } catch {
            return usage(error.description)
        }
        let app: any RunningApp
        do {
            app = try makeApp(.fixtures, .headless)
            if signedIn { try await app.signIn(username: "ada", password: "analytical") }
        } catch {
            errors("horizon: the app did not start: \(error)")
            return 1
        }
        if let state, let statePath {
            do {
                try app.links.restore(state)
            } catch {
                return usage("cannot restore \(statePath): \(error)")
            }
            await app.settle()
            if !json { output("restored \(statePath)\n" + app.window.snapshot.textTree(style: style) + "\n") }
        }
        var reports: [OpenReport] = []
        for link in links {
            let dispatch: LinkDispatch
            do {
                dispatch = try app.links.open(link: link, options: options)
            } catch .badLink(let text, let failure) {
                // With --json nothing reaches standard output: a half-written array is no JSON.
                return usage(LinkError.badLink(text, failure).description)
            } catch {
                errors("horizon: \(error)")
                return 1
            }
            await app.settle()
            let snapshot = app.window.snapshot
            if json {
                reports.append(
                    OpenReport(
                        link: link, route: dispatch.route, steps: dispatch.steps.map(\.description),
                        redirect: dispatch.redirect?.description, hierarchy: snapshot))
            } else {
                output(dispatch.description + "\n" + snapshot.textTree(style: style) + "\n")
            }
        }
        if let savePath {
            do throws(FileError) {
                try StateFile.write(app.router.navigationState, to: savePath, restorableBy: app.links)
            } catch {
                return failure(writing: error)
            }
            if !json { output("saved the navigation state to \(savePath)") }
        }
        if json { output(Self.encode(reports)) }
        return 0
    }
}

/// What `horizon open --json` prints for each link.
struct OpenReport: Encodable {
    let link: String
    let route: String
    let steps: [String]
    let redirect: String?
    let hierarchy: HierarchySnapshot
}
