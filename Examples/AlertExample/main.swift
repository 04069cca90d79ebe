// Runs the example: `swift run AlertExample [--toolkit declarative] [--help]`.
import ExampleSupport

try await Example.main()
