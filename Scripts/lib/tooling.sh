# Shared by the scripts: compile a Swift tool once per source change, and read the manifest.
# Source it after setting $package (the package root).

# build_swift_tool NAME — compiles Scripts/lib/NAME/*.swift with Scripts/lib/Shared/*.swift (the
# dump-package model and how a tool ends) into $package/.build/scripts/NAME-tool when any source is
# newer than the tool, and prints the tool's path.
build_swift_tool() {
    local lib
    lib=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
    local tool="$package/.build/scripts/$1-tool" stale=0 source
    local sources=("$lib"/Shared/*.swift "$lib/$1"/*.swift)
    for source in "${sources[@]}"; do [ "$source" -nt "$tool" ] && stale=1; done
    if [ ! -x "$tool" ] || [ "$stale" = 1 ]; then
        mkdir -p "$package/.build/scripts"
        # A name of its own per build, then an atomic rename: two scripts (or two test suites)
        # building the same tool at once must not link into one file.
        swiftc -O -swift-version 6 "${sources[@]}" -o "$tool.$$.tmp" >/dev/null
        mv -f "$tool.$$.tmp" "$tool"
    fi
    printf '%s\n' "$tool"
}

# with_own_tmpdir COMMAND ARGS... — runs the command with TMPDIR in a folder of its own, removed
# afterwards: the toolchain (swift build, swift package, swiftc -print-target-info) leaves a
# TemporaryDirectory.* folder in TMPDIR on every run, thousands over a day of measurements.
with_own_tmpdir() {
    local tmp status=0
    tmp=$(mktemp -d)
    TMPDIR="$tmp" "$@" || status=$?
    rm -rf "$tmp"
    return "$status"
}

# dump_package DIR OUT — writes `swift package dump-package` of DIR to OUT. A scratch folder of
# its own keeps it off the lock that a running `swift build` or `swift test` holds on .build.
dump_package() {
    local scratch status=0
    scratch=$(mktemp -d)
    with_own_tmpdir swift package --package-path "$1" --scratch-path "$scratch" dump-package >"$2" 2>/dev/null || status=$?
    rm -rf "$scratch"
    return "$status"
}

# make_scratch NAME — makes a scratch folder, sets $scratch to it, and removes it on exit, however
# the script ends: first stopping what still builds there (a killed run's `swift build` would
# write on). Run the tool in the background and `wait` for it: a signal interrupts `wait` at once,
# where it would wait for a foreground child to finish first.
make_scratch() {
    scratch=$(mktemp -d "${TMPDIR:-/tmp}/$1.XXXXXX")
    trap remove_scratch EXIT
    trap 'exit 130' INT TERM
}

remove_scratch() {
    if command -v pkill >/dev/null; then pkill -f -- "$scratch" 2>/dev/null && sleep 1; fi
    rm -rf "$scratch"
}
