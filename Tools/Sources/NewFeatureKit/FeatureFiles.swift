// The files of a new feature: its pair, its double, its tests, its example and its README.
import ToolSupport

/// What the scaffold writes for a feature, path by path (relative to the package): the pair
/// `NameInterface` + `Name`, the double in `NameTesting`, first tests, the example and its test,
/// and the module's README. The texts are the house style: documented, formatted, and passing
/// the architecture check as written.
struct FeatureFiles {
    let feature: FeatureName
    /// The features whose interfaces the concrete module may import.
    let uses: [String]
    /// The composition root's files, which the README names.
    let root: RootFiles
    /// Where the package keeps its features, tests and examples.
    let folders: PackageFolders

    /// Every file, by its path in the package.
    var files: [(path: String, text: String)] {
        let name = feature.name
        let pair = folders.feature(name)
        let (interface, module) = ("\(pair)/\(name)Interface", "\(pair)/\(name)")
        let example = folders.example("\(name)Example")
        return [
            ("\(interface)/\(name)Route.swift", route),
            ("\(interface)/\(name)Providing.swift", providing), ("\(interface)/\(name)Error.swift", error),
            ("\(module)/\(name)Feature.swift", featureType), ("\(module)/\(name)Screen.swift", screen),
            ("\(module)/\(name)Entry.swift", entry),
            ("\(pair)/\(name)Testing/Stub\(name)Provider.swift", double),
            ("\(pair)/README.md", readme),
            ("\(folders.test("\(name)Tests"))/\(name)ScreenTests.swift", tests),
            ("\(example)/Example.swift", self.example), ("\(example)/main.swift", exampleMain),
            ("\(folders.test("ExampleTests"))/\(name)ExampleTests.swift", exampleTests),
        ]
    }

    /// The folders the scaffold creates, whole; everything else it writes is one new file in a
    /// folder that exists, or an edit.
    var newFolders: [String] {
        [
            folders.feature(feature.name), folders.test("\(feature.name)Tests"),
            folders.example("\(feature.name)Example"),
        ]
    }

    /// The manifest's line for the pair.
    var manifestLine: String {
        let usesArgument = uses.isEmpty ? "" : ", uses: [\(uses.map { "\"\($0)\"" }.joined(separator: ", "))]"
        return
            "feature(\"\(feature.name)\"\(usesArgument), testing: true, tests: [\"NavigationTesting\", \"\(feature.name)Testing\"])"
    }

    /// The manifest's line for the example.
    var exampleLine: String { "example(\"\(feature.name)\")" }

    /// The composition root's element for the feature's entry.
    var entryElement: String { "\(feature.name)Entry()" }

    /// The link tree's element: the feature's route, pushed on Home, openable by links from outside.
    var linkElement: String {
        ".endpoint(\(feature.name)Route.self, \"\(feature.identifier)\").openableFromOutside()"
    }
}
