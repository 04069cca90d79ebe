// Runs the example: `swift run LoginExample [--toolkit declarative] [--help]`.
import ExampleSupport

try await Example.main()
