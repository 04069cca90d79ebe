import Foundation
import ToolSupport

/// Runs scenarios on warm sandboxes, one per build system: each edit is applied, built, timed
/// and reverted (the revert is built too, untimed, so every run starts from the same warm state).
///
/// The runs interleave, as `horizon bench` interleaves its batches: run 1 of every scenario on
/// every build system, then run 2, and so on, the build systems taking turns (``Lane/turns(_:run:)``).
/// A drift of the machine's speed, or another process for a minute, then spreads over every
/// cell instead of landing on one. The load average is read before each timed build and kept
/// beside its time.
///
/// Each edited module is first rebuilt once, untimed (``prime(_:places:)``). With an oracle,
/// every run's incremental build, and every revert's, is compared with a build from nothing of
/// the same tree. A layout edit that does not compile (an exhaustive `switch` over the enum,
/// say) is left out.
func measure(
    _ lanes: [Lane], shape: String, features: Int?, scenarios: [(Place, Edit)], runs: Int
) throws -> [Record] {
    for lane in lanes { try prime(lane.sandbox, places: scenarios.map(\.0)) }
    var cells = scenarios.map { _ in lanes.map { _ in Cell() } }
    let runs = max(runs, 1)
    for run in 1...runs {
        let order = Lane.turns(Array(lanes.indices), run: run)
        for (number, (place, edit)) in scenarios.enumerated() {
            for index in order where !cells[number][index].leftOut {
                let lane = lanes[index]
                let isLast = run == runs && number == scenarios.count - 1 && index == order.last
                try cells[number][index].measure(
                    lane, place: place, edit: edit, run: run, of: runs, label: label(lane.sandbox, shape, features),
                    buildsRevert: !isLast || lane.oracle != nil)
            }
        }
    }
    return zip(scenarios, cells).flatMap { scenario, laneCells in
        zip(lanes, laneCells).compactMap { lane, cell in
            cell.record(
                place: scenario.0, edit: scenario.1, shape: shape, features: features,
                buildSystem: lane.sandbox.buildSystem)
        }
    }
}

/// `Bazel horizontal N=25`: what a progress line is about.
private func label(_ sandbox: Sandbox, _ shape: String, _ features: Int?) -> String {
    "\(sandbox.buildSystem.title) \(shape)\(features.map { " N=\($0)" } ?? "")"
}

/// One scenario on one build system: its runs so far.
private struct Cell {
    var times: [Double] = []
    var actionTimes: [Double] = []
    var criticalPaths: [Double] = []
    var loads: [Double] = []
    var recompiled: Set<String> = []
    var verdict: Oracle.Verdict?
    var subject: String?
    /// A layout edit that did not compile: no more runs, no record.
    var leftOut = false

    /// One run: the edit, its timed build, the revert and its build (untimed), each compared
    /// with a build from nothing when the lane has an oracle.
    mutating func measure(
        _ lane: Lane, place: Place, edit: Edit, run: Int, of runs: Int, label: String, buildsRevert: Bool
    ) throws {
        let sandbox = lane.sandbox
        subject = try edit.layoutKind.flatMap { try LayoutEdit.find($0, in: place, of: sandbox.root) }?.subject
        try sandbox.writeProbe(edit, in: place)
        let load = LoadAverage.oneMinute()
        let result: BuildOutcome
        do {
            result = try sandbox.build()
        } catch let failure as Tool.Failure where edit.layoutKind != nil {
            let reason =
                BuildLog.firstError(
                    in: failure.description, scratch: sandbox.root, package: sandbox.original ?? sandbox.root)
                ?? String(failure.description.prefix(200))
            progress("\(place.module): \(subject ?? "the type") does not compile with the edit (\(reason)): left out")
            try sandbox.writeProbe(nil, in: place)
            _ = try sandbox.build()
            leftOut = true
            return
        }
        guard result.recompiled.contains(place.moduleName) else {
            throw Tool.Failure.finding(
                "editing \(place.module) (\(edit.title)) did not recompile \(place.moduleName): the probe did not reach "
                    + "its sources in \(place.path); check the target's path")
        }
        times.append(result.seconds)
        if let load { loads.append(load) }
        if let seconds = result.actionSeconds { actionTimes.append(seconds) }
        if let seconds = result.criticalPathSeconds { criticalPaths.append(seconds) }
        recompiled.formUnion(result.recompiled)
        if let oracle = lane.oracle {
            verdict = try compared(sandbox, oracle, place: place, edit: edit, into: verdict, reverted: false)
        }
        progress(
            "\(label): \(place.module), \(edit.title), run \(run)/\(runs): \(format(result.seconds)) s"
                + (load.map { " (load \(String(format: "%.1f", $0)))" } ?? "")
                + ", \(result.recompiled.count) recompiled: \(result.recompiled.joined(separator: ", "))")
        try sandbox.writeProbe(nil, in: place)
        // The very last revert builds nothing that is measured: the tree is left as it began,
        // unless the oracle checks the revert's build too.
        if buildsRevert { _ = try sandbox.build() }
        if let oracle = lane.oracle {
            verdict = try compared(sandbox, oracle, place: place, edit: edit, into: verdict, reverted: true)
        }
    }

    /// The scenario's record, or `nil` when it was left out before any run.
    func record(place: Place, edit: Edit, shape: String, features: Int?, buildSystem: BuildSystem) -> Record? {
        guard !times.isEmpty else { return nil }
        return Record(
            shape: shape, features: features, place: place.module, role: place.role, edit: edit,
            recompiled: recompiled.sorted(), seconds: Seconds(times), buildSystem: buildSystem,
            actionSeconds: actionTimes.isEmpty ? nil : Seconds(actionTimes).median,
            criticalPathSeconds: criticalPaths.isEmpty ? nil : Seconds(criticalPaths).median, subject: subject,
            verdict: verdict, loads: loads.isEmpty ? nil : loads)
    }
}

/// The oracle's verdict on the sandbox's last build, after an edit or after its revert, added to
/// the scenario's verdict so far: every run and every revert is compared with a build from nothing.
private func compared(
    _ sandbox: Sandbox, _ oracle: Oracle, place: Place, edit: Edit, into verdict: Oracle.Verdict?, reverted: Bool
) throws -> Oracle.Verdict {
    let build = reverted ? "\(edit.title), taken out again" : edit.title
    progress("\(place.module), \(build): comparing with the same tree built from nothing…")
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

/// A build from nothing and builds with nothing changed, as records: what each build system
/// costs before any edit.
///
/// Each lane builds from nothing once, one after the other (a build from nothing takes the
/// machine for minutes at large N: five of each would take a session; the record says one run).
/// The no-op builds then take turns, at least three each, even with `--quick`: the first one
/// after a build from nothing is not the steady state on every build system (SwiftPM's native
/// build at N = 1,000 took 42 s, then 1.2 s), and the record's median and maximum keep both.
func baseline(_ lanes: [Lane], shape: String, features: Int?, runs: Int, first: Bool) throws -> [Record] {
    var builds: [[(outcome: BuildOutcome, load: Double?)]] = []
    for lane in lanes {
        progress("\(label(lane.sandbox, shape, features)): clean build…")
        let load = LoadAverage.oneMinute()
        let clean = try lane.sandbox.build(first: first)
        progress(
            "\(label(lane.sandbox, shape, features)): clean build \(format(clean.seconds)) s, "
                + "\(clean.recompiled.count) modules")
        builds.append([(clean, load)])
    }
    var unchanged: [[(outcome: BuildOutcome, load: Double?)]] = lanes.map { _ in [] }
    for run in 1...max(runs, 3) {
        for index in Lane.turns(Array(lanes.indices), run: run) {
            let load = LoadAverage.oneMinute()
            unchanged[index].append((try lanes[index].sandbox.build(), load))
        }
    }
    return zip(lanes, zip(builds, unchanged)).flatMap { lane, pair in
        let (clean, noOps) = pair
        progress(
            "\(label(lane.sandbox, shape, features)): no-op build "
                + "\(format(Seconds(noOps.map(\.outcome.seconds)).median)) s")
        return [(Edit.clean, clean), (.unchanged, noOps)].map { edit, runs in
            let outcomes = runs.map(\.outcome)
            let loads = runs.compactMap(\.load)
            return Record(
                shape: shape, features: features, place: "every module", role: "package", edit: edit,
                recompiled: edit == .clean ? outcomes.first?.recompiled ?? [] : [],
                seconds: Seconds(outcomes.map(\.seconds)), buildSystem: lane.sandbox.buildSystem,
                actionSeconds: outcomes.compactMap(\.actionSeconds).isEmpty
                    ? nil : Seconds(outcomes.compactMap(\.actionSeconds)).median,
                criticalPathSeconds: outcomes.compactMap(\.criticalPathSeconds).isEmpty
                    ? nil : Seconds(outcomes.compactMap(\.criticalPathSeconds)).median,
                loads: loads.isEmpty ? nil : loads)
        }
    }
}
