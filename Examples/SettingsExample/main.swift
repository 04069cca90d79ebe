// Runs the example: `swift run SettingsExample [--toolkit declarative] [--help]`.
import ExampleSupport

try await Example.main()
