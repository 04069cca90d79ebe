// Stops a command with every process it started, however deep and in whatever process group.
import Foundation

/// The processes below a command, read from `/proc`, stopped together.
///
/// A signal to a command alone does not reach what it started: `swift build` runs its compilers
/// in process groups of their own, and they write on into the package's `.build` after it is
/// gone. Here every process of the tree is frozen first (SIGSTOP, so none starts another while
/// the tree is read), then asked to end (SIGTERM with SIGCONT), and whatever still runs after a
/// grace period is killed.
enum ProcessTree {
    /// Stops `roots` and every process below them.
    ///
    /// - Parameter grace: How long the tree has to end after SIGTERM before SIGKILL, in seconds.
    static func stop(_ roots: [Int32], grace: Double = 5) {
        var members = Set<Int32>()
        for _ in 0..<50 {
            let found = descendants(of: roots, in: children()).union(roots).union(members)
            let new = found.subtracting(members)
            guard !new.isEmpty else { break }
            for process in new { kill(process, SIGSTOP) }
            members.formUnion(new)
        }
        for process in members {
            kill(process, SIGTERM)
            kill(process, SIGCONT)
        }
        let deadline = Date().addingTimeInterval(grace)
        while members.contains(where: isRunning), Date() < deadline { usleep(50_000) }
        for process in members where isRunning(process) { kill(process, SIGKILL) }
    }

    /// Every process below `roots` in the parent map.
    static func descendants(of roots: [Int32], in children: [Int32: [Int32]]) -> Set<Int32> {
        var found = Set<Int32>()
        var queue = roots
        while let process = queue.popLast() {
            for child in children[process] ?? [] where found.insert(child).inserted { queue.append(child) }
        }
        return found
    }

    /// Each running process's children, from the parent named in `/proc/PID/stat`.
    static func children() -> [Int32: [Int32]] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        var children: [Int32: [Int32]] = [:]
        for process in names.compactMap({ Int32($0) }) {
            guard let (_, parent) = status(of: process) else { continue }
            children[parent, default: []].append(process)
        }
        return children
    }

    /// Whether a process exists and has not ended (a zombie has).
    static func isRunning(_ process: Int32) -> Bool {
        guard let (state, _) = status(of: process) else { return false }
        return state != "Z" && state != "X"
    }

    /// A process's state letter and parent, from `/proc/PID/stat` (after the name, which may
    /// hold spaces and parentheses: the fields follow the last `)`).
    private static func status(of process: Int32) -> (state: Character, parent: Int32)? {
        guard let text = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
            let close = text.lastIndex(of: ")")
        else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 1, let state = fields[0].first, let parent = Int32(fields[1]) else { return nil }
        return (state, parent)
    }
}
