// What select-tests was asked to do, read from its command line.
import Foundation
import ToolSupport

/// `select-tests`'s arguments: the package, the inputs file, and one mode.
struct Options {
    /// How a selection is shown or used.
    enum Output: Equatable {
        case text
        /// The text, then a GitHub Actions notice of what runs.
        case github
        case json
        /// Run the selected tests, with these arguments after the filter.
        case run([String])
    }

    /// What the tool does.
    enum Mode: Equatable {
        /// Select the tests of a range.
        case select(String, Output)
        /// Select every commit after a revision.
        case replay(String)
        /// Validate the selections of these commits, and print the findings so.
        case mutate([String], FindingFormat)
    }

    var package: URL?
    var inputs: URL?
    var mode = Mode.select("HEAD~1..HEAD", .text)

    /// Reads the arguments.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` on an unknown flag, a missing value, or two modes.
    mutating func read(_ arguments: inout Arguments) throws {
        var positional: [String] = []
        var output = Output.text
        var replay: String?
        var mutate = false
        var format: FindingFormat?
        while let word = arguments.next() {
            switch word {
            case "--format": format = try FindingFormat.parse(try arguments.value(of: word, "a format"))
            case "--package-path": package = try arguments.package(of: word)
            case "--inputs": inputs = URL(fileURLWithPath: try arguments.value(of: word, "a file"))
            case "--json": output = .json
            case "--run": output = .run([])
            case "--":
                guard output == .run([]) else { throw Tool.Failure.badInput("`--` passes arguments to --run only") }
                var rest: [String] = []
                while let word = arguments.next() { rest.append(word) }
                output = .run(rest)
            case "--replay": replay = try arguments.value(of: word, "a commit to start after")
            case "--mutate": mutate = true
            case _ where word.hasPrefix("-"): throw Arguments.unknown(word)
            default: positional.append(word)
            }
        }
        if replay != nil || mutate {
            guard !(replay != nil && mutate), output == .text, replay == nil || positional.isEmpty else {
                throw Tool.Failure.badInput("--replay and --mutate take no range, --json or --run, and not each other")
            }
            guard replay == nil || format == nil else {
                throw Tool.Failure.badInput("--replay prints a report, not findings: it takes no --format")
            }
        }
        if let format, !mutate {
            guard output == .text else {
                throw Tool.Failure.badInput("--format takes the place of --json, beside no --run")
            }
            output = [.text: Output.text, .github: .github, .json: .json][format] ?? .text
        }
        if let replay {
            mode = .replay(replay)
        } else if mutate {
            guard !positional.isEmpty else { throw Tool.Failure.badInput("--mutate needs one or more commits") }
            mode = .mutate(positional, format ?? .text)
        } else {
            guard positional.count <= 1 else {
                throw Tool.Failure.badInput("one range only, not \(positional.joined(separator: " and "))")
            }
            mode = .select(positional.first ?? "HEAD~1..HEAD", output)
        }
    }
}
