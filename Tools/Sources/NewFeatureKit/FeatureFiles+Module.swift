// The concrete module's files and the double: the feature, the screen, the entry, the stub.

extension FeatureFiles {
    var featureType: String {
        let name = feature.name
        // What the manifest declares, the sources import (check-architecture's rule 11).
        let imports =
            ["import UIToolkitInterface", "import \(name)Interface", "import NavigationInterface"]
            + uses.map { "import \($0)Interface" }
        return #"""
            \#(ImportBlock.sorted(imports))

            /// Builds \#(name)'s screen for a `\#(name)Route`.
            struct \#(name)Feature: Feature {
                func build(from route: \#(name)Route) throws -> Screen {
                    \#(name)Screen(route: route)
                }
            }

            """#
    }

    var screen: String {
        let name = feature.name
        return #"""
            \#(ImportBlock.sorted(["import UIToolkitInterface", "import \(name)Interface"]))

            /// \#(name)'s screen: the overview, or one item. What it shows is its content: a title
            /// and elements, each with the identifier flows and tests find it by.
            final class \#(name)Screen: Screen {
                /// The route it shows.
                let route: \#(name)Route

                init(route: \#(name)Route) {
                    self.route = route
                    super.init(name: "\#(name)")
                    content = ScreenContent(
                        title: "\#(name)", [.text("item", route.id.map { "Item \($0)" } ?? "Overview")])
                }
            }

            """#
    }

    var entry: String {
        let name = feature.name
        return #"""
            \#(ImportBlock.sorted(
                ["import \(name)Interface", "public import NavigationInterface", "public import RouterInterface"]))

            /// The \#(name) module's one entry: registers what the module provides (`\#(name)Route`).
            public struct \#(name)Entry: AppEntry {
                public let name = "\#(name)"

                /// Creates the module's entry.
                public init() {}

                public func register(in registrar: any EntryRegistrar) throws(RouterError) {
                    try registrar.registerRoute(\#(name)Route.self, feature: \#(name)Feature.self)
                }
            }

            """#
    }

    var double: String {
        let name = feature.name
        return #"""
            public import \#(name)Interface

            /// A `\#(name)Providing` that answers from a table: the double other features' tests and
            /// examples use instead of the \#(name) module.
            public final class Stub\#(name)Provider: \#(name)Providing {
                /// The titles it knows, by item.
                public let titles: [Int: String]

                /// Creates a provider knowing these titles.
                public init(titles: [Int: String] = [:]) {
                    self.titles = titles
                }

                public func title(for id: Int) throws(\#(name)Error) -> String {
                    guard let title = titles[id] else { throw .notFound(id: id) }
                    return title
                }
            }

            """#
    }
}
