import Foundation
import ToolSupport

/// The tool's command and flags, as Scripts/measure-build-times and Scripts/generate-graph pass them.
struct Options {
    var command = ""
    var package: URL?
    var scratch: URL?
    var dump: URL?
    var out: URL?
    var runs = 5
    var quick = false
    var assertHorizontal = false
    /// The targets `--modules` names to edit (the real-package mode).
    var modules: [String] = []
    /// `--all`: edit every library and executable target.
    var all = false
    /// `--configuration debug|release`.
    var configuration = Sandbox.Configuration.debug
    /// `--disable-cmo`: compile with `-disable-cmo` (release without cross-module optimization).
    var disableCMO = false
    var sizes = [6, 25, 50, 100]
    var shape: Generator.Shape?
    var features: Int?
    var files = 4
    var functions = 8

    /// The flags every compile gets.
    var compilerFlags: [String] { disableCMO ? ["-disable-cmo"] : [] }

    /// Reads the command (`real`, `scale`, `impact`, `render` or `generate`) and its flags.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` naming the flag that is unknown or lacks a valid value.
    static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var words = arguments[...]
        options.command = words.popFirst() ?? ""
        func value(_ flag: String) throws -> String {
            guard let value = words.popFirst(), !value.hasPrefix("--") else {
                throw Tool.Failure.badInput("\(flag) needs a value")
            }
            return value
        }
        func number(_ flag: String) throws -> Int {
            guard let number = Int(try value(flag)), number > 0 else {
                throw Tool.Failure.badInput("\(flag) needs a whole number above 0")
            }
            return number
        }
        while let word = words.popFirst() {
            switch word {
            case "--package": options.package = URL(fileURLWithPath: try value(word))
            case "--scratch": options.scratch = URL(fileURLWithPath: try value(word))
            case "--dump": options.dump = URL(fileURLWithPath: try value(word))
            case "--out": options.out = URL(fileURLWithPath: try value(word))
            case "--runs": options.runs = try number(word)
            case "--quick": options.quick = true
            case "--assert-horizontal": options.assertHorizontal = true
            case "--all": options.all = true
            case "--disable-cmo": options.disableCMO = true
            case "--configuration":
                guard let configuration = Sandbox.Configuration(rawValue: try value(word)) else {
                    throw Tool.Failure.badInput("--configuration is debug or release")
                }
                options.configuration = configuration
            case "--modules":
                let names = try value(word).split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                guard !names.contains(where: \.isEmpty) else {
                    throw Tool.Failure.badInput(
                        "--modules needs target names separated by single commas, such as Core,App")
                }
                options.modules = names
            case "--sizes": options.sizes = try sizes(try value(word))
            case "--shape":
                guard let shape = Generator.Shape(rawValue: try value(word)) else {
                    throw Tool.Failure.badInput("--shape is horizontal or vertical")
                }
                options.shape = shape
            case "--features":
                let features = try number(word)
                guard features > 1 else { throw Tool.Failure.badInput("--features needs at least 2") }
                options.features = features
            case "--files": options.files = try number(word)
            case "--functions": options.functions = try number(word)
            default: throw Tool.Failure.badInput("unknown argument '\(word)' (see --help)")
            }
        }
        if options.quick { options.runs = 1 }
        if options.disableCMO, options.configuration != .release {
            throw Tool.Failure.badInput(
                "--disable-cmo needs --configuration release: debug builds do no cross-module optimization")
        }
        if options.all, !options.modules.isEmpty {
            throw Tool.Failure.badInput("--modules and --all exclude each other")
        }
        return options
    }

    /// The sizes of `--scale`: whole numbers above 1, separated by single commas.
    private static func sizes(_ text: String) throws -> [Int] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let sizes = parts.compactMap { Int($0) }.filter { $0 > 1 }
        guard !parts.isEmpty, sizes.count == parts.count else {
            throw Tool.Failure.badInput(
                "the sizes (--scale) need whole numbers above 1, separated by single commas, such as 6,25,50,100 "
                    + "(got '\(text)')")
        }
        return sizes
    }
}
