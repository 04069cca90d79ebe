// Validates a selection: a commit's changed code made to fail, every test target run, and every
// failure looked for among the selected targets.
import Foundation
import ToolSupport

/// For one commit: a failure injected into every function of the Swift files it changed, then
/// each test target run alone on that copy (but those selected for their undeclared inputs alone). The selection holds when every target that fails
/// was selected; a skipped target that fails is checked again without the injection, so a
/// failure the commit did not cause is told apart.
struct MutationCheck {
    /// What one commit's check found.
    struct Outcome {
        let commit: String
        let injected: [(file: String, bodies: Int)]
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
    let package: URL

    /// Checks the selection of `commit`'s own change.
    ///
    /// - Throws: ``Tool/Failure/finding(_:)`` when git or the toolchain cannot be run.
    func check(_ change: ChangeSet, selection: TestSelection) throws -> Outcome {
        try copy.checkOut(change.head)
        let tests = Set(change.manifest.targets.filter { $0.type == "test" }.map(\.name))
        let sources = change.manifest.targets.filter { $0.type != "system" && $0.type != "binary" }
        var injected: [(file: String, bodies: Int)] = []
        for file in change.files where file.hasSuffix(".swift") {
            guard sources.contains(where: { file.hasPrefix($0.path + "/") }), let text = copy.read(file) else {
                continue
            }
            let mutated = FailureInjection.inject(into: text)
            guard mutated.bodies > 0 else { continue }
            try copy.write(mutated.text, to: file)
            injected.append((file, mutated.bodies))
        }
        let selected = selection.selected.map(\.target)
        let notRun = selection.selected.filter(\.readsOnly).map(\.target)
        func outcome(failed: [String] = [], missed: [String] = [], anyway: [String] = [], _ why: String? = nil)
            -> Outcome
        {
            Outcome(
                commit: change.head, injected: injected, selected: selected, notRun: notRun, failed: failed,
                missed: missed, failingAnyway: anyway, inconclusive: why)
        }
        guard !injected.isEmpty else {
            return outcome("no function of a changed Swift file to inject a failure into")
        }
        if let error = try build() { return outcome("the copy with the failures injected does not build: \(error)") }
        // A target selected for its undeclared inputs alone links none of the injected code, and
        // is selected whatever it does: running it cannot find a miss (Horizon's runs the scripts).
        let readers = Set(selection.selected.filter(\.readsOnly).map(\.target))
        let failed = try tests.subtracting(readers).sorted().filter { try !passes($0) }
        let unselected = failed.filter { !selected.contains($0) }
        guard !unselected.isEmpty else { return outcome(failed: failed) }
        try copy.checkOut(change.head)
        if let error = try build() { return outcome(failed: failed, "the commit itself does not build: \(error)") }
        let anyway = try unselected.filter { try !passes($0) }
        return outcome(failed: failed, missed: unselected.filter { !anyway.contains($0) }, anyway: anyway)
    }

    /// Builds the copy and its tests; the first error when it does not build.
    private func build() throws -> String? {
        let outcome = try Subprocess.run(
            ["swift", "build", "--build-tests", "--package-path", copy.tree.path, "--scratch-path", scratch.path])
        guard outcome.status != 0 else { return nil }
        return BuildLog.firstError(in: outcome.output) ?? "swift build failed"
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
