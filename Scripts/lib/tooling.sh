# Shared by the scripts: build a Swift tool of the Tools package, and read the manifest.
# Source it after setting $package (the package root).

# build_swift_tool NAME — builds the executable NAME of the Tools package (Tools/Package.swift:
# each tool's logic in a library target with unit tests, a thin executable) into this
# repository's .build/tools, in release, when it is out of date, and prints the executable's path.
# Two scripts building at once wait for each other on SwiftPM's lock.
build_swift_tool() {
    local repository scratch log
    # HORIZON_TOOLS: a folder of tools built already (the tests point the copies of the
    # repository they make at the repository's own, so no copy builds them again).
    if [ -n "${HORIZON_TOOLS:-}" ] && [ -x "$HORIZON_TOOLS/$1" ]; then
        printf '%s\n' "$HORIZON_TOOLS/$1"
        return 0
    fi
    repository=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
    scratch="$repository/.build/tools"
    log=$(mktemp)
    if ! with_own_tmpdir swift build --package-path "$repository/Tools" --scratch-path "$scratch" -c release \
        --product "$1" >"$log" 2>&1; then
        cat "$log" >&2
        rm -f "$log"
        echo "building the tool $1 (Tools/) failed" >&2
        return 1
    fi
    rm -f "$log"
    printf '%s\n' "$scratch/release/$1"
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
