// The interface-usage report: which public types of the modules a module imports its code uses.
import Foundation
import ToolSupport

/// The `interface-usage` executable's work: it reads `CommandLine.arguments` and exits with the tool's status.
public enum InterfaceUsageCommand {
    static let usage = """
        usage: interface-usage --module NAME [--of A,B] [--package-path DIR] [--help]

        Which public types of the modules NAME imports its code uses, as the compiler resolves
        them, against how many each of those modules shows. What a team reads to learn a module's
        dependencies is what they show; what it needs is what it uses.

        The modules NAME depends on are emitted into a scratch folder (declarations only, as
        check-architecture does), and each file of NAME is type-checked against them
        (swiftc -frontend -dump-ast). A type counts when a node the source wrote refers to it or
        to one of its members, has it as its type, or binds it to a generic parameter; what the
        compiler adds on its own (an implicit conversion, a pattern's inferred type) does not.
        Nothing is written in the package.

          --module NAME        the library or executable target to read
          --of A,B             the modules to count (default: every target of the package NAME
                               depends on)
          --package-path DIR   the package (default: the current directory)

        Exits 0 with the report; 2 on bad input (an unknown module, a module of another package
        in --of, a file that does not type-check: the reason names it).
        """

    /// Runs the tool and exits: 0 done, 2 bad input (the reason on standard error).
    public static func main() -> Never {
        Tool.run(named: "interface-usage", usage: usage) { arguments in
            var package: URL?
            var module: String?
            var counted: [String]?
            while let word = arguments.next() {
                switch word {
                case "--package-path": package = try arguments.package(of: word)
                case "--module": module = try arguments.value(of: word, "a target's name")
                case "--of":
                    counted = try arguments.value(of: word, "module names, separated by commas")
                        .split(separator: ",").map(String.init)
                default: throw Arguments.unknown(word)
                }
            }
            guard let module else { throw Tool.Failure.badInput("--module is required: name the target to read") }
            let root = try package ?? Arguments.currentPackage()
            let usage = try InterfaceUsage.measure(module, of: counted, in: root)
            print(usage.report)
            return .success
        }
    }
}
