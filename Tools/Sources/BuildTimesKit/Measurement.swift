import Foundation
import ToolSupport

/// Runs scenarios on a warm sandbox: each edit is applied, built, timed and reverted (the
/// revert is built too, untimed, so every run starts from the same warm state).
///
/// Each edited module is first rebuilt once, untimed (``prime(_:places:)``).
func measure(_ sandbox: Sandbox, shape: String, features: Int?, scenarios: [(Place, Edit)], runs: Int) throws
    -> [Record]
{
    try prime(sandbox, places: scenarios.map(\.0))
    var records: [Record] = []
    for (place, edit) in scenarios {
        var times: [Double] = []
        var recompiled: Set<String> = []
        for index in 1...runs {
            try sandbox.writeProbe(edit, in: place)
            let result = try sandbox.build()
            guard result.recompiled.contains(place.moduleName) else {
                throw Tool.Failure.finding(
                    "editing \(place.module) (\(edit.title)) did not recompile \(place.moduleName): the probe did not reach "
                        + "its sources in \(place.path); check the target's path")
            }
            times.append(result.seconds)
            recompiled.formUnion(result.recompiled)
            progress(
                "\(shape)\(features.map { " N=\($0)" } ?? ""): \(place.module), \(edit.title), run \(index)/\(runs): "
                    + "\(format(result.seconds)) s, \(result.recompiled.count) recompiled: \(result.recompiled.joined(separator: ", "))"
            )
            try sandbox.writeProbe(nil, in: place)
            _ = try sandbox.build()
        }
        records.append(
            Record(
                shape: shape, features: features, place: place.module, role: place.role, edit: edit,
                recompiled: recompiled.sorted(), seconds: Seconds(times)))
    }
    return records
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
