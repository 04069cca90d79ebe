import Foundation
import ToolSupport

/// Runs scenarios on a warm sandbox: each edit is applied, built, timed and reverted (the
/// revert is built too, untimed, so every run starts from the same warm state).
///
/// Each edited module is first rebuilt once, untimed (``prime(_:places:)``). With an `oracle`,
/// the first run's incremental build is compared with a build from nothing of the same tree.
/// A layout edit that does not compile (an exhaustive `switch` over the enum, say) is left out.
func measure(
    _ sandbox: Sandbox, shape: String, features: Int?, scenarios: [(Place, Edit)], runs: Int, oracle: Oracle? = nil
) throws -> [Record] {
    try prime(sandbox, places: scenarios.map(\.0))
    var records: [Record] = []
    for (number, (place, edit)) in scenarios.enumerated() {
        var times: [Double] = []
        var actionTimes: [Double] = []
        var criticalPaths: [Double] = []
        var recompiled: Set<String> = []
        var verdict: Oracle.Verdict?
        let subject = try edit.layoutKind.flatMap { try LayoutEdit.find($0, in: place, of: sandbox.root) }?.subject
        for index in 1...runs {
            try sandbox.writeProbe(edit, in: place)
            let result: BuildOutcome
            do {
                result = try sandbox.build()
            } catch let failure as Tool.Failure where edit.layoutKind != nil {
                let reason =
                    BuildLog.firstError(
                        in: failure.description, scratch: sandbox.root, package: sandbox.original ?? sandbox.root)
                    ?? String(failure.description.prefix(200))
                progress(
                    "\(place.module): \(subject ?? "the type") does not compile with the edit (\(reason)): left out")
                try sandbox.writeProbe(nil, in: place)
                _ = try sandbox.build()
                break
            }
            guard result.recompiled.contains(place.moduleName) else {
                throw Tool.Failure.finding(
                    "editing \(place.module) (\(edit.title)) did not recompile \(place.moduleName): the probe did not reach "
                        + "its sources in \(place.path); check the target's path")
            }
            times.append(result.seconds)
            if let seconds = result.actionSeconds { actionTimes.append(seconds) }
            if let seconds = result.criticalPathSeconds { criticalPaths.append(seconds) }
            recompiled.formUnion(result.recompiled)
            if let oracle {
                verdict = try compared(sandbox, oracle, place: place, edit: edit, into: verdict, reverted: false)
            }
            progress(
                "\(sandbox.buildSystem.title) \(shape)\(features.map { " N=\($0)" } ?? ""): \(place.module), \(edit.title), run \(index)/\(runs): "
                    + "\(format(result.seconds)) s, \(result.recompiled.count) recompiled: \(result.recompiled.joined(separator: ", "))"
            )
            try sandbox.writeProbe(nil, in: place)
            // The last edit's revert builds nothing that is measured: the tree is left as it began,
            // unless the oracle checks the revert's build too.
            if number < scenarios.count - 1 || index < runs || oracle != nil { _ = try sandbox.build() }
            if let oracle {
                verdict = try compared(sandbox, oracle, place: place, edit: edit, into: verdict, reverted: true)
            }
        }
        guard !times.isEmpty else { continue }
        records.append(
            Record(
                shape: shape, features: features, place: place.module, role: place.role, edit: edit,
                recompiled: recompiled.sorted(), seconds: Seconds(times), buildSystem: sandbox.buildSystem,
                actionSeconds: actionTimes.isEmpty ? nil : Seconds(actionTimes).median,
                criticalPathSeconds: criticalPaths.isEmpty ? nil : Seconds(criticalPaths).median, subject: subject,
                verdict: verdict))
    }
    return records
}

/// The oracle's verdict on the sandbox's last build, after an edit or after its revert, added to
/// the scenario's verdict so far: every run and every revert is compared with a build from nothing.
private func compared(
    _ sandbox: Sandbox, _ oracle: Oracle, place: Place, edit: Edit, into verdict: Oracle.Verdict?, reverted: Bool
) throws -> Oracle.Verdict {
    let build = reverted ? "\(edit.title), taken out again" : edit.title
    progress("\(place.module), \(build): the same tree from nothing, to compare…")
    let found = try oracle.verdict(sandbox, edited: place.moduleName)
    progress("\(place.module), \(build): \(found.text)")
    return (verdict ?? Oracle.Verdict(stale: [], staleAfterRevert: [])).adding(found, reverted: reverted)
}

/// Edits and reverts each place once, building both, untimed.
///
/// The first rebuild of a module after a clean build is not a steady state: the driver reads
/// the rebuilt module's dependency graph for the first time, takes every declaration in it for
/// new, and recompiles each importer's files that use a name it declares. Seen here: a body-only
/// edit in Router recompiled HorizonBench on its first run only, because HorizonBench's files
/// use `Mutex` and Router extends `Mutex` (`-Xswiftc -driver-show-incremental`: "Newer: Modules",
/// then "Traced: interface of type Mutex"). After this round, every run starts from the state a
/// developer's second edit sees.
func prime(_ sandbox: Sandbox, places: [Place]) throws {
    var primed: Set<String> = []
    for place in places where primed.insert(place.module).inserted {
        progress("priming \(place.module): one untimed edit and revert")
        try sandbox.writeProbe(.body, in: place)
        _ = try sandbox.build()
        try sandbox.writeProbe(nil, in: place)
        _ = try sandbox.build()
    }
}

func progress(_ message: String) {
    FileHandle.standardError.write(Data("  \(message)\n".utf8))
}

/// A build from nothing and builds with nothing changed, as records: what a build system costs
/// before any edit.
///
/// The no-op build runs at least three times, even with `--quick`: the first one after a build
/// from nothing is not the steady state on every build system (SwiftPM's native build at
/// N = 1,000 took 42 s, then 1.2 s), and the record's median and maximum keep both.
func baseline(_ sandbox: Sandbox, shape: String, features: Int?, runs: Int, first: Bool) throws -> [Record] {
    let label = "\(sandbox.buildSystem.title) \(shape)\(features.map { " N=\($0)" } ?? "")"
    progress("\(label): clean build…")
    let clean = try sandbox.build(first: first)
    progress("\(label): clean build \(format(clean.seconds)) s, \(clean.recompiled.count) modules")
    let unchanged = try (1...max(runs, 3)).map { _ in try sandbox.build() }
    progress("\(label): no-op build \(format(Seconds(unchanged.map(\.seconds)).median)) s")
    return [(Edit.clean, [clean]), (.unchanged, unchanged)].map { edit, builds in
        Record(
            shape: shape, features: features, place: "every module", role: "package", edit: edit,
            recompiled: edit == .clean ? clean.recompiled : [], seconds: Seconds(builds.map(\.seconds)),
            buildSystem: sandbox.buildSystem,
            actionSeconds: builds.compactMap(\.actionSeconds).isEmpty
                ? nil : Seconds(builds.compactMap(\.actionSeconds)).median,
            criticalPathSeconds: builds.compactMap(\.criticalPathSeconds).isEmpty
                ? nil : Seconds(builds.compactMap(\.criticalPathSeconds)).median)
    }
}
