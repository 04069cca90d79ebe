// Runs the example: `swift run OrderExample [--toolkit declarative] [--help]`.
import ExampleSupport

try await Example.main()
