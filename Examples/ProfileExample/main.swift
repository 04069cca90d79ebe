// Runs the example: `swift run ProfileExample [--toolkit declarative] [--help]`.
import ExampleSupport

try await Example.main()
