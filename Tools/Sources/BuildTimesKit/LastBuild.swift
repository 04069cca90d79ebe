// When a sandbox's last build ended: its next edit must land in a later second.
import Foundation
import Synchronization

/// When the sandbox's last build ended, shared by the sandbox's copies (it is one folder).
///
/// The driver takes an input whose modification time falls in the second its last build saw
/// for unchanged. An edit written in the same second as the build before it, which a loaded
/// machine makes likely (the build ends, the tool writes the next probe at once), was not
/// recompiled: "the probe did not reach its sources". So an edit waits past the last build's
/// second, and past the file's own (``Sandbox/wait(modified:lastBuild:now:)``).
final class LastBuild: Sendable {
    private let ended = Mutex<Date?>(nil)

    /// Records that a build ended now.
    func record() {
        ended.withLock { $0 = Date() }
    }

    /// When the last build ended, if one ran.
    var time: Date? { ended.withLock { $0 } }
}
