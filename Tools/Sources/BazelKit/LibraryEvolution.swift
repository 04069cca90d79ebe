// How each Swift library of a package builds with Bazel: with library evolution or not, and
// which of its dependencies its importers never load.
public import Foundation

/// How each Swift library builds with Bazel's rules, found by compiling it (``LibraryEvolutionTrial``):
///
/// - with library evolution (the rule's `library_evolution`) wherever it compiles so: its
///   importers then compile against a module built from its package interface, so an edit of
///   its private or internal declarations reruns none of them;
/// - its *private dependencies* (rules_swift's `private_deps`): those its package interface does
///   not import. An importer of the library never loads them, so they are not among the
///   importer's inputs, and an edit of one reruns no compile but the library's own.
///
/// A library without it gives its binary module, which may name any of its dependencies: all
/// of them stay `deps`. `bazel/package.bzl` records what was found (``record``), so
/// `bazel-build-files --check` reads it back (``recorded(in:)``) rather than compile.
public struct LibraryEvolution: Sendable, Equatable {
    /// The libraries built without library evolution, by target name, each with why: the
    /// compiler's first error when tried with it, or that it was turned off.
    public let without: [String: String]
    /// The private dependencies of each library built with it that has any, by target name.
    public let privateDependencies: [String: [String]]

    /// Decisions as given.
    public init(without: [String: String], privateDependencies: [String: [String]]) {
        self.without = without
        self.privateDependencies = privateDependencies.filter { !$0.value.isEmpty }
    }

    /// Where the decisions come from.
    public enum Source: Sendable {
        /// Compile each library to find out (``LibraryEvolutionTrial``).
        case trial
        /// Every library without it: the build as SwiftPM's, for a measurement beside it.
        case off
        /// As `bazel/package.bzl` in the package records them (``recorded(in:)``).
        case recorded
    }

    /// The reason given for every library when it is turned off.
    public static let turnedOff = "turned off (--no-library-evolution)"

    /// Every library of `libraries` without it, none with private dependencies.
    public static func off(_ libraries: [String]) -> LibraryEvolution {
        LibraryEvolution(
            without: Dictionary(libraries.map { ($0, turnedOff) }, uniquingKeysWith: { first, _ in first }),
            privateDependencies: [:])
    }

    /// Whether the library builds with it.
    public func builds(_ library: String) -> Bool { without[library] == nil }

    /// One line per library built without it, saying why, in name order; none when it is turned
    /// off for all (the caller says so once).
    public var lines: [String] {
        without.filter { $0.value != Self.turnedOff }.sorted { $0.key < $1.key }.map { name, reason in
            "\(name) builds without library evolution: \(reason)"
        }
    }

    /// The text `bazel/package.bzl` records the decisions in, two Starlark constants the rules
    /// do not read (the BUILD files carry them as attributes).
    public var record: String {
        """
        # How each library builds, found by compiling it (bazel-build-files --write), which
        # --check reads back: the libraries without library evolution and why (every other has
        # it), and each library's private dependencies, those its interface does not import.
        \(Self.recordHeads.without) = \(Self.dictionary(without.mapValues(BuildFiles.quoted)))
        \(Self.recordHeads.privateDependencies) = \(Self.dictionary(privateDependencies.mapValues(BuildFiles.list)))

        """
    }

    /// The decisions `bazel/package.bzl` in the package records; none (every library with it,
    /// no private dependency) when it records none.
    public static func recorded(in root: URL) -> LibraryEvolution {
        let file = root.appendingPathComponent("bazel/package.bzl")
        let lines = ((try? String(contentsOf: file, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        return LibraryEvolution(
            without: entries(after: recordHeads.without, in: lines).compactMapValues(\.first),
            privateDependencies: entries(after: recordHeads.privateDependencies, in: lines))
    }

    private static let recordHeads = (without: "WITHOUT_LIBRARY_EVOLUTION", privateDependencies: "PRIVATE_DEPS")

    /// A Starlark dictionary of already written values, one entry a line, keys in order.
    private static func dictionary(_ entries: [String: String]) -> String {
        guard !entries.isEmpty else { return "{}" }
        let lines = entries.sorted { $0.key < $1.key }.map { "    \(BuildFiles.quoted($0.key)): \($0.value)," }
        return "{\n" + lines.joined(separator: "\n") + "\n}"
    }

    /// The entries of the dictionary `head` opens, one a line: each key with the strings of its value.
    private static func entries(after head: String, in lines: [String]) -> [String: [String]] {
        guard let start = lines.firstIndex(where: { $0.hasPrefix(head + " = {") }) else { return [:] }
        var entries: [String: [String]] = [:]
        for line in lines[(start + 1)...] {
            let strings = strings(in: line)
            guard line.hasPrefix("    "), let key = strings.first else { break }
            entries[key] = Array(strings.dropFirst())
        }
        return entries
    }

    /// The Starlark strings in a line, unescaped: what ``BuildFiles/quoted(_:)`` wrote.
    static func strings(in line: String) -> [String] {
        var strings: [String] = []
        var current: String?
        var escaped = false
        for character in line {
            switch (current, character, escaped) {
            case (nil, "\"", _): current = ""
            case (nil, _, _): continue
            case (.some, _, true):
                current?.append(character)
                escaped = false
            case (.some, "\\", false): escaped = true
            case (.some(let text), "\"", false):
                strings.append(text)
                current = nil
            case (.some, _, false): current?.append(character)
            }
        }
        return strings
    }
}
