# Shared by .ci/run (every push) and .ci/cadence (the slow suites, on a schedule): sourced, not run.
# The build flags every step uses, a step heading with the time since the start, and Debian's
# packages the opt-in steps need.

# One set of build flags for every step, so nothing is rebuilt between them:
# explicit target-dependency import checking, and zero warnings.
flags=(--explicit-target-dependency-import-check error -Xswiftc -warnings-as-errors)

step() { printf '\n== %s (%ss since start)\n' "$1" "$SECONDS"; }

# Bazel and nginx for the Bazel build and its shared cache, Bazel's remote worker's sources, GTK and
# Xvfb for the GTK toolkit (opt-in: the package trait GTK): installed from Debian's packages when missing.
install_debian_packages() {
    step "install Bazel, its remote worker's sources, nginx, GTK 4 and Xvfb (Debian's bazel-bootstrap, bazel-bootstrap-source, nginx-light, libgtk-4-dev, xvfb, xauth)"
    if ! command -v bazel >/dev/null || ! command -v nginx >/dev/null || ! command -v xvfb-run >/dev/null \
        || [ ! -d /usr/src/bazel-bootstrap/src/tools/remote ] \
        || ! command -v xauth >/dev/null || ! pkg-config --exists gtk4 2>/dev/null; then
        [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null \
            || { echo "CI needs bazel, nginx, GTK 4 and Xvfb: run as root on Debian, or install bazel-bootstrap bazel-bootstrap-source nginx-light libgtk-4-dev xvfb xauth" >&2; exit 1; }
        apt-get update -q >/dev/null
        DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
            bazel-bootstrap bazel-bootstrap-source nginx-light libgtk-4-dev xvfb xauth >/dev/null
    fi
    bazel --version
    pkg-config --modversion gtk4
}
