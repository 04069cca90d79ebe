// How the tools start and end: their help, their bad-input contract, their scratch folders.
public import Foundation

/// What every script's Swift tool shares: how it reports a failure and which status it exits with.
public enum Tool {
    /// How a tool ends; each script's `--help` says the same.
    public enum Status: Int32, Sendable {
        /// Everything checked holds, or the work is done.
        case success = 0
        /// A finding: a rule violated, a file out of date, a build or an assertion that failed.
        case finding = 1
        /// Bad input: an argument, a manifest or a file the tool cannot use.
        case badInput = 2
    }

    /// Why a tool stops: the message for standard error and the status to exit with.
    public struct Failure: Error, CustomStringConvertible {
        /// The message for standard error.
        public let description: String
        /// The status to exit with.
        public let status: Status

        /// An argument, a manifest or a file the tool cannot use.
        public static func badInput(_ message: String) -> Failure { Failure(description: message, status: .badInput) }

        /// What the tool found or could not finish: a violation, a failed build, an unwritable report.
        public static func finding(_ message: String) -> Failure { Failure(description: message, status: .finding) }

        /// The same failure with `path` written as `shown`: a scratch copy's path as the user's package.
        public func naming(_ path: String, as shown: String) -> Failure {
            Failure(description: description.replacingOccurrences(of: path, with: shown), status: status)
        }
    }

    /// Runs a tool's work and exits with its status.
    ///
    /// `--help` or `-h` anywhere prints `usage` and exits 0. A thrown ``Failure`` prints
    /// `name: message` on standard error and exits with the failure's status; any other error is
    /// reported the same way and exits 1. Every ``ScratchFolder`` goes away on any exit. On
    /// SIGINT or SIGTERM, the commands the tool runs are stopped, and it exits with 128 + the
    /// signal's number once its work returns.
    ///
    /// - Parameters:
    ///   - name: The tool's name, which prefixes every message.
    ///   - usage: The text of `--help`.
    ///   - body: The tool's work, given the command line after the executable's name; it returns
    ///     the status to exit with when nothing was thrown.
    public static func run(named name: String, usage: String, _ body: (inout Arguments) throws -> Status) -> Never {
        let words = Array(CommandLine.arguments.dropFirst())
        if words.contains("--help") || words.contains("-h") {
            print(usage)
            exit(Status.success.rawValue)
        }
        Spawn.closeInheritedDescriptors()
        let signals = Interruption.handleSignals()
        var status = Status.finding
        do {
            var arguments = Arguments(words)
            status = try body(&arguments)
        } catch let failure as Failure {
            if Interruption.signal == nil { report(failure.description, by: name) }
            status = failure.status
        } catch {
            if Interruption.signal == nil { report(describe(error), by: name) }
        }
        if Interruption.signal != nil { Interruption.waitForStop() }
        ScratchFolder.removeAll()
        if let number = Interruption.signal { exit(128 + number) }
        withExtendedLifetime(signals) { exit(status.rawValue) }
    }

    /// Runs `body`, which writes the file or folder at `path`; what it throws becomes a finding
    /// that names the path.
    public static func writing(_ path: String, _ body: () throws -> Void) throws {
        do { try body() } catch { throw Failure.finding("cannot write \(path): \(reason(of: error))") }
    }

    /// Replaces the contents of a file of the user's as an editor does: a symbolic link stays a
    /// link, and the file it names gets the new contents.
    ///
    /// A plain atomic write puts a new file where the link was, so the link becomes a copy and
    /// the file it named keeps the old text.
    ///
    /// - Parameters:
    ///   - url: The file, or a link to it.
    ///   - data: The new contents.
    /// - Throws: ``Failure/badInput(_:)`` when `url` is a link to nothing; ``Failure/finding(_:)``
    ///   when the file cannot be written.
    public static func replaceContents(of url: URL, with data: Data) throws {
        let target = url.resolvingSymlinksInPath()
        let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil
        if isLink, !FileManager.default.fileExists(atPath: target.path) {
            throw Failure.badInput("\(url.path) is a link to \(target.path), which does not exist: mend the link first")
        }
        try writing(url.path) { try data.write(to: target, options: .atomic) }
    }

    /// Why a file operation failed, in a few words: the system's own reason ("Permission denied",
    /// "Read-only file system", "Not a directory") rather than Foundation's error domain and number.
    public static func reason(of error: any Error) -> String {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? POSIXError {
            return String(cString: strerror(underlying.code.rawValue))
        }
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        let described = error.localizedDescription
        return described.contains("Domain") ? "error \(error.code)" : described
    }

    /// An error no tool turned into a ``Failure``, in one line: the system's reason and the file
    /// it names, never Foundation's error domain, and no scratch folder's path.
    static func describe(_ error: any Error) -> String {
        let object = error as NSError
        let file = ["NSSourceFilePathErrorKey", NSFilePathErrorKey].lazy.compactMap { object.userInfo[$0] as? String }
            .first
        var text =
            object.domain == NSCocoaErrorDomain || object.domain == NSPOSIXErrorDomain
            ? reason(of: error) + (file.map { ": \($0)" } ?? "") : "\(error)"
        for path in ScratchFolder.paths {
            text = text.replacingOccurrences(of: path, with: "the tool's scratch folder")
        }
        return text.split(separator: "\n").first.map(String.init) ?? text
    }

    private static func report(_ message: String, by name: String) {
        FileHandle.standardError.write(Data("\(name): \(message)\n".utf8))
    }
}
