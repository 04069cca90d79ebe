// Runs the example: `swift run ProfileExample [--toolkit declarative]`.
import Foundation

let code = try await Example.play(arguments: Array(CommandLine.arguments.dropFirst())) { print($0) }
exit(code)
