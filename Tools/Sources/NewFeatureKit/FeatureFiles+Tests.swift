// The feature's first tests, its example and the example's test, and the module's README.
import ToolSupport

extension FeatureFiles {
    var tests: String {
        let name = feature.name
        let imports = [
            "import UIToolkitInterface", "@testable import \(name)", "import \(name)Interface",
            "import NavigationInterface", "import RouterInterface",
            "import \(name)Testing", "import NavigationTesting", "import Testing",
        ]
        return #"""
            \#(ImportBlock.sorted(imports))

            @MainActor
            @Suite("\#(name)")
            struct \#(name)ScreenTests {
                @Test("the screen shows the overview, or the item its route names")
                func screen() throws {
                    let feature = try StaticInjector([]).make(\#(name)Feature.self)
                    #expect(try feature.build(from: \#(name)Route()).content.element("item")?.displayedValue == "Overview")
                    let item = try #require(try feature.build(from: \#(name)Route(id: 7)) as? \#(name)Screen)
                    #expect(item.name == "\#(name)" && item.content.element("item")?.displayedValue == "Item 7")
                    #expect(item.route == \#(name)Route(id: 7))
                }

                @Test("the module's entry registers the route")
                func entry() throws {
                    let registry = RecordingRegistry()
                    try \#(name)Entry().register(in: registry)
                    #expect(registry.routes == ["\#(feature.identifier)"])
                }

                @Test("the double answers from its table and refuses an unknown item")
                func double() throws {
                    let provider = Stub\#(name)Provider(titles: [7: "Seven"])
                    #expect(try provider.title(for: 7) == "Seven")
                    #expect(throws: \#(name)Error.notFound(id: 8)) { try provider.title(for: 8) }
                }
            }

            """#
    }

    var example: String {
        let name = feature.name
        let imports = [
            "public import ExampleSupport", "import \(name)", "import \(name)Interface",
            "public import NavigationInterface",
            "import UIToolkitInterface",
        ]
        return #"""
            // \#(name) alone: the engine and \#(name)Entry. `swift run \#(name)Example`.
            \#(ImportBlock.sorted(imports))

            /// The example's script: what `swift run \#(name)Example` plays.
            @MainActor
            public struct Example: FeatureExample {
                public static let name = "\#(name)Example"

                public init() {}

                // Register doubles for what \#(name) uses in a DoublesEntry, and placeholders for the
                // routes it opens in a PlaceholderEntry (see Examples/ProfileExample).
                public var entries: [any AppEntry] { [\#(name)Entry()] }

                public func script(_ example: ExampleApp) async throws {
                    try await example.step("launch item 7") { try example.launch(\#(name)Route(id: 7)) }
                    try example.top("\#(name)")
                    try example.expect(example.read("item") == "Item 7", "the screen shows item 7")
                }
            }

            """#
    }

    var exampleMain: String {
        #"""
        // Runs the example: `swift run \#(feature.name)Example [--toolkit declarative] [--help]`.
        import ExampleSupport

        try await Example.main()

        """#
    }

    var exampleTests: String {
        let name = feature.name
        return #"""
            \#(ImportBlock.sorted(["import ExampleSupport", "import \(name)Example", "import Testing"]))

            @MainActor
            @Suite("\#(name)Example")
            struct \#(name)ExampleTests {
                @Test("plays \#(name) alone on each toolkit; a bad argument is exit 2")
                func plays() async throws {
                    #expect(try await Example.problems() == [])
                }
            }

            """#
    }

    var readme: String {
        let name = feature.name
        let identifier = feature.identifier
        let imported =
            uses.isEmpty
            ? "nothing but its own interface"
            : "the interfaces " + uses.map { "\($0)Interface" }.joined(separator: ", ")
        let opened =
            root.links.map {
                #"""
                 The link `horizon://\#(identifier)` opens it, pushed
                on Home (`\#($0)`); remove `.openableFromOutside()` there if only
                the app itself may open it.
                """#
            } ?? ""
        return #"""
            # \#(name)

            (Scaffolded by Horizon's `new-feature`: say here what the pair is for.)

            | | |
            |---|---|
            | `\#(name)Interface` | `\#(name)Route` (`"\#(identifier)"`, an optional `id`), `\#(name)Providing`, `\#(name)Error` |
            | `\#(name)` | `\#(name)Entry`, its one public type (listed in `\#(root.entries)`); `\#(name)Feature`, `\#(name)Screen` |
            | `\#(name)Testing` | `Stub\#(name)Provider`: the double of `\#(name)Providing` for other features' tests and examples |
            | `\#(name)Example` (in `\#(folders.examples)/`) | the feature alone with the engine: `swift run \#(name)Example` |

            The concrete module may import \#(imported).\#(opened)

            Tests: `\#(folders.test("\(name)Tests"))`.

            """#
    }
}
