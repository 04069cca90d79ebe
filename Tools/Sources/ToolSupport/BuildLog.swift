// What a failed build says, in one line, about the user's own files.
public import Foundation

/// Reads the compiler's output of a failed build or manifest load.
public enum BuildLog {
    /// The first error in a build's output, as one line: `path:line:column: error: message`.
    ///
    /// A build on a scratch copy reports the copy's paths; with `scratch` and `package`, each
    /// is rewritten to the user's own file in `package`.
    ///
    /// - Returns: The first line that names a file and an error (`path:line:column: error: …`),
    ///   else the first line with `error:`, or `nil` when there is none.
    public static func firstError(in output: String, scratch: URL? = nil, package: URL? = nil) -> String? {
        let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let located = lines.first { $0.hasPrefix("/") && $0.contains(": error: ") }
        guard let line = located ?? lines.first(where: { $0.contains("error: ") }) else { return nil }
        guard let scratch, let package else { return line }
        return line.replacingOccurrences(of: scratch.standardizedFileURL.path, with: package.standardizedFileURL.path)
    }

    /// The refusal of a package for Apple platforms, when a failed compile says a module only
    /// Apple's SDKs have is missing: it names the file that imports it.
    ///
    /// - Parameters:
    ///   - subject: What cannot be built here: the package's folder, or a module.
    ///   - output: What the compiler printed.
    ///   - scratch: The copy the compile ran in, whose paths are shown as `package`'s.
    public static func appleOnly(_ subject: String, output: String, scratch: URL? = nil, package: URL? = nil)
        -> Tool.Failure?
    {
        guard let (line, module) = AppleOnlyModules.missing(in: output) else { return nil }
        var file = line.components(separatedBy: ": error: ").first ?? line
        if let scratch, let package {
            file = file.replacingOccurrences(
                of: scratch.standardizedFileURL.path, with: package.standardizedFileURL.path)
        }
        return .badInput(
            "\(subject) builds only for Apple platforms: \(file) imports \(module), which this Linux toolchain "
                + "does not have; run the tool on a Mac")
    }

    /// Why a command failed, in one line: the first error in what it printed to standard error
    /// (``firstError(in:scratch:package:)``), else its first line.
    public static func reason(in errors: String) -> String? {
        firstError(in: errors) ?? errors.split(separator: "\n").first.map(String.init)
    }

    /// The failure of a package's first build: bad input (exit 2), naming the user's file and the
    /// first error, or the build's last lines when it printed no error. A package that imports a
    /// module only Apple's SDKs have (UIKit, SwiftUI, …) is refused as one for Apple platforms,
    /// naming the file that imports it.
    public static func doesNotBuild(_ package: URL, output: String, scratch: URL? = nil) -> Tool.Failure {
        if let appleOnly = appleOnly(package.path, output: output, scratch: scratch, package: package) {
            return appleOnly
        }
        let reason =
            firstError(in: output, scratch: scratch, package: package)
            ?? output.split(separator: "\n").suffix(3).joined(separator: " / ")
        return .badInput("\(package.path) does not build: \(reason)")
    }
}
