# Written by bazel-build-files for the package "Horizon" from its Package.swift: do not edit.
# Horizon's Swift rules for Bazel: swift_library, swift_binary and swift_test over the toolchain's swiftc.
# Written by `bazel-build-files --write` (Tools/Sources/BazelKit/RuleSet.swift holds it): edit it
# there. The attribute names are rules_swift's (name, srcs, deps,
# module_name, copts), so a team at scale changes only the load line of each BUILD.bazel:
#   load("@build_bazel_rules_swift//swift:swift.bzl", "swift_binary", "swift_library", "swift_test")
# A C target is a c_library here: Bazel 4's cc_library needs rules_cc, which it fetches from
# the network, and Debian's rules_cc needs a newer Bazel. With rules_swift it becomes a
# cc_library tagged swift_module=Name.

load(
    "@swift_package//bazel:toolchain.bzl",
    "SWIFT_ACTION_ENV",
    "SWIFT_PREBUILT_MODULES",
    "SWIFT_PRELUDE",
    "SwiftToolchainInfo",
)

SwiftInfo = provider(
    doc = "What a Swift module gives the modules that import it and the binary that links it.",
    fields = {
        "modules": "depset of the .swiftmodule files of the module and everything it imports",
        "objects": "depset of the object files and static libraries to link",
        "clang": "depset of the module maps and headers of the C modules it imports",
        "module_maps": "depset of the module maps of the C modules it imports",
        "importable": "depset of the modules an importer may load: the module's own (built from its interface where it has library evolution, its binary module otherwise) and those of the dependencies its interface imports (of every dependency, for a binary module)",
        "interfaces": "depset of the interfaces those modules were built from, which the compiler checks them against",
    },
)

def _dirname(file):
    return file.dirname

def _module_map_flag(file):
    return "-fmodule-map-file=" + file.path

# A compile: swiftc, reading the toolchain's modules built once where they are and keeping its own
# module cache, then the candidate modules it did not load, read from the dependencies files it wrote. It
# fails closed: a module counts as loaded when the files name it or the interface it was built
# from (X.public/X.swiftmodule and X.package.swiftinterface, both in X's folder: the files name
# the interface of a module built from one, not the module), and when a dependencies file is
# missing or empty, nothing is unused. And a compile that loaded a module of the build that is
# not among its inputs fails (it runs outside the sandbox, where a folder on its search path may
# hold a module beside the one declared): Bazel would not rerun it when that module changed.
# One awk pass over the candidates and the files, in time linear in their size: a composition
# root of 2,000 modules spent 20 s in them as a loop of shell matches, which grows with the
# product of the two.
# The arguments after the toolchain's: the module cache, the candidates, the list to write, the
# dependencies files up to "--", then swiftc's.
_COMPILE = SWIFT_PRELUDE + """seed=$1 candidates=$2 unused=$3
shift 3
dependencies=
while [ "$1" != "--" ]; do dependencies="$dependencies $1"; shift; done
shift
""" + SWIFT_PREBUILT_MODULES + """
"$root/bin/swiftc" -module-cache-path "$scratch/module-cache" $prebuilt -file-prefix-map "$PWD=." "$@" || exit $?
cat $dependencies > "$scratch/loaded" && [ -s "$scratch/loaded" ] || { : > "$unused"; exit 0; }
awk -v list="$scratch/unused" '
FILENAME == ARGV[1] { candidate[$0] = 1; order[++count] = $0; next }
{
    first = 1
    for (field = 1; field <= NF; field++) if ($field == ":" || $field ~ /:$/) { first = field + 1; break }
    for (field = 1; field <= NF; field++) {
        word = $field
        # A module found through the search paths another module records is named by its absolute path.
        at = index(word, "bazel-out/")
        if (at > 1) word = substr(word, at)
        loaded[word] = 1
        if (field >= first && word ~ /^bazel-out\\/.*[.]swift(module|interface)$/ && !(word in candidate) && !(word in reported)) {
            print "error: the compile loaded " word ", which is not among its inputs: the module imports a module it does not depend on" > "/dev/stderr"
            reported[word] = 1
        }
    }
}
END {
    for (word in reported) exit 1
    for (n = 1; n <= count; n++) {
        input = order[n]
        other = input
        name = input
        sub(/.*\\//, "", name)
        if (input ~ /[.]public\\/.*[.]swiftmodule$/) {
            folder = input
            sub(/\\/[^\\/]*[.]public\\/[^\\/]*$/, "", folder)
            sub(/[.]swiftmodule$/, "", name)
            other = folder "/" name ".package.swiftinterface"
        } else if (input ~ /[.]package[.]swiftinterface$/) {
            folder = input
            sub(/\\/[^\\/]*$/, "", folder)
            sub(/[.]package[.]swiftinterface$/, "", name)
            other = folder "/" name ".public/" name ".swiftmodule"
        }
        if (!(input in loaded) && !(other in loaded)) print input > list
    }
}' "$candidates" $dependencies || exit 1
: >> "$scratch/unused" && mv "$scratch/unused" "$unused"
"""

def _dependencies(ctx):
    """The modules, C module maps, headers and link inputs of a target's deps and private_deps,
    and the modules its importers may load through it: with library evolution, those of its
    deps, which its interface imports; without, those of every dependency, which its binary
    module may name."""
    private = getattr(ctx.attr, "private_deps", [])
    exported = ctx.attr.deps if getattr(ctx.attr, "library_evolution", False) else ctx.attr.deps + private
    infos = [dep[SwiftInfo] for dep in ctx.attr.deps + private]
    return struct(
        modules = depset(transitive = [info.modules for info in infos]),
        objects = depset(transitive = [info.objects for info in infos]),
        clang = depset(transitive = [info.clang for info in infos]),
        module_maps = depset(transitive = [info.module_maps for info in infos]),
        importable = depset(transitive = [info.importable for info in infos]),
        interfaces = depset(transitive = [info.interfaces for info in infos]),
        exported_importable = depset(transitive = [dep[SwiftInfo].importable for dep in exported]),
        exported_interfaces = depset(transitive = [dep[SwiftInfo].interfaces for dep in exported]),
    )

def _toolchain(ctx):
    return ctx.attr._toolchain[SwiftToolchainInfo]

def _compile(ctx, library, srcs, entry_point = None, test = False):
    """One swiftc action: the module's .swiftmodule, its objects, and a library's interfaces.

    It compiles as SwiftPM does: in a debug build each file to an object in one batch, with
    debug information and an index store of the module's own code (`-index-ignore-system-modules`:
    the toolchain's modules are indexed with the toolchain); in a release build the whole
    module at once (`-wmo`), optimized. Every file it writes is declared.

    A library with `library_evolution` (rules_swift's attribute) compiles with it, and its
    importers compile against a module built from its package interface, which lists no
    private or internal declaration: an edit of those leaves the importers' inputs
    identical, so Bazel reruns none of them. Its `private_deps` (rules_swift's attribute),
    which that interface does not import, are not among its importers' inputs at all: an
    importer's compile, and so its key in a shared cache, changes only with what it can load.
    A library without it gives its binary module. A test compiles against the binary modules,
    which `@testable import` needs.
    """
    toolchain = _toolchain(ctx)
    debug = "-g" in toolchain.mode_flags
    module_name = ctx.attr.module_name or ctx.label.name
    swiftmodule = ctx.actions.declare_file(module_name + ".swiftmodule")
    declared = [
        swiftmodule,
        ctx.actions.declare_file(module_name + ".swiftdoc"),
        ctx.actions.declare_file(module_name + ".swiftsourceinfo"),
    ]
    dependency_files = []
    output_file_map = {"": {}}
    objects = []
    args = ctx.actions.args()
    args.add_all(["-module-name", module_name, "-emit-module", "-emit-module-path", swiftmodule])
    args.add_all(["-emit-dependencies", "-c"])
    if debug:
        # The module is emitted by a job of its own, which lists what it loaded too.
        emit_module_dependencies = ctx.actions.declare_file(module_name + ".emit-module.d")
        dependency_files.append(emit_module_dependencies)
        output_file_map[""]["emit-module-dependencies"] = emit_module_dependencies.path
        index = ctx.actions.declare_directory(module_name + ".index")
        declared.append(index)
        args.add_all(["-enable-batch-mode", "-index-store-path", index.path, "-index-ignore-system-modules"])
        for source in srcs:
            object_file = ctx.actions.declare_file(module_name + ".objects/" + source.basename + ".o")
            dependencies = ctx.actions.declare_file(module_name + ".objects/" + source.basename + ".d")
            objects.append(object_file)
            dependency_files.append(dependencies)
            output_file_map[source.path] = {
                "object": object_file.path,
                "dependencies": dependencies.path,
                "index-unit-output-path": object_file.path,
            }

        # The module itself, wrapped in an object the binary links, for the debugger.
        objects.append(ctx.actions.declare_file(module_name + ".o"))
    else:
        object_file = ctx.actions.declare_file(module_name + ".o")
        dependencies = ctx.actions.declare_file(module_name + ".d")
        objects.append(object_file)
        dependency_files.append(dependencies)
        output_file_map[""]["object"] = object_file.path
        output_file_map[""]["dependencies"] = dependencies.path
        # One job emits the module and the object, as `swift build -c release` does.
        args.add_all(["-wmo", "-no-emit-module-separately-wmo"])
    args.add_all(toolchain.mode_flags)
    deps = _dependencies(ctx)
    imported = deps.modules if test else deps.importable
    checked = [] if test else [deps.interfaces]
    interface = None
    if library:
        args.add("-parse-as-library")
    if library and not test and ctx.attr.library_evolution:
        interface = ctx.actions.declare_file(module_name + ".package.swiftinterface")
        public_interface = ctx.actions.declare_file(module_name + ".swiftinterface")
        private_interface = ctx.actions.declare_file(module_name + ".private.swiftinterface")
        abi = ctx.actions.declare_file(module_name + ".abi.json")
        declared += [interface, public_interface, private_interface, abi]
        args.add_all(["-enable-library-evolution", "-emit-module-interface-path", public_interface])
        args.add_all(["-emit-package-module-interface-path", interface])
        args.add_all(["-emit-private-module-interface-path", private_interface])
        output_file_map[""]["abi-baseline-json"] = abi.path
        # The public module's own action builds the interface, and fails if it does not.
        args.add("-no-verify-emitted-module-interface")
    if entry_point:
        # As SwiftPM on Linux: the executable's main has its own name, so a test can link it.
        args.add_all(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", entry_point])
    args.add_all(imported, map_each = _dirname, uniquify = True, before_each = "-I")
    # Each C module's map by its path: a folder on the search path would have Clang read
    # it for every lookup and record the folder's absolute path in the module.
    args.add_all(deps.module_maps, map_each = _module_map_flag, uniquify = True, before_each = "-Xcc")
    args.add_all(ctx.attr.copts)
    map_file = ctx.actions.declare_file(module_name + ".output-file-map.json")
    ctx.actions.write(map_file, json.encode(output_file_map))
    args.add_all(["-output-file-map", map_file])
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
    head.add_all([toolchain.root, toolchain.identity, toolchain.module_cache.path, candidates, unused])
    head.add_all(dependency_files)
    head.add("--")
    # run, not run_shell: only run takes unused_inputs_list on Bazel 4.
    ctx.actions.run(
        inputs = depset(
            srcs + [candidates, map_file, toolchain.identity, toolchain.modules_built],
            transitive = [imported, deps.clang] + checked,
        ),
        outputs = declared + objects + dependency_files + [unused],
        executable = "/bin/sh",
        arguments = ["-c", _COMPILE, "swiftc", head, args],
        mnemonic = "SwiftCompile",
        progress_message = "Compiling Swift module " + module_name,
        unused_inputs_list = unused,
        # In the execution root, as the toolchain's module cache was built: the folder is in
        # the Clang modules' hash, so in a sandbox, whose folder changes with every run, every
        # compile built Glibc's and the shims' modules again (0.8 s each). The inputs are still
        # named one by one, and the test of the rules checks that no compile writes a file it
        # does not declare.
        execution_requirements = {"no-sandbox": "1"},
        env = SWIFT_ACTION_ENV,
    )
    public_module = _public_module(ctx, module_name, interface, deps) if interface else None
    return struct(
        swiftmodule = swiftmodule,
        objects = objects,
        deps = deps,
        public_module = public_module,
        interface = interface,
    )

# The frontend builds the module from the interface with the flags the interface lists, given
# on its command line (-explicit-interface-module-build), which is how Clang's flags reach it:
# the toolchain's modules, read where they were built, and a module cache of its own.
_INTERFACE = SWIFT_PRELUDE + """seed=$1 interface=$2
shift 2
""" + SWIFT_PREBUILT_MODULES + """flags=$(sed -n 's|^// swift-module-flags: ||p' "$interface")
"$root/bin/swift-frontend" -compile-module-from-interface "$interface" -explicit-interface-module-build $flags \\
    -suppress-warnings "$@" -module-cache-path "$scratch/module-cache" $prebuilt -file-prefix-map "$PWD=."
"""

def _public_module(ctx, module_name, interface, deps):
    """The module importers compile against, built from the package interface. The same
    interface gives the same bytes: dependencies are recorded by their hashes, not times."""
    toolchain = _toolchain(ctx)
    public_module = ctx.actions.declare_file(module_name + ".public/" + module_name + ".swiftmodule")
    args = ctx.actions.args()
    args.add_all([toolchain.root, toolchain.identity, toolchain.module_cache.path])
    args.add_all([interface, "-o", public_module, "-serialize-module-interface-dependency-hashes"])
    args.add_all(deps.exported_importable, map_each = _dirname, uniquify = True, before_each = "-I")
    # Each C module's map is a module.modulemap alone in its folder, found through -I (an
    # interface's build takes no -Xcc). Clang records that folder's absolute path in the
    # module, so the action runs outside the sandbox, whose path changes with every run:
    # in the execution root the same interface gives the same bytes.
    args.add_all(deps.module_maps, map_each = _dirname, uniquify = True, before_each = "-I")
    ctx.actions.run_shell(
        inputs = depset(
            [interface, toolchain.identity, toolchain.modules_built],
            transitive = [deps.exported_importable, deps.exported_interfaces, deps.clang],
        ),
        outputs = [public_module],
        command = _INTERFACE,
        arguments = [args],
        mnemonic = "SwiftInterfaceModule",
        progress_message = "Building the public module of " + module_name,
        execution_requirements = {"no-sandbox": "1"},
        env = SWIFT_ACTION_ENV,
    )
    return public_module

def _swift_info(compiled):
    """What a module gives the modules that import it and the binaries that link it."""
    importable = compiled.public_module or compiled.swiftmodule
    return SwiftInfo(
        modules = depset([compiled.swiftmodule], transitive = [compiled.deps.modules]),
        objects = depset(compiled.objects, transitive = [compiled.deps.objects]),
        clang = compiled.deps.clang,
        module_maps = compiled.deps.module_maps,
        importable = depset([importable], transitive = [compiled.deps.exported_importable]),
        interfaces = depset(
            [compiled.interface] if compiled.interface else [],
            transitive = [compiled.deps.exported_interfaces],
        ),
    )

_LINK = SWIFT_PRELUDE + """"$root/bin/swiftc" "$@"
"""

_CLANG = SWIFT_PRELUDE + """"$root/bin/clang" "$@"
"""

def _link(ctx, compiled, name, entry_point = None):
    """One swiftc action that links a module's objects and all it imports into an executable."""
    toolchain = _toolchain(ctx)
    objects = depset(compiled.objects, transitive = [compiled.deps.objects])
    executable = ctx.actions.declare_file(name)
    args = ctx.actions.args()
    args.add_all([toolchain.root, toolchain.identity])
    args.add_all(["-emit-executable", "-o", executable])
    if entry_point:
        args.add_all(["-Xlinker", "--defsym", "-Xlinker", "main=" + entry_point])
    args.add_all(objects)
    ctx.actions.run_shell(
        inputs = depset([toolchain.identity], transitive = [objects]),
        outputs = [executable],
        command = _LINK,
        arguments = [args],
        mnemonic = "SwiftLink",
        progress_message = "Linking " + ctx.label.name,
        env = SWIFT_ACTION_ENV,
    )
    return executable

def _swift_library_impl(ctx):
    compiled = _compile(ctx, library = True, srcs = ctx.files.srcs)
    return [
        DefaultInfo(files = depset([compiled.swiftmodule] + compiled.objects)),
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
    "_toolchain": attr.label(default = "@swift_toolchain//:toolchain", providers = [SwiftToolchainInfo]),
}

swift_library = rule(
    implementation = _swift_library_impl,
    attrs = dict(
        _ATTRS,
        library_evolution = attr.bool(
            doc = "Compile with library evolution, so importers compile against its interface.",
        ),
        private_deps = attr.label_list(
            providers = [SwiftInfo],
            doc = "Dependencies its interface does not import (with library evolution): linked, never loaded by its importers.",
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
    toolchain = _toolchain(ctx)
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
            inputs = ctx.files.srcs + ctx.files.hdrs + [toolchain.identity],
            outputs = [object_file],
            command = _CLANG,
            arguments = [toolchain.root, toolchain.identity.path, "-O2", "-fPIC", args],
            mnemonic = "CCompile",
            progress_message = "Compiling C " + source.path,
            env = SWIFT_ACTION_ENV,
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
        "_toolchain": attr.label(default = "@swift_toolchain//:toolchain", providers = [SwiftToolchainInfo]),
    },
    doc = "A C module a Swift module imports (a cc_library tagged swift_module=Name in rules_swift).",
)