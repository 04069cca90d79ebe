// Starts a command with posix_spawn and waits for it with waitpid.
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A command started with `posix_spawn` and waited for with `waitpid`.
///
/// Not Foundation's `Process`: on Linux it learns that a command ended when a socket it hands the
/// command closes, and a daemon the command starts (Bazel's server) inherits that socket and
/// keeps it open, so `waitUntilExit()` never returns. `waitpid` waits for the command alone.
///
/// The pointers below are C's argument and environment vectors, each string copied with
/// `strdup` and freed once `posix_spawn` returns: nothing outlives this call.
enum Spawn {
    /// Runs `arguments` through `/usr/bin/env` with standard input from /dev/null, standard
    /// output into `output` and standard error into `errors` (or `output`), and waits; with no
    /// `output`, the command writes to the tool's own standard output and error.
    ///
    /// - Returns: The exit status, or 128 + the signal that ended the command.
    /// - Throws: When the command cannot be started.
    static func run(
        _ arguments: [String], in directory: URL?, environment: [String: String], output: URL?, errors: URL?,
        started: (Int32) throws -> Void
    ) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if let output {
            posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            if let errors {
                posix_spawn_file_actions_addopen(&actions, 2, errors.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            } else {
                posix_spawn_file_actions_adddup2(&actions, 1, 2)
            }
        }
        // The tool ignores SIGINT and SIGTERM (it handles them); the command gets the defaults back.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGTERM)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        // `env -C` changes into the directory (posix_spawn's own chdir action is not in Swift's Glibc).
        let chdir = directory.map { ["-C", $0.path] } ?? []
        let argv = (["/usr/bin/env"] + chdir + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, "/usr/bin/env", &actions, &attributes, argv, envp)
        guard result == 0 else {
            throw Tool.Failure.finding("cannot run \(arguments.first ?? ""): \(String(cString: strerror(result)))")
        }
        do { try started(pid) } catch {
            kill(pid, SIGTERM)
            _ = wait(pid)
            throw error
        }
        return wait(pid)
    }

    /// Marks every descriptor this process inherited beyond the standard three close-on-exec, so
    /// no command it starts inherits one. A daemon a command starts (nginx, Bazel's server)
    /// would otherwise keep a pipe or socket of whoever started this tool open, and they would
    /// wait for its end as long as the daemon runs.
    static func closeInheritedDescriptors() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for descriptor in names.compactMap({ Int32($0) }) where descriptor > 2 {
            let flags = fcntl(descriptor, F_GETFD)
            if flags >= 0 { _ = fcntl(descriptor, F_SETFD, flags | FD_CLOEXEC) }
        }
    }

    /// Waits for the process and returns its exit status, or 128 + the signal that ended it.
    private static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}
