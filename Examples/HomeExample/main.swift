// Runs the example: `swift run HomeExample [--toolkit declarative] [--help]`.
import ExampleSupport

try await Example.main()
