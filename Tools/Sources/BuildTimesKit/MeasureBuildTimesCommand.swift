// Measures what an edit recompiles and how long the rebuild takes, on a scratch copy of any
// SwiftPM package; or the vertical control against its horizontal twin at several sizes.
import ArchitectureCheckKit
import Foundation
import ToolSupport

/// The `measure-build-times` executable's work: it reads `CommandLine.arguments` and exits with the tool's status.
public enum MeasureBuildTimesCommand {
    static let usage = """
        usage: measure-build-times [--package-path DIR] [--modules A,B | --all] [--runs N]
                                   [--quick] [--out DIR] [--configuration debug|release]
                                   [--disable-cmo] [--assert-horizontal] [--build-system B] [--verify] [--help]
               measure-build-times --budget FILE [--package-path DIR] [--build-system B] [--format text|github|json]
               measure-build-times --shared-cache [--package-path DIR] [--modules A[:EDIT],B…] [--runs N] [--out DIR]
               measure-build-times --remote-execution [--package-path DIR] [--out DIR]
               measure-build-times --module-outputs [--out DIR]
               measure-build-times --render RESULTS.json[,RESULTS.json…] --out DIR
               measure-build-times --scale SIZES [--runs N] [--quick] [--out DIR]
                                   [--configuration debug|release] [--disable-cmo]
                                   [--files F] [--functions K] [--build-system B] [--verify]
                                   [--edited service,feature,layout] [--shape horizontal|vertical]
                                   [--public-imports]

        A PACKAGE (default: the current directory; Scripts/measure-build-times passes Horizon's)

        Any SwiftPM package that builds. Its library and executable targets are read from
        `swift package dump-package` (test targets are not built by `swift build`; plugins, binary and
        system-library targets have no module to edit; macros build for the compiler, not the app).
        Places: the targets --modules names, or every library and executable with --all; with neither,
        Horizon's five places when the package has them (HTTPClient, Profile, Router,
        HTTPClientInterface with its protocol, HorizonApp), every library and executable otherwise.
        Edits: a body-only change inside a function, a private stored property added, the body of a
        public function changed (a default implementation in an extension of the place's protocol where
        it has one), public API added and, where a place's protocol is known, a protocol requirement
        added. The edits happen in a probe file the tool adds to each place before one warm build. Beside each measured set it
        prints the set the import graph predicts (the module alone for a body or a private declaration;
        with every module that imports it, directly or through an @_exported re-export, for public API)
        and the difference, with the reason where it is known.

          --modules A,B        the targets to edit
          --all                every library and executable target
          --runs N             runs per scenario (default 5; 1 with --quick); prints the median, min
                               and max, and the one-minute load average read before each timed build
                               (median and highest: the tool's own builds keep it near the cores)
          --quick              three scenarios of Horizon, or public API on each place; one run each
                               unless --runs says more (one run's time is to read, not to compare)
          --out DIR            also write DIR/results.json and DIR/results.csv
          --configuration C    debug (default: the edit-build loop) or release (swift build -c release:
                               whole-module and cross-module optimization, which recompile by other rules)
          --disable-cmo        with release: compile with -Xswiftc -disable-cmo (no cross-module
                               optimization: body edits stay in their module, as in debug)
          --assert-horizontal  exit 1 when editing a concrete module recompiled any module other than
                               itself, its own faces (RouterServices… for the engine's Router) and the
                               composition root (Horizon's shape: the root is under App/)
          --package-path DIR   the package to measure (default: the current directory)
          --budget FILE        measure the scenarios a recompile budget names (build-budget.json), once
                               each, and exit 1 naming the module, the edit, the set it recompiled and
                               the budget when a set goes beyond it. Each rule: "places" (target
                               names, or the kinds "concrete" and "interface"), "edits" (body,
                               declaration, public-body, public-api, requirement), and "may recompile"
                               ("itself", "its faces", "importers", "composition roots", or names)
          --format F           with --budget: text (default), github (the table, then each set beyond
                               its budget as a GitHub Actions annotation on the rule's line in FILE:
                               ::error file=…,line=…::…) or json (one document instead of the table:
                               {"passed", "budget", "scenarios", "findings": [{"module", "edit",
                               "buildSystem", "recompiled", "rule", "allows", "beyond"}]})
        Each edited module is first edited and reverted once, untimed (the first rebuild after the
        warm build is not a steady state). With several build systems, each gets a copy and their
        runs take turns: run 1 of every scenario on each, then run 2, the first system changing each
        run, so a slower minute of the machine spreads over every cell. A full run of Horizon rebuilds 2 × runs × 21 times: about
        12 minutes on 2 cores with --runs 5 in debug, 27 minutes with --runs 3 in release (whole
        modules recompile); --quick about 1 minute.

        SCALING (--scale 6,25,50,100)
        Generates the vertical control and its horizontal twin (generate-graph) at each size:
        3 shared services and N features, each feature using every service and the previous feature.
        For both shapes at each N it times a clean build and a build with nothing changed (the build
        system's own overhead), then edits the service every feature uses (body-only, private stored
        property, public function's body, public API) and adds a requirement to its protocol (in its
        interface when horizontal), then edits the feature in the middle of the chain (Feature<N/2>):
        its body, and public API where the next feature sees it (its interface when horizontal).
        --quick makes only the body-only and public-API edits of the service (one run each unless
        --runs; --runs 5 for times to compare); --edited feature makes those of the middle feature
        instead (at N = 1,000, the vertical service's public API rebuilds every feature, one after
        the other), --edited layout a private stored property added to the public struct of the
        service's contract, which every feature embeds; several apart by commas make each. Below each table, how the sets differ from
        the import graph's prediction; with Bazel, the goals at its largest N: a no-op under 1 s, and
        the feature's public-API edit within 1.5 times the build's critical path (from its profile).
        --files F and --functions K set the code per module (default 4 files of 8 functions, about
        250 lines). With --out DIR it also writes scaling.md and three SVG charts against N: the
        rebuild time, the modules recompiled, and what grows when little recompiles (the no-op
        build, the horizontal edits). Debug, --runs 3: about 30 minutes at 6,25,50,100 on 2 cores;
        --quick at 6,25 about 2 minutes. N = 1,000 is opt-in, one build system per run
        (docs/build-times.md, "A thousand features, on three build systems"). --shape horizontal
        or vertical measures one shape alone (Swift Build planned the vertical chain of N = 500 for
        13 minutes before it compiled, and its planning grows faster than the chain).

        The generated modules follow Horizon's rules (InternalImportsByDefault, MemberImportVisibility):
        a module imports `public` only what its public API names. --public-imports generates them as
        before, every import public, so a feature's importers load the whole chain below it: measure both.

        --render A.json[,B.json…] --out DIR writes scaling.md and the charts again from the
        results.json of one or more scaling runs, as one report (after an upgrade of this tool, or to
        put the runs of several build systems side by side), without building anything.

        CORRECTNESS
        --verify             after each incremental build of a scenario, each run's with the edit and
                             each after its revert, build the same tree from
                             nothing at the same path and compare every module's object files (their
                             code: the debugger's data set aside); each row says "same as clean" or
                             names the stale modules, and the run exits 1 when any module is stale.
                             First, two builds from nothing must agree (a module that differs is
                             non-deterministic: exit 2), and a control edit (a comment) must differ
                             nowhere; a second control adds a line above each place's first file,
                             which moves every line below (and any line number inlined elsewhere).
                             Adds the layout edits of each place's own public types: a
                             private property added to a public struct or class, a larger payload
                             case added to a public enum (left out when an exhaustive switch over it
                             does not compile), and says which places have such types. Of each
                             kind it changes first a type another module's public type stores by
                             value (asked of the compiler: emitted modules read by
                             swift-api-digester), the shape an incremental build can miss. Each
                             scenario costs one more build from nothing.

        BUILD SYSTEMS (bazel needs bazel on the PATH: Debian's bazel-bootstrap)
        --build-system B     swiftpm (default; SwiftPM's native build), swiftbuild (swift build
                             --build-system swiftbuild, a preview in 6.3), bazel (`bazel build //...`
                             from the files bazel-build-files writes into the copy; one output base
                             per copy, its server up, as a developer's; libraries with library
                             evolution where they compile with it), bazel-no-evolution (the same,
                             every library without it: what the interface cutoff saves), both
                             (swiftpm and bazel), all (swiftpm, swiftbuild and bazel), or several
                             apart by commas (swiftpm,bazel,bazel-no-evolution). With more than one, the real graph also gets a clean and a
                             no-op build per system, and a table puts them side by side: modules
                             recompiled, wall time, the verdict with --verify, and for Bazel the
                             seconds of its compile and link actions (from its --profile).
        --shared-cache       two checkouts, each with its own output base, sharing a remote cache
                             the tool starts on 127.0.0.1 (nginx with WebDAV: Debian's nginx-light)
                             and stops: the first builds the package and fills the cache, the
                             second builds it from the cache, then the first edits each module of
                             --modules (the first concrete module without it): public API added and,
                             where it has a public struct, a private stored property added to it
                             (NAME:public-api or NAME:layout-struct makes only that one); the second
                             pulls each edit, --runs times (5 unless given; each run adds a name the
                             cache has not seen, and takes it out after): the median of each.
                             Exits 1 when the second checkout ran any action itself.
        --remote-execution   Bazel's own remote worker (bazel-worker; Debian's bazel-bootstrap-source
                             and the JDK), started on 127.0.0.1 with each action in its sandbox,
                             and stopped: a checkout builds the package from nothing with local
                             Bazel, then again with every action executed by the worker; a second
                             checkout builds it from the worker's cache. Exits 1 when the remote
                             build ran an action on this machine, or the second checkout ran any.
        --module-outputs     which swiftc outputs stay byte-identical across each edit kind, for
                             each way of emitting what importers compile against (no package needed)

        Prints Markdown; progress goes to stderr. Exits 0; 1 on a failed assertion, or a build the
        tool's own edit broke; 2 on bad input, a package that does not build included (the reason
        names your file and its first error). Nothing outside the scratch folder is written, except --out,
        which gets only the tool's own files: one of those names that the user has there (not
        written by Horizon's tools, which record theirs in DIR/.written-by-horizon-tools) is refused
        before anything runs, and the folder is made only when the report is written.
        """

    /// Runs the tool and exits: 0 done, 1 a finding, 2 bad input (the reason on standard error).
    public static func main() -> Never {
        Tool.run(named: "measure-build-times", usage: usage) { arguments in
            let options = try Options.parse(
                &arguments,
                accepting: [
                    "--package-path", "--modules", "--all", "--runs", "--quick", "--out", "--configuration",
                    "--disable-cmo", "--assert-horizontal", "--scale", "--render", "--files", "--functions",
                    "--build-system", "--shared-cache", "--remote-execution", "--module-outputs", "--budget",
                    "--verify", "--format", "--edited", "--shape", "--public-imports",
                ])
            if options.shape != nil, options.mode != .scale {
                throw Tool.Failure.badInput("--shape chooses the shape a scaling run measures: it needs --scale")
            }
            if options.format != .text, options.budget == nil {
                throw Tool.Failure.badInput("--format prints a budget's findings: it needs --budget FILE")
            }
            switch options.mode {
            case .real:
                let package = try options.measuredPackage()
                let manifest = try PackageDump.dumping(package).includingLocalPackages(from: package)
                    .requiringEditableModules()
                let scratch = try ScratchFolder("horizon-build-times")
                defer { scratch.remove() }
                if options.sharedCache {
                    return try sharedCache(package: package, manifest: manifest, scratch: scratch.url, options: options)
                }
                if options.remoteExecution {
                    return try RemoteExecutionExperiment(
                        package: package, manifest: manifest, scratch: scratch.url,
                        configuration: options.configuration
                    ).report(out: options.out)
                }
                return try RealGraphExperiment(
                    package: package, scratch: scratch.url, manifest: manifest,
                    options: options
                ).run()
            case .scale:
                let scratch = try ScratchFolder("horizon-build-times")
                defer { scratch.remove() }
                var report = Report(options: options)
                report.records = try ScaleExperiment(
                    sizes: options.sizes, runs: options.runs, quick: options.quick, files: options.files,
                    functions: options.functions, scratch: scratch.url, configuration: options.configuration,
                    compilerFlags: options.compilerFlags, buildSystems: options.buildSystems, verify: options.verify,
                    edited: options.edited ?? [.service],
                    shapes: options.shape.map { [$0] } ?? Generator.Shape.allCases, publicImports: options.publicImports
                ).run()
                let scale = ScaleReport(report: report)
                print(scale.markdown)
                if let out = options.out {
                    try out.write(try report.files() + scale.charts, flag: "--out")
                    print(
                        "wrote \(out.folder.path)/results.json, results.csv, scaling.md and three charts (scaling-time, scaling-modules, scaling-overhead .svg)"
                    )
                }
                return verdict(of: report, verified: options.verify)
            case .moduleOutputs:
                let scratch = try ScratchFolder("horizon-module-outputs")
                defer { scratch.remove() }
                let cells = try ModuleOutputExperiment(scratch: scratch.url).run()
                print(ModuleOutputExperiment.markdown(cells))
                if let out = options.out {
                    try out.write([("module-outputs.json", try jsonData(cells))], flag: "--out")
                    print("\nwrote \(out.folder.path)/module-outputs.json")
                }
                return .success
            case .render:
                guard !options.results.isEmpty, let out = options.out else {
                    throw Tool.Failure.badInput("--render needs a scaling run's results.json and --out DIR")
                }
                let reports = try options.results.map { results in
                    guard let data = try? Data(contentsOf: results),
                        let report = try? JSONDecoder().decode(Report.self, from: data)
                    else { throw Tool.Failure.badInput("cannot read \(results.path) as the results of a scaling run") }
                    return report
                }
                try out.write(ScaleReport(report: try Report(merging: reports)).charts, flag: "--out")
                print(
                    "wrote \(out.folder.path)/scaling.md and its charts from "
                        + options.results.map(\.path).joined(separator: ", "))
                return .success
            }
        }
    }

    /// The shared-cache experiment on each module `--modules` names, or on the first concrete
    /// module of the real graph.
    static func sharedCache(package: URL, manifest: PackageDump, scratch: URL, options: Options) throws -> Tool.Status {
        let experiment = RealGraphExperiment(package: package, scratch: scratch, manifest: manifest, options: options)
        let suffix = try PackageLayout.of(package: package).interfaceSuffix
        let places =
            options.modules.isEmpty
            ? try experiment.places().first(where: {
                !$0.role.contains("interface") && !$0.module.hasSuffix(suffix)
            }).map { [$0] } ?? []
            : try experiment.places()
        guard !places.isEmpty else {
            throw Tool.Failure.badInput("the package has no module to edit: name one with --modules")
        }
        return try SharedCacheExperiment(
            package: package, manifest: manifest, scratch: scratch, places: places,
            configuration: options.configuration, edits: options.moduleEdits, runs: options.runs
        ).report(out: options.out)
    }
}
