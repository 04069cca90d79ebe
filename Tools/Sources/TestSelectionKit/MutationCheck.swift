// Validates a selection: a commit's changed code made to fail, every test target run, and every
// failure looked for among the selected targets.
import Foundation
import ToolSupport

/// For one commit: a failure injected into every function of the Swift files it changed, then
/// each test target run alone on that copy (but those selected for their undeclared inputs
/// alone). The selection holds when every target that fails was selected; a skipped target that
/// fails is checked again without the injection, so a failure the commit did not cause is told apart.
struct MutationCheck {
    /// What one commit's check found.
    struct Outcome {
        let commit: String
        let injected: [(file: String, bodies: Int)]
        /// Bodies left out because the failure did not compile in them (an `if` or `switch` expression body).
        let leftOut: Int
        let selected: [String]
        /// Selected targets not run: selected for their undeclared inputs alone.
        let notRun: [String]
        let failed: [String]
        /// Skipped targets that failed with the injection and pass without it: the selection missed them.
        let missed: [String]
        /// Skipped targets that fail without the injection too.
        let failingAnyway: [String]
        /// Why the check could not run (nothing to inject, the copy does not build), or `nil`.
        let inconclusive: String?

        var holds: Bool { missed.isEmpty }
    }

    let copy: WorkingCopy
    let scratch: URL

    /// Checks the selection of `commit`'s own change.
    ///
    /// - Throws: ``Tool/Failure/finding(_:)`` when git or the toolchain cannot be run.
    func check(_ change: ChangeSet, selection: TestSelection) throws -> Outcome {
        try copy.checkOut(change.head)
        let tests = Set(change.manifest.targets.filter { $0.type == "test" }.map(\.name))
        let sources = change.manifest.targets.filter { $0.type != "system" && $0.type != "binary" }
        var originals: [String: String] = [:]
        for file in change.files where file.hasSuffix(".swift") {
            guard sources.contains(where: { file.hasPrefix($0.path + "/") }), let text = copy.read(file) else {
                continue
            }
            originals[file] = text
        }
        let (injections, left, failure) = try injectBuilding(originals)
        let injected = injections.sorted { $0.key < $1.key }.filter { !$0.value.points.isEmpty }.map {
            (file: $0.key, bodies: $0.value.points.count)
        }
        let selected = selection.selected.map(\.target)
        let notRun = selection.selected.filter(\.readsOnly).map(\.target)
        func outcome(failed: [String] = [], missed: [String] = [], anyway: [String] = [], _ why: String? = nil)
            -> Outcome
        {
            Outcome(
                commit: change.head, injected: injected, leftOut: left, selected: selected, notRun: notRun,
                failed: failed, missed: missed, failingAnyway: anyway, inconclusive: why)
        }
        if let failure { return outcome("the copy with the failures injected does not build: \(failure)") }
        guard !injected.isEmpty else {
            return outcome(
                "no function of a changed Swift file to inject a failure into"
                    + (left > 0 ? " (\(left) left out: the failure did not build in them)" : ""))
        }
        // A target selected for its undeclared inputs alone links none of the injected code, and
        // is selected whatever it does: running it cannot find a miss (Horizon's runs the scripts).
        let failed = try tests.subtracting(notRun).sorted().filter { try !passes($0) }
        let unselected = failed.filter { !selected.contains($0) }
        guard !unselected.isEmpty else { return outcome(failed: failed) }
        try copy.checkOut(change.head)
        if let output = try build() {
            return outcome(
                failed: failed,
                "the commit itself does not build: \(BuildLog.firstError(in: output) ?? "swift build failed")")
        }
        let anyway = try unselected.filter { try !passes($0) }
        return outcome(failed: failed, missed: unselected.filter { !anyway.contains($0) }, anyway: anyway)
    }

    /// Injects the failure into the files and builds; a body the failure does not compile in (an
    /// `if` or `switch` expression that was the body's value) is left out, and the build retried.
    ///
    /// - Returns: Each file's injection, how many bodies were left out, and the first error when
    ///   the copy does not build after ``rounds`` tries.
    private func injectBuilding(_ originals: [String: String]) throws -> (
        injections: [String: FailureInjection.Injected], leftOut: Int, failure: String?
    ) {
        var skipping: [String: Set<Int>] = [:]
        var injections: [String: FailureInjection.Injected] = [:]
        for (file, text) in originals {
            injections[file] = FailureInjection.inject(into: text)
            try copy.write(injections[file]?.text ?? text, to: file)
        }
        let count = { skipping.values.reduce(0) { $0 + $1.count } }
        guard injections.values.contains(where: { !$0.points.isEmpty }) else { return (injections, 0, nil) }
        for _ in 0..<Self.rounds {
            guard let output = try build() else { return (injections, count(), nil) }
            var blamed: Set<String> = []
            for (file, line) in errors(in: output) {
                guard let point = injections[file]?.point(before: line),
                    skipping[file, default: []].insert(point.opening).inserted
                else { continue }
                blamed.insert(file)
            }
            guard !blamed.isEmpty else {
                return (injections, count(), BuildLog.firstError(in: output) ?? "swift build failed")
            }
            for file in blamed {
                guard let text = originals[file] else { continue }
                injections[file] = FailureInjection.inject(into: text, skipping: skipping[file, default: []])
                try copy.write(injections[file]?.text ?? text, to: file)
            }
        }
        return (injections, count(), try build().map { BuildLog.firstError(in: $0) ?? "swift build failed" })
    }

    /// How many builds an injection may take before it is given up.
    static let rounds = 6

    /// The files of the copy (relative paths) and lines the compiler's errors name.
    private func errors(in output: String) -> [(file: String, line: Int)] {
        let prefix = copy.tree.standardizedFileURL.path + "/"
        return output.split(separator: "\n").compactMap { line in
            guard line.hasPrefix(prefix), line.contains(": error: ") else { return nil }
            let fields = line.dropFirst(prefix.count).split(separator: ":", maxSplits: 2)
            guard fields.count == 3, let number = Int(fields[1]) else { return nil }
            return (String(fields[0]), number)
        }
    }

    /// Builds the copy and its tests; what the build printed when it fails, `nil` when it builds.
    private func build() throws -> String? {
        let outcome = try Subprocess.run(
            ["swift", "build", "--build-tests", "--package-path", copy.tree.path, "--scratch-path", scratch.path])
        return outcome.status == 0 ? nil : outcome.output
    }

    /// Whether one test target's tests pass on the copy as built.
    private func passes(_ test: String) throws -> Bool {
        let outcome = try Subprocess.run(
            [
                "swift", "test", "--skip-build", "--package-path", copy.tree.path, "--scratch-path", scratch.path,
                "--filter", "^\(PackageDump.moduleName(of: test))\\.",
            ])
        return outcome.status == 0 || outcome.output.contains("No matching test cases were run")
    }
}
