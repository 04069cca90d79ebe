// What a tool does when it is asked to stop.
import Foundation
import Synchronization

/// SIGINT and SIGTERM: the tool stops the commands it runs and ends through
/// ``Tool/run(named:usage:_:)``, which removes every ``ScratchFolder`` and exits with 128 + the
/// signal's number. A killed run's `swift build` would otherwise write on in a removed folder.
enum Interruption {
    /// The signal that arrived, if one did.
    private static let received = Mutex<Int32?>(nil)
    /// The process identifiers of the commands running now (``Subprocess``).
    private static let running = Mutex<Set<Int32>>([])

    /// Held while a signal's handler stops the commands, so the tool does not exit before.
    private static let stopping = DispatchGroup()

    /// Waits until the commands a signal stopped have ended, every process they started too.
    static func waitForStop() {
        stopping.wait()
    }

    /// The signal that is stopping the tool, once one arrived.
    static var signal: Int32? { received.withLock { $0 } }

    /// Handles SIGINT and SIGTERM from now on. The returned sources must live as long as the tool.
    static func handleSignals() -> [any DispatchSourceSignal] {
        [SIGINT, SIGTERM].map { number in
            Foundation.signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { stop(on: number) }
            source.resume()
            return source
        }
    }

    /// Records a command that started; the tool stops it on a signal.
    ///
    /// - Throws: ``Tool/Failure`` when a signal arrived already: nothing new starts then.
    static func started(_ process: Int32) throws {
        try running.withLock { running in
            if let number = signal { throw Tool.Failure.finding("stopped by signal \(number)") }
            running.insert(process)
        }
    }

    /// Records a command that ended.
    static func ended(_ process: Int32) {
        running.withLock { _ = $0.remove(process) }
    }

    /// Stops every command running with every process it started (``ProcessTree``), and
    /// anything else working in a scratch folder (whose command lines name it).
    private static func stop(on number: Int32) {
        stopping.enter()
        defer { stopping.leave() }
        let processes = running.withLock { running in
            received.withLock { $0 = number }
            return running
        }
        ProcessTree.stop(Array(processes))
        for path in ScratchFolder.paths {
            _ = try? Spawn.run(
                ["pkill", "-f", "--", path], in: nil, environment: ProcessInfo.processInfo.environment,
                output: URL(fileURLWithPath: "/dev/null"), errors: nil, started: { _ in })
        }
    }
}
