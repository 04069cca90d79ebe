import Foundation

/// Runs scenarios on a warm sandbox: each edit is applied, built, timed and reverted (the
/// revert is built too, untimed, so every run starts from the same warm state).
func measure(_ sandbox: Sandbox, shape: String, features: Int?, scenarios: [(Place, Edit)], runs: Int) throws
    -> [Record]
{
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

func progress(_ message: String) {
    FileHandle.standardError.write(Data("  \(message)\n".utf8))
}
