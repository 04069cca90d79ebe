// Which test targets a change must run, and why: the changed files mapped to targets, the
// dependency graph walked backwards from them.
import ToolSupport

/// The test targets a change reaches, each with why, and those it leaves out.
///
/// A test target runs when its bundle links a changed target: SwiftPM links a test target's whole
/// dependency closure, so a change reaches, at run time, every test whose closure holds it. In a
/// horizontal graph that is a concrete module's own tests and the tests of the roots that link it,
/// and an interface's importers' tests. A test whose code starts processes also runs when an
/// executable it may start links a change. A build plugin, and the tool it runs, reach the targets
/// that apply it. A changed manifest or `Package.resolved` runs every test;
/// a test's undeclared inputs (files it reads outside its targets) run it when they change; a
/// file outside every target (docs, scripts) runs nothing else.
struct TestSelection: Equatable {
    /// A selected test target and why it runs.
    struct Pick: Equatable {
        let target: String
        let reasons: [String]
        /// The changed targets its bundle links, itself included when its own files changed.
        var linked: [String] = []
        /// Whether it runs for its undeclared inputs alone: no changed code is linked into it.
        var readsOnly = false

        /// Two picks are the same when they name the same target for the same reasons (which
        /// name the linked targets).
        static func == (lhs: Pick, rhs: Pick) -> Bool {
            (lhs.target, lhs.reasons, lhs.readsOnly) == (rhs.target, rhs.reasons, rhs.readsOnly)
        }
    }

    /// The test targets that must run, sorted by name.
    let selected: [Pick]
    /// The test targets the change cannot reach, sorted.
    let skipped: [String]
    /// The changed files no target holds and no undeclared input names.
    let outside: [String]

    /// Selects the test targets of `manifest` that `change` reaches.
    ///
    /// - Parameters:
    ///   - manifest: The package's manifest at the change's end.
    ///   - files: The changed files, relative to the package's folder.
    ///   - manifestChanged: What changed in the manifest or `Package.resolved`, or `nil` when
    ///     they read the same: when set, every test target runs, with this reason.
    ///   - inputs: The files each test target reads outside its targets.
    ///   - runners: The test targets that may run the package's executables (their code starts
    ///     processes): a change an executable links runs them.
    ///   - packages: The local packages the range changed: a test that links one of their products runs.
    init(
        manifest: PackageDump, files: [String], manifestChanged: String?, inputs: UndeclaredInputs,
        runners: Set<String> = [], packages: [LocalPackages.Change] = []
    ) {
        let targets = manifest.targets
        let byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let owners = Self.owners(of: files, in: targets)
        let tests = targets.filter { $0.type == "test" }.map(\.name).sorted()
        var selected: [Pick] = []
        var skipped: [String] = []
        // A build plugin is in the closure of each target that applies it (`plugins:`), and so is
        // the tool it runs: what it generates is compiled into that target.
        let everything = manifestChanged
        // swift test builds every executable, and a test that starts processes may run one; it
        // may run a plugin no target applies too (a command plugin: `swift package <verb>`).
        let executables = Self.changedExecutables(in: targets, byName: byName, changed: owners.changed)
        let applied = Set(targets.flatMap(\.pluginUsages))
        let commandPlugins = targets.filter { $0.type == "plugin" && !applied.contains($0.name) }.map(\.name).sorted()
            .filter { plugin in Self.closure(of: plugin, in: byName).contains { owners.changed[$0.0] != nil } }
        for test in tests {
            if let everything {
                selected.append(Pick(target: test, reasons: [everything]))
                continue
            }
            var reasons: [String] = []
            var linked: [String] = []
            for (changed, chain) in Self.closure(of: test, in: byName) {
                guard let count = owners.changed[changed]?.count else { continue }
                linked.append(changed)
                let what = "\(count) file\(count == 1 ? "" : "s") changed"
                reasons.append(
                    changed == test
                        ? "its own files: \(what)"
                        : Self.pluginReason(chain, changed: changed, what: what, in: byName)
                            ?? "links \(changed) (\(what)) through \(chain.joined(separator: " → "))")
            }
            reasons += Self.packageReasons(of: test, in: byName, packages: packages)
            if runners.contains(test), !executables.isEmpty {
                let names = executables.map(\.executable)
                let shown =
                    names.count > 3
                    ? names.prefix(3).joined(separator: ", ") + " and \(names.count - 3) more"
                    : names.joined(separator: ", ")
                let what = Set(executables.map(\.changed)).sorted().joined(separator: ", ")
                reasons.append(
                    "may run the executable\(names.count == 1 ? "" : "s") \(shown), which swift test builds and "
                        + "which changed or link\(names.count == 1 ? "s" : "") what changed (\(what)): its code starts processes"
                )
            }
            if runners.contains(test), !commandPlugins.isEmpty {
                reasons.append(
                    "may run the plugin\(commandPlugins.count == 1 ? "" : "s") \(commandPlugins.joined(separator: ", ")) "
                        + "(swift package …), which no target applies and which changed or uses what changed: its "
                        + "code starts processes")
            }
            let read = Dictionary(grouping: files) { inputs.input(of: test, matching: $0) }
            for (input, found) in read.sorted(by: { ($0.key ?? "") < ($1.key ?? "") }) {
                guard let input else { continue }
                let files = found.count == 1 ? found[0] : "\(found.count) changed files (\(found[0]), …)"
                reasons.append("reads \(files) (undeclared input '\(input)' in \(inputs.source))")
            }
            if reasons.isEmpty {
                skipped.append(test)
            } else {
                selected.append(Pick(target: test, reasons: reasons, linked: linked, readsOnly: linked.isEmpty))
            }
        }
        self.selected = selected
        self.skipped = skipped
        outside = owners.outside.filter { file in
            !ManifestCache.isManifest(file) && file != "Package.resolved"
                && !tests.contains { inputs.input(of: $0, matching: file) != nil }
        }
    }

    /// The `swift test --filter` pattern that runs the selected targets, `nil` when none is.
    var filter: String? {
        selected.isEmpty
            ? nil : "^(\(selected.map { PackageDump.moduleName(of: $0.target) }.joined(separator: "|")))\\."
    }

    /// The changed files of each target (the deepest target folder holding the file), and those of none.
    private static func owners(of files: [String], in targets: [PackageDump.Target]) -> (
        changed: [String: [String]], outside: [String]
    ) {
        var changed: [String: [String]] = [:]
        var outside: [String] = []
        for file in files {
            let owner = targets.filter { file == $0.path || file.hasPrefix($0.path + "/") }
                .max { $0.path.count < $1.path.count }
            if let owner { changed[owner.name, default: []].append(file) } else { outside.append(file) }
        }
        return (changed, outside)
    }

    /// Why a test runs for the changed local packages: a target in its closure uses a product of
    /// one (by `.product(name:package:)`, or by a name that is no target of the package).
    private static func packageReasons(
        of test: String, in byName: [String: PackageDump.Target], packages: [LocalPackages.Change]
    ) -> [String] {
        guard !packages.isEmpty else { return [] }
        var reasons: [String] = []
        var seen: Set<String> = []
        for (name, chain) in closure(of: test, in: byName) {
            guard let target = byName[name] else { continue }
            let uses =
                target.productUses + target.targetDependencies.filter { byName[$0] == nil }.map { ($0, nil) }
                + target.plugins.filter { byName[$0.name] == nil }.map { ($0.name, $0.package) }
            for (product, package) in uses {
                for change in packages where change.offers(product, package: package) {
                    guard seen.insert(change.path).inserted else { continue }
                    reasons.append(
                        "links the product \(product) of the local package \(change.path) (\(change.what)) through "
                            + chain.joined(separator: " → "))
                }
            }
        }
        return reasons
    }

    /// Why a test runs when the chain to the changed target passes through a build plugin: the
    /// plugin, or a tool it runs, generates code compiled into the target before it in the chain.
    private static func pluginReason(
        _ chain: [String], changed: String, what: String, in byName: [String: PackageDump.Target]
    ) -> String? {
        guard let index = chain.firstIndex(where: { byName[$0]?.type == "plugin" }), index > 0 else { return nil }
        let (plugin, user) = (chain[index], chain[index - 1])
        let source =
            changed == plugin
            ? "the plugin \(plugin) (\(what))" : "\(changed) (\(what)), which the plugin \(plugin) runs,"
        return "\(source) generates code compiled into \(user): " + chain.joined(separator: " → ")
    }

    /// The executables whose closure holds a changed target, each with the first changed target found.
    private static func changedExecutables(
        in targets: [PackageDump.Target], byName: [String: PackageDump.Target], changed: [String: [String]]
    ) -> [(executable: String, changed: String)] {
        targets.filter { $0.type == "executable" }.map(\.name).sorted().compactMap { executable in
            closure(of: executable, in: byName).map(\.0).first { changed[$0] != nil }.map { (executable, $0) }
        }
    }

    /// Every target in `test`'s dependency closure, itself included, with the shortest chain of
    /// dependencies that reaches it from `test`, in breadth-first order. The build plugins of the
    /// package a target applies are in it, with what they depend on (the tools they run).
    static func closure(of test: String, in targets: [String: PackageDump.Target]) -> [(String, [String])] {
        var chains: [String: [String]] = [test: [test]]
        var order = [test]
        var index = 0
        while index < order.count {
            let next = order[index]
            index += 1
            let plugins = targets[next]?.plugins.map(\.name).filter { targets[$0] != nil } ?? []
            for dependency in (targets[next]?.targetDependencies ?? []) + plugins where chains[dependency] == nil {
                chains[dependency] = chains[next, default: []] + [dependency]
                order.append(dependency)
            }
        }
        return order.map { ($0, chains[$0, default: []]) }
    }
}

extension TestSelection {
    /// Selects the test targets a range of commits reaches.
    init(_ change: ChangeSet, inputs: UndeclaredInputs) {
        self.init(
            manifest: change.manifest, files: change.files, manifestChanged: change.manifestChanged, inputs: inputs,
            runners: change.runners, packages: change.packages)
    }
}
