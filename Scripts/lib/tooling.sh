# Shared by the scripts: build and run a Swift tool of the Tools package (Tools/Package.swift).

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

# run_swift_tool NAME ARGS... — builds the tool NAME and replaces this shell with it, on this
# repository unless ARGS name another package (--package-path: the last one given wins). The
# tool itself reads its arguments, makes and removes its scratch folders, and exits 0, 1 or 2.
run_swift_tool() {
    local tool name=$1
    shift
    command -v swift >/dev/null || { echo "$name: swift not found: install the Swift toolchain" >&2; exit 2; }
    tool=$(build_swift_tool "$name") || exit 1
    exec "$tool" "$@"
}
