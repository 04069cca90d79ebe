import Foundation
public import NavigationInterface
import RouterInterface

/// One feature alone with the engine: what `swift run NameExample` plays and `ExampleTests` checks.
///
/// An example says what it composes (``entries``) and what it plays (``script(_:)``); the
/// protocol gives it the rest: the command line, the transcript, the checks' summary and the
/// exit code, the same for every example.
@MainActor
public protocol FeatureExample {
    /// The example's name, which its transcript, its summary line and `--help` show: `ProfileExample`.
    static var name: String { get }

    /// Creates the example, with the doubles its entries register and its script inspects.
    init()

    /// What the example composes: the feature's entry, a `DoublesEntry` with doubles for what the
    /// feature uses, a `PlaceholderEntry` for the routes it opens into features left out.
    var entries: [any AppEntry] { get }

    /// The steps the example plays, each checked.
    ///
    /// - Parameter example: The engine with the entries, in the window the arguments chose.
    /// - Throws: ``ExampleFailure`` when a check does not hold, or what a step throws.
    func script(_ example: ExampleApp) async throws
}

extension FeatureExample {
    /// Plays the example.
    ///
    /// - Parameters:
    ///   - arguments: The command line's arguments (`--toolkit declarative`).
    ///   - output: Where the transcript goes.
    ///   - errors: Where a bad argument's reason and a failed check go: standard error.
    /// - Returns: The exit code: 0 every check held, 1 one did not, 2 a bad argument.
    /// - Throws: What installing the entries or `validate()` throws: a double or a placeholder missing.
    public static func play(
        arguments: [String], output: @escaping (String) -> Void, errors: @escaping (String) -> Void
    ) async throws -> Int32 {
        let example = Self()
        let app = try ExampleApp(example.entries, arguments: arguments, output: output, errors: errors)
        return await app.play(name) { app in try await example.script(app) }
    }

    /// Plays the example from the command line, on standard output and standard error, and exits
    /// with its code: `swift run NameExample [--toolkit declarative] [--help]`.
    public static func main() async throws -> Never {
        let code = try await play(
            arguments: Array(CommandLine.arguments.dropFirst()), output: { print($0) },
            errors: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
        exit(code)
    }
}
