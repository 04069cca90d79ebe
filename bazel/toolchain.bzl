# Written by bazel-build-files for the package "Horizon" from its Package.swift: do not edit.
# The Swift toolchain as an input of every Swift action. The repository rule finds the toolchain
# behind the swiftc on the PATH and lists the files a compile and a link read from it; the
# toolchain rule digests them into one file, its identity, which every compile and link takes as
# an input: a toolchain swapped behind the same PATH changes the identity, so every key, and
# every action reruns. The files themselves go to two actions only, the identity's and the one
# that builds the toolchain's modules once: a compile reads 600 MB of them, which a remote worker
# would copy into every action's folder. A compile runs the toolchain at the path the identity
# names, and refuses to run one whose version differs.

SwiftToolchainInfo = provider(
    doc = "The Swift toolchain every Swift action runs, and what keys the actions on it.",
    fields = {
        "root": "the toolchain's absolute path (its usr folder), where every action runs it from",
        "identity": "a file: the toolchain's version, then a digest of each of its files a compile reads",
        "module_cache": "a folder: the modules every compile would build from the toolchain, built once, which each compile reads where it is",
        "modules_built": "a file written with the module cache, the same on every machine: what orders every compile after it",
        "mode_flags": "the flags of the compilation mode, which the module cache was built with",
    },
)

# The toolchain's files a compile or a link reads: its programs and the modules, headers,
# plugins and libraries of its lib/swift (lib/swift/clang is its Clang's headers). Left out:
# Embedded Swift's modules, the static libraries, the API baselines and SwiftPM's manifest API.
_FILES = [
    "usr/bin/swiftc",
    "usr/bin/swift-driver",
    "usr/bin/swift-frontend",
    "usr/bin/swift-autolink-extract",
    "usr/bin/clang",
    "usr/bin/clang-*",
    "usr/lib/swift/**",
    "usr/share/swift/features.json",
]
_EXCLUDED = [
    "usr/lib/swift/embedded/**",
    "usr/lib/swift/FrameworkABIBaseline/**",
    "usr/lib/swift/migrator/**",
    "usr/lib/swift/pm/**",
]

# A strict environment: no variable of the user's shell reaches an action.
SWIFT_ACTION_ENV = {"PATH": "/usr/bin:/bin", "LC_ALL": "C"}

def _toolchain_root(repository_ctx):
    """The usr folder of the toolchain whose swiftc is on the PATH: a link is followed one step
    at a time until the folder holds swift-frontend (a /usr/bin/swiftc links into a toolchain)."""
    swiftc = repository_ctx.which("swiftc")
    if swiftc == None:
        fail("no swiftc on the PATH: install the Swift toolchain, or put its usr/bin on the PATH")
    path = swiftc
    for _ in range(16):
        if path.dirname.get_child("swift-frontend").exists:
            return path.dirname.dirname
        link = repository_ctx.execute(["readlink", str(path)]).stdout.strip()
        if not link:
            break
        path = repository_ctx.path(link if link.startswith("/") else str(path.dirname) + "/" + link)
    fail("%s is not in a Swift toolchain: no swift-frontend beside it" % swiftc)

def _swift_toolchain_repository_impl(repository_ctx):
    root = _toolchain_root(repository_ctx)
    repository_ctx.symlink(root, "usr")
    # This repository is <output base>/external/swift_toolchain.
    execution_root = str(repository_ctx.path(".").dirname.dirname) + "/execroot/swift_package"
    repository_ctx.file("BUILD.bazel", """load("@swift_package//bazel:toolchain.bzl", "swift_toolchain")

swift_toolchain(
    name = "toolchain",
    root = "%s",
    execution_root = "%s",
    srcs = glob(%s, exclude = %s),
    visibility = ["//visibility:public"],
)
""" % (root, execution_root, _FILES, _EXCLUDED))

swift_toolchain_repository = repository_rule(
    implementation = _swift_toolchain_repository_impl,
    # Found again when the PATH changes; a toolchain swapped behind the same path changes its
    # files, which the identity digests.
    environ = ["PATH"],
    local = True,
    doc = "The Swift toolchain on the PATH, as a repository: its files and a swift_toolchain.",
)

# The identity: the version its swift-frontend prints, then each file's SHA-256.
_IDENTITY = """out=$1 frontend=$2
shift 2
"$frontend" -version 2>&1 | head -n 1 > "$out" && sha256sum "$@" >> "$out"
"""

# A folder of the action's own for its temporary files, under the execution root (a remote
# worker's sandbox lets it write nowhere else), deleted when it ends.
_SCRATCH = """mkdir -p bazel-out/_tmp && scratch=$(mktemp -d "$PWD/bazel-out/_tmp/swift.XXXXXX") || exit $?
trap 'rm -rf "$scratch"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
export TMPDIR="$scratch"
"""

# The first lines of every Swift action's script, whose first two arguments are the toolchain's
# folder and its identity: the action refuses a toolchain whose version is not the one its key
# names (a remote worker's, say), and keeps its temporary files in a folder of its own.
SWIFT_PRELUDE = """root=$1 identity=$2
shift 2
version=$("$root/bin/swift-frontend" -version 2>&1 | head -n 1)
[ "$version" = "$(head -n 1 "$identity")" ] || {
    echo "$root/bin/swift-frontend is '$version', not the toolchain in this action's key: '$(head -n 1 "$identity")'" >&2
    exit 1
}
""" + _SCRATCH

# The modules a compile would otherwise build from the toolchain, built once: the toolchain's
# Swift modules it ships as interfaces only (Testing and its helpers) into modules/, which a
# compile finds on its search path before the toolchain's, then the Clang modules of what a
# Swift file imports from it, in the execution root (their folder is in their hash) with the
# flags that also make the hash: the compilation mode's, each language mode's (5 and 6), and an
# interface's build. Every compile reads them where they are and never writes there; it builds
# what it does not find in a module cache of its own, deleted when it ends. They are a cache, not
# an input: their bytes name the folder they were built in, so a compile keyed on them would be
# keyed on the machine. A compile takes `modules_built` instead, the same on every machine, which
# orders it after them; what they are built from (the identity, the mode's flags) is in its key,
# and Clang checks every module it reads against its sources and flags, rebuilding what is stale.
_MODULE_CACHE = _SCRATCH + """root=$1 out=$2 built=$3
shift 4
cache="$PWD/$out"
mkdir -p "$out/modules"
for interface in "$root"/lib/swift/linux/*.swiftmodule/*.swiftinterface; do
    folder=${interface%/*}
    name=${folder##*/}
    binary="${interface%.swiftinterface}.swiftmodule"
    case "$interface" in *.private.swiftinterface | *.package.swiftinterface) continue ;; esac
    [ -f "$binary" ] && continue
    mkdir -p "$out/modules/$name"
    "$root/bin/swift-frontend" -compile-module-from-interface "$interface" -module-name "${name%.swiftmodule}" \\
        -o "$out/modules/$name/${binary##*/}" -I "$cache/modules" -suppress-warnings \\
        -module-cache-path "$scratch/modules-cache" -file-prefix-map "$PWD=." || exit $?
done
for overlay in "$root"/lib/swift/linux/*.swiftcrossimport; do
    [ -d "$overlay" ] && cp -R "$overlay" "$out/modules/"
done
printf 'import Dispatch\\nimport Foundation\\nimport Synchronization\\nimport Testing\\n' > "$scratch/Seed.swift"
for version in 5 6; do
    "$root/bin/swiftc" -module-name Seed -parse-as-library -swift-version $version -suppress-warnings \\
        -emit-module -emit-module-path "$scratch/$version/Seed.swiftmodule" -enable-library-evolution \\
        -emit-module-interface-path "$scratch/$version/Seed.swiftinterface" -I "$cache/modules" \\
        -module-cache-path "$cache" -file-prefix-map "$PWD=." "$@" "$scratch/Seed.swift" || exit $?
    interface="$scratch/$version/Seed.swiftinterface"
    "$root/bin/swift-frontend" -compile-module-from-interface "$interface" -explicit-interface-module-build \\
        $(sed -n 's|^// swift-module-flags: ||p' "$interface") -suppress-warnings -I "$cache/modules" \\
        -o "$scratch/$version/Interface.swiftmodule" -serialize-module-interface-dependency-hashes \\
        -module-cache-path "$cache" -file-prefix-map "$PWD=." || exit $?
done
# Where they were built: their imports of each other name that folder.
printf '%s\\n' "$cache" > "$out/location"
# What they were built with, the same on every machine.
{ "$root/bin/swift-frontend" -version 2>&1 | head -n 1; echo "$@"; } > "$built"
"""

# The flags that point a compile at the toolchain's modules built once ($seed), read where they
# are, beside its own module cache ($scratch/module-cache): only where they were built in this
# folder, for the Clang modules name each other by their paths there. They change no output: a
# compile that cannot use them builds the same modules in its own cache. Clang looks a prebuilt
# SwiftGlibc up under another file name than it builds it by (the name of the C library's module
# map as Swift maps it in, against the file's own), so each is linked into the compile's cache
# under the name it looks for there, which Clang allows with a module cache path of its own.
SWIFT_PREBUILT_MODULES = """prebuilt=
if [ "$(cat "$seed/location" 2>/dev/null)" = "$PWD/$seed" ]; then
    prebuilt="-I $PWD/$seed/modules -Xcc -fprebuilt-module-path=$PWD/$seed -Xcc -fprebuilt-implicit-modules \\
        -Xcc -Xclang -Xcc -fallow-pch-with-different-modules-cache-path"
    for module in "$seed"/*/SwiftGlibc-*.pcm; do
        [ -f "$module" ] || continue
        folder=${module%/*}
        mkdir -p "$scratch/module-cache/${folder##*/}" || exit $?
        ln "$module" "$scratch/module-cache/${folder##*/}/" 2>/dev/null \\
            || cp -p "$module" "$scratch/module-cache/${folder##*/}/" || exit $?
    done
fi
"""

def swift_mode_flags(ctx):
    """The flags of the compilation mode: SwiftPM's debug or release build."""
    if ctx.var["COMPILATION_MODE"] == "opt":
        return ["-O"]

    # As SwiftPM's debug builds: debug information, DEBUG defined, and a test may
    # `@testable import` the module.
    return ["-Onone", "-g", "-D", "DEBUG", "-enable-testing"]

def _swift_toolchain_impl(ctx):
    identity = ctx.actions.declare_file(ctx.label.name + ".identity")
    frontend = [file for file in ctx.files.srcs if file.path.endswith("/bin/swift-frontend")]
    args = ctx.actions.args()
    args.add(identity)
    args.add_all(frontend + ctx.files.srcs)
    ctx.actions.run_shell(
        inputs = ctx.files.srcs,
        outputs = [identity],
        command = _IDENTITY,
        arguments = [args],
        mnemonic = "SwiftToolchainIdentity",
        progress_message = "Digesting the Swift toolchain",
        env = SWIFT_ACTION_ENV,
    )
    module_cache = ctx.actions.declare_directory(ctx.label.name + ".module_cache")
    modules_built = ctx.actions.declare_file(ctx.label.name + ".modules_built")
    mode_flags = swift_mode_flags(ctx)
    ctx.actions.run_shell(
        # The toolchain's files, not its identity, so the two actions run side by side.
        inputs = ctx.files.srcs,
        outputs = [module_cache, modules_built],
        command = _MODULE_CACHE,
        # The execution root is in the key: the modules serve compiles in the folder they were
        # built in, so another output base, or a teammate's checkout, builds its own.
        arguments = [ctx.attr.root, module_cache.path, modules_built.path, ctx.attr.execution_root] + mode_flags,
        mnemonic = "SwiftModuleCache",
        progress_message = "Building the Clang modules of the Swift toolchain",
        # In the execution root, as the compiles: the folder is in the modules' hash.
        execution_requirements = {"no-sandbox": "1"},
        env = SWIFT_ACTION_ENV,
    )
    return [
        DefaultInfo(files = depset([identity, module_cache, modules_built])),
        SwiftToolchainInfo(
            root = ctx.attr.root,
            identity = identity,
            module_cache = module_cache,
            modules_built = modules_built,
            mode_flags = mode_flags,
        ),
    ]

swift_toolchain = rule(
    implementation = _swift_toolchain_impl,
    attrs = {
        "root": attr.string(mandatory = True, doc = "The toolchain's usr folder, an absolute path."),
        "execution_root": attr.string(
            mandatory = True,
            doc = "The execution root the toolchain's modules are built for, an absolute path.",
        ),
        "srcs": attr.label_list(allow_files = True, doc = "The toolchain's files a compile or a link reads."),
    },
    doc = "A Swift toolchain: where it is, and its identity, which keys every Swift action.",
)
