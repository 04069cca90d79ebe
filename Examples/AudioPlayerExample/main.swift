// Runs the example: `swift run AudioPlayerExample [--toolkit declarative] [--help]`.
import ExampleSupport

try await Example.main()
