// The files a package needs beside its BUILD.bazel to build with Bazel: the Swift rules, the
// workspace, the flags. The same in every package; `bazel-build-files --write` writes them.

/// The small rule set the generated BUILD.bazel loads, and the workspace files around it.
public enum RuleSet {
    /// Each file's path in the package and its text.
    public static let files: [(path: String, text: String)] = [
        ("bazel/swift.bzl", swiftRules),
        ("bazel/BUILD.bazel", "# The Swift rules are in swift.bzl.\n"),
        ("WORKSPACE", workspace), (".bazelrc", bazelrc), (".bazelignore", bazelignore),
    ]

    static let workspace = #"""
        # Bazel's workspace: the package builds with the rules in bazel/swift.bzl and the Swift
        # toolchain on the PATH; nothing is fetched.
        workspace(name = "swift_package")

        # Every test rule reaches for Bazel's coverage tools, which Bazel 4 fetches from the network.
        # Coverage is measured with SwiftPM and llvm-cov, so an empty stand-in keeps `bazel test` offline.
        new_local_repository(
            name = "remote_coverage_tools",
            path = "bazel",
            build_file_content = """
        filegroup(name = "coverage_report_generator", visibility = ["//visibility:public"])
        filegroup(name = "lcov_merger", visibility = ["//visibility:public"])
        """,
        )

        """#

    static let bazelrc = """
        # Actions run in a sandbox of symbolic links (Debian's linux-sandbox prints its debug log
        # on every action); Swift's compiles run in the execution root (bazel/swift.bzl says why).
        # The toolchain is found on the PATH.
        build --spawn_strategy=processwrapper-sandbox
        # A shared cache: add --remote_cache=http://HOST:PORT (Scripts/bazel-cache starts one).
        build --remote_upload_local_results=true

        """

    static let bazelignore = """
        # The folders Bazel does not read.
        .build
        .build-asan
        .build-coverage
        .build-docs
        .build-interfaces
        .build-interfaces-base
        .build-select-tests
        .build-tsan

        """

    static let swiftRules = #"""
        # Horizon's Swift rules for Bazel: swift_library, swift_binary and swift_test over the toolchain's swiftc.
        # Written by `bazel-build-files --write` (Tools/Sources/BazelKit/RuleSet.swift holds it): edit it
        # there. The attribute names are rules_swift's (name, srcs, deps,
        # module_name, copts), so a team at scale changes only the load line of each BUILD.bazel:
        #   load("@build_bazel_rules_swift//swift:swift.bzl", "swift_binary", "swift_library", "swift_test")
        # A C target is a c_library here: Bazel 4's cc_library needs rules_cc, which it fetches from
        # the network, and Debian's rules_cc needs a newer Bazel. With rules_swift it becomes a
        # cc_library tagged swift_module=Name.

        SwiftInfo = provider(
            doc = "What a Swift module gives the modules that import it and the binary that links it.",
            fields = {
                "modules": "depset of the .swiftmodule files of the module and everything it imports",
                "objects": "depset of the object files and static libraries to link",
                "clang": "depset of the module maps and headers of the C modules it imports",
                "module_maps": "depset of the module maps of the C modules it imports",
                "importable": "depset of the modules importers compile against: built from the interface where a library has library evolution, the binary module otherwise",
                "interfaces": "depset of the interfaces those modules were built from, which the compiler checks them against",
            },
        )

        # The compiler's module cache (the Clang modules of Glibc and the toolchain's shims), by a
        # path relative to the action's folder: a local compile runs in the execution root and
        # shares it with every other; a remote action gets a fresh one in its own folder, which
        # goes with it. No absolute path: no action writes outside its folder, and the command
        # lines, so the cache keys, are the same on every machine.
        _MODULE_CACHE = "bazel-out/_swift_module_cache"

        def _dirname(file):
            return file.dirname

        def _module_map_flag(file):
            return "-fmodule-map-file=" + file.path

        # Each action's temporary files (the compiler's, the linker's) in a folder of its own
        # execution root, not /tmp: a remote worker's sandbox lets an action write nowhere else.
        _SCRATCH = 'mkdir -p bazel-out/_tmp && export TMPDIR="$PWD/bazel-out/_tmp" || exit $?\n'

        # swiftc, then the candidate modules it did not load. The dependencies file names a module
        # built from an interface by the interface (X.package.swiftinterface for X.public/X.swiftmodule).
        _COMPILE = _SCRATCH + """
        candidates=$1 unused=$2 object=$3
        shift 3
        swiftc -file-prefix-map "$PWD=." -emit-dependencies "$@" || exit $?
        # No list of what it loaded: every candidate counts as used.
        [ -f "${object%.o}.d" ] || { : > "$unused"; exit 0; }
        while read -r input; do
            case "$input" in
                *.public/*.swiftmodule) loaded="${input%.public/*}.package.swiftinterface" ;;
                *) loaded="$input" ;;
            esac
            grep -qF -- "$loaded" "${object%.o}.d" || echo "$input"
        done < "$candidates" > "$unused"
        """

        def _dependencies(ctx):
            """The modules, C module maps, headers and link inputs of a target's deps."""
            modules = []
            objects = []
            clang = []
            module_maps = []
            importable = []
            interfaces = []
            for dep in ctx.attr.deps:
                info = dep[SwiftInfo]
                modules.append(info.modules)
                objects.append(info.objects)
                clang.append(info.clang)
                module_maps.append(info.module_maps)
                importable.append(info.importable)
                interfaces.append(info.interfaces)
            return struct(
                modules = depset(transitive = modules),
                objects = depset(transitive = objects),
                clang = depset(transitive = clang),
                module_maps = depset(transitive = module_maps),
                importable = depset(transitive = importable),
                interfaces = depset(transitive = interfaces),
            )

        def _compile(ctx, library, srcs, entry_point = None, test = False):
            """One whole-module swiftc action: the module's .swiftmodule and its object file, and a
            library's interface.

            A library with `library_evolution` (rules_swift's attribute) compiles with it, and its
            importers compile against a module built from its package interface, which lists no
            private or internal declaration: an edit of those leaves the importers' inputs
            identical, so Bazel reruns none of them. A library without it gives its binary module.
            A test compiles against the binary modules, which `@testable import` needs.
            """
            module_name = ctx.attr.module_name or ctx.label.name
            swiftmodule = ctx.actions.declare_file(module_name + ".swiftmodule")
            object_file = ctx.actions.declare_file(module_name + ".o")
            deps = _dependencies(ctx)
            imported = deps.modules if test else deps.importable
            checked = [] if test else [deps.interfaces]
            outputs = [swiftmodule, object_file]
            interface = None
            args = ctx.actions.args()
            args.add_all(["-module-name", module_name, "-module-cache-path", _MODULE_CACHE, "-wmo"])
            args.add_all(["-emit-module", "-emit-module-path", swiftmodule, "-emit-object", "-o", object_file])
            if library:
                args.add("-parse-as-library")
            if library and not test and ctx.attr.library_evolution:
                interface = ctx.actions.declare_file(module_name + ".package.swiftinterface")
                public_interface = ctx.actions.declare_file(module_name + ".swiftinterface")
                outputs += [interface, public_interface]
                args.add_all(["-enable-library-evolution", "-emit-module-interface-path", public_interface])
                args.add_all(["-emit-package-module-interface-path", interface])
                # The public module's own action builds the interface, and fails if it does not.
                args.add("-no-verify-emitted-module-interface")
            if ctx.var["COMPILATION_MODE"] == "opt":
                args.add("-O")
            else:
                # As SwiftPM's debug builds: DEBUG is defined, and a test may `@testable import` the module.
                args.add_all(["-D", "DEBUG", "-enable-testing"])
            if entry_point:
                # As SwiftPM on Linux: the executable's main has its own name, so a test can link it.
                args.add_all(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", entry_point])
            args.add_all(imported, map_each = _dirname, uniquify = True, before_each = "-I")
            # Each C module's map by its path: a folder on the search path would have Clang read
            # it for every lookup and record the folder's absolute path in the module.
            args.add_all(deps.module_maps, map_each = _module_map_flag, uniquify = True, before_each = "-Xcc")
            args.add_all(ctx.attr.copts)
            args.add_all(srcs)
            # The modules a compile may load are every module below it; it loads fewer. The
            # compiler lists those it loaded (-emit-dependencies), and the rest are declared
            # unused: an edit of a module this one never loads reruns nothing here.
            candidates = ctx.actions.declare_file(module_name + ".candidates")
            listed = ctx.actions.args()
            listed.set_param_file_format("multiline")
            listed.add_all(imported)
            listed.add_all(depset(transitive = checked))
            ctx.actions.write(candidates, listed)
            unused = ctx.actions.declare_file(module_name + ".unused")
            head = ctx.actions.args()
            head.add_all([candidates, unused, object_file])
            # run, not run_shell: only run takes unused_inputs_list on Bazel 4.
            ctx.actions.run(
                inputs = depset(srcs + [candidates], transitive = [imported, deps.clang] + checked),
                outputs = outputs + [unused],
                executable = "/bin/sh",
                # The sandbox's folder is in no output: every path is relative to it.
                arguments = ["-c", _COMPILE, "swiftc", head, args],
                mnemonic = "SwiftCompile",
                progress_message = "Compiling Swift module " + module_name,
                unused_inputs_list = unused,
                # Outside the sandbox, whose folder changes with every run: the folder is in the
                # Clang modules' context hash (through -file-prefix-map), so in a sandbox every
                # compile built Glibc's and the shims' modules again (0.8 s each) into a cache
                # that grew by a folder per action. The inputs are still named one by one.
                execution_requirements = {"no-sandbox": "1"},
                use_default_shell_env = True,
            )
            public_module = _public_module(ctx, module_name, interface, deps) if interface else None
            return struct(
                swiftmodule = swiftmodule,
                object_file = object_file,
                deps = deps,
                public_module = public_module,
                interface = interface,
            )

        def _public_module(ctx, module_name, interface, deps):
            """The module importers compile against, built from the package interface. The same
            interface gives the same bytes: dependencies are recorded by their hashes, not times."""
            public_module = ctx.actions.declare_file(module_name + ".public/" + module_name + ".swiftmodule")
            args = ctx.actions.args()
            args.add_all(["-frontend", "-compile-module-from-interface", interface, "-module-name", module_name])
            args.add_all(["-o", public_module, "-module-cache-path", _MODULE_CACHE])
            args.add("-serialize-module-interface-dependency-hashes")
            args.add_all(deps.importable, map_each = _dirname, uniquify = True, before_each = "-I")
            # Each C module's map is a module.modulemap alone in its folder, found through -I (an
            # interface's build takes no -Xcc). Clang records that folder's absolute path in the
            # module, so the action runs outside the sandbox, whose path changes with every run:
            # in the execution root the same interface gives the same bytes.
            args.add_all(deps.module_maps, map_each = _dirname, uniquify = True, before_each = "-I")
            ctx.actions.run_shell(
                inputs = depset([interface], transitive = [deps.importable, deps.interfaces, deps.clang]),
                outputs = [public_module],
                command = _SCRATCH + 'swiftc "$@"',
                arguments = [args],
                mnemonic = "SwiftInterfaceModule",
                progress_message = "Building the public module of " + module_name,
                execution_requirements = {"no-sandbox": "1"},
                use_default_shell_env = True,
            )
            return public_module

        def _swift_info(compiled):
            """What a module gives the modules that import it and the binaries that link it."""
            importable = compiled.public_module or compiled.swiftmodule
            return SwiftInfo(
                modules = depset([compiled.swiftmodule], transitive = [compiled.deps.modules]),
                objects = depset([compiled.object_file], transitive = [compiled.deps.objects]),
                clang = compiled.deps.clang,
                module_maps = compiled.deps.module_maps,
                importable = depset([importable], transitive = [compiled.deps.importable]),
                interfaces = depset(
                    [compiled.interface] if compiled.interface else [],
                    transitive = [compiled.deps.interfaces],
                ),
            )

        def _link(ctx, compiled, name, entry_point = None):
            """One swiftc action that links a module's objects and all it imports into an executable."""
            objects = depset([compiled.object_file], transitive = [compiled.deps.objects])
            executable = ctx.actions.declare_file(name)
            args = ctx.actions.args()
            args.add_all(["-emit-executable", "-o", executable])
            if entry_point:
                args.add_all(["-Xlinker", "--defsym", "-Xlinker", "main=" + entry_point])
            args.add_all(objects)
            ctx.actions.run_shell(
                inputs = objects,
                outputs = [executable],
                command = _SCRATCH + 'swiftc "$@"',
                arguments = [args],
                mnemonic = "SwiftLink",
                progress_message = "Linking " + ctx.label.name,
                use_default_shell_env = True,
            )
            return executable

        def _swift_library_impl(ctx):
            compiled = _compile(ctx, library = True, srcs = ctx.files.srcs)
            return [
                DefaultInfo(files = depset([compiled.swiftmodule, compiled.object_file])),
                _swift_info(compiled),
            ]

        def _swift_binary_impl(ctx):
            entry_point = (ctx.attr.module_name or ctx.label.name) + "_main"
            compiled = _compile(ctx, library = False, srcs = ctx.files.srcs, entry_point = entry_point)
            executable = _link(ctx, compiled, ctx.label.name, entry_point = entry_point)
            # A test may import the executable's module and link its objects, as SwiftPM allows.
            return [DefaultInfo(executable = executable, files = depset([executable])), _swift_info(compiled)]

        _RUNNER = """import Testing

        @main struct HorizonTestRunner {
            static func main() async {
                await Testing.__swiftPMEntryPoint() as Never
            }
        }
        """

        # Runs a test from the workspace's own folder: it reads the package, which Bazel cannot list
        # as inputs (the target is tagged external, so its result is never cached).
        _LAUNCHER = "#!/bin/sh\n" + """set -e
        binary="$PWD/{binary}"
        source=$(readlink -f "{source}")
        cd "${{source%/{source}}}"
        exec "$binary" "$@"
        """

        def _swift_test_impl(ctx):
            runner = ctx.actions.declare_file(ctx.label.name + ".runner/TestRunner.swift")
            ctx.actions.write(runner, _RUNNER)
            compiled = _compile(ctx, library = True, srcs = ctx.files.srcs + [runner], test = True)
            if not ctx.attr.reads_workspace:
                executable = _link(ctx, compiled, ctx.label.name)
                return [DefaultInfo(executable = executable, runfiles = ctx.runfiles(files = ctx.files.data))]
            binary = _link(ctx, compiled, ctx.label.name + ".bin")
            launcher = ctx.actions.declare_file(ctx.label.name)
            source = ctx.files.srcs[0]
            ctx.actions.write(
                launcher,
                _LAUNCHER.format(binary = binary.short_path, source = source.short_path),
                is_executable = True,
            )
            return [DefaultInfo(
                executable = launcher,
                runfiles = ctx.runfiles(files = [binary, source] + ctx.files.data),
            )]

        _ATTRS = {
            "srcs": attr.label_list(allow_files = [".swift"], doc = "The module's Swift sources."),
            "deps": attr.label_list(providers = [SwiftInfo], doc = "swift_library and c_library targets."),
            "module_name": attr.string(doc = "The module's name; the target's name when empty."),
            "copts": attr.string_list(doc = "More swiftc flags, such as -swift-version 6."),
        }

        swift_library = rule(
            implementation = _swift_library_impl,
            attrs = dict(
                _ATTRS,
                library_evolution = attr.bool(
                    doc = "Compile with library evolution, so importers compile against its interface.",
                ),
            ),
            doc = "A Swift module.",
        )

        swift_binary = rule(implementation = _swift_binary_impl, attrs = _ATTRS, executable = True, doc = "A Swift executable.")

        swift_test = rule(
            implementation = _swift_test_impl,
            attrs = dict(
                _ATTRS,
                data = attr.label_list(allow_files = True, doc = "Files the tests read at run time."),
                reads_workspace = attr.bool(
                    doc = "Run from the workspace's folder: the tests read the package, which Bazel cannot list.",
                ),
            ),
            test = True,
            doc = "A Swift Testing test target: its sources, and a main that runs every test it finds.",
        )

        def _c_library_impl(ctx):
            module_name = ctx.attr.module_name or ctx.label.name
            objects = []
            for source in ctx.files.srcs:
                if not source.path.endswith(".c"):
                    continue
                object_file = ctx.actions.declare_file(module_name + "/" + source.basename[:-2] + ".o")
                args = ctx.actions.args()
                prefix = ctx.label.package + "/" if ctx.label.package else ""
                args.add_all(["-I" + prefix + folder for folder in ctx.attr.includes])
                args.add_all(["-c", source, "-o", object_file])
                ctx.actions.run_shell(
                    inputs = ctx.files.srcs + ctx.files.hdrs,
                    outputs = [object_file],
                    command = _SCRATCH + 'clang -O2 -fPIC "$@"',
                    arguments = [args],
                    mnemonic = "CCompile",
                    progress_message = "Compiling C " + source.path,
                    use_default_shell_env = True,
                )
                objects.append(object_file)
            module_map = ctx.actions.declare_file(module_name + ".modulemap.d/module.modulemap")
            up = "/".join([".."] * len(module_map.dirname.split("/")))
            ctx.actions.write(module_map, "module %s {\n%s    export *\n}\n" % (
                module_name,
                "".join(['    header "%s/%s"\n' % (up, header.path) for header in ctx.files.hdrs]),
            ))
            return [
                DefaultInfo(files = depset(objects + [module_map])),
                SwiftInfo(
                    modules = depset(),
                    objects = depset(objects),
                    clang = depset([module_map] + ctx.files.hdrs),
                    module_maps = depset([module_map]),
                    importable = depset(),
                    interfaces = depset(),
                ),
            ]

        c_library = rule(
            implementation = _c_library_impl,
            attrs = {
                "srcs": attr.label_list(allow_files = [".c", ".h"], doc = "The C sources and private headers."),
                "hdrs": attr.label_list(allow_files = [".h"], doc = "The public headers: the module's."),
                "includes": attr.string_list(doc = "Folders of headers, relative to the package."),
                "module_name": attr.string(doc = "The module Swift imports; the target's name when empty."),
            },
            doc = "A C module a Swift module imports (a cc_library tagged swift_module=Name in rules_swift).",
        )
        """#
}
