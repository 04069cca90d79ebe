// Runs the example: `swift run ShowPageExample [--toolkit declarative] [--help]`.
import ExampleSupport

try await Example.main()
