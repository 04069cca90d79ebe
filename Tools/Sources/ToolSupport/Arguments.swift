// A tool's command line, read flag by flag.
public import Foundation

/// The arguments of a tool, read in order; every mistake is bad input naming the flag.
public struct Arguments {
    private var words: ArraySlice<String>

    /// The arguments after the executable's name.
    public init(_ words: [String]) {
        self.words = words[...]
    }

    /// The next argument, or `nil` at the end.
    public mutating func next() -> String? {
        words.popFirst()
    }

    /// The value that must follow `flag`.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when there is none, the next word is a flag, or the
    ///   value is empty (`--out ""`, which a path would take for the current folder).
    public mutating func value(of flag: String, _ what: String = "a value") throws -> String {
        guard let value = words.first, !value.hasPrefix("--") else {
            throw Tool.Failure.badInput("\(flag) needs \(what)")
        }
        guard !value.allSatisfy(\.isWhitespace) else {
            throw Tool.Failure.badInput("\(flag) needs \(what), not an empty value")
        }
        words.removeFirst()
        return value
    }

    /// The whole number above 0 that must follow `flag`.
    public mutating func number(of flag: String) throws -> Int {
        guard let number = Int(try value(of: flag, "a whole number above 0")), number > 0 else {
            throw Tool.Failure.badInput("\(flag) needs a whole number above 0")
        }
        return number
    }

    /// The package folder that must follow `flag`: a directory with a `Package.swift`.
    public mutating func package(of flag: String) throws -> URL {
        try Self.package(at: try value(of: flag, "a directory"))
    }

    /// A package folder given on the command line, made absolute.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when it is not a directory or holds no `Package.swift`.
    public static func package(at path: String) throws -> URL {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw Tool.Failure.badInput("--package-path: '\(path)' is not a directory")
        }
        let url = URL(fileURLWithPath: path).standardizedFileURL
        guard FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) else {
            throw Tool.Failure.badInput("no Package.swift in '\(path)'")
        }
        return url
    }

    /// The folder `flag` names for a report, made absolute; nothing is made before the report is
    /// written (``MadeFiles/write(_:flag:)``).
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` naming the folder when it is a file, or it or the
    ///   folder it would be made in is not writable.
    public mutating func outputFolder(of flag: String) throws -> MadeFiles {
        let folder = MadeFiles.reports(in: URL(fileURLWithPath: try value(of: flag, "a directory")))
        try folder.checkRoom(for: [], flag: flag)
        return folder
    }

    /// The error for an argument the tool does not know.
    public static func unknown(_ word: String) -> Tool.Failure {
        .badInput("unknown argument '\(word)' (see --help)")
    }
}

extension Arguments {
    /// The package in the current directory, the default of every tool's `--package-path`.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when it holds no `Package.swift`.
    public static func currentPackage() throws -> URL {
        try package(at: FileManager.default.currentDirectoryPath)
    }
}
