import Foundation
import TestSupport
import Testing

/// `Scripts/docs`: a DocC site of the interface modules, one page per public symbol, and a
/// broken doc link fails it. Run on a small package of its own (the repository's own site is
/// built by CI, `.ci/run`), so the test never shares a build directory with `swift test`.
@Suite("docs", .serialized, .slow)
struct DocsScriptTests {
    let root = ProcessRunner.repositoryRoot()

    /// A package with an interface module, `GadgetInterface`, and its README, and a
    /// `RouterInterface`, which carries the package README's Tour.
    func makePackage() throws -> URL {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-docs-\(UUID().uuidString)")
        let sources = package.appendingPathComponent("Modules/Gadget/GadgetInterface")
        let router = package.appendingPathComponent("Modules/Router/RouterInterface")
        for folder in [sources, router] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(
            name: "Gadgets",
            targets: [
                .target(name: "GadgetInterface", path: "Modules/Gadget/GadgetInterface"),
                .target(name: "RouterInterface", path: "Modules/Router/RouterInterface"),
            ])
        """.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try """
        /// Routes.
        public struct Route {}
        """.write(to: router.appendingPathComponent("Route.swift"), atomically: true, encoding: .utf8)
        try """
        # Gadgets

        ## Tour

        Read [The module graph](#the-module-graph) first.

        ## The module graph
        """.write(to: package.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        try """
        # Gadget

        Gadgets, made by a ``GadgetMaking``.
        """.write(to: package.appendingPathComponent("Modules/Gadget/README.md"), atomically: true, encoding: .utf8)
        try gadget(link: "Gadget/name").write(
            to: sources.appendingPathComponent("Gadget.swift"), atomically: true, encoding: .utf8)
        return package
    }

    /// The module's source, whose initializer's doc comment links to `link`.
    func gadget(link: String) -> String {
        """
        /// A gadget.
        public struct Gadget {
            /// Its name.
            public var name: String

            /// Creates a gadget; see ``\(link)``.
            public init(name: String) { self.name = name }
        }

        /// Makes gadgets.
        public protocol GadgetMaking {
            /// Makes one.
            func make() -> Gadget
        }
        """
    }

    @Test(
        "every public symbol gets a page, the README is the landing page, the Tour an article; a broken doc link fails it"
    )
    func site() throws {
        let package = try makePackage()
        defer { try? FileManager.default.removeItem(at: package) }
        let site = package.appendingPathComponent("site")
        let built = try ProcessRunner.run(
            ["bash", "Scripts/docs", "--package-path", package.path, "--out", site.path], in: root)
        #expect(built.status == 0, "\(built.output)")
        #expect(built.output.contains("docs: 2 modules in \(site.path)"))
        let data = site.appendingPathComponent("data/documentation/gadgetinterface")
        for page in ["gadget", "gadget/name", "gadget/init(name:)", "gadgetmaking", "gadgetmaking/make()"] {
            #expect(
                FileManager.default.fileExists(atPath: data.appendingPathComponent(page + ".json").path),
                "a page for \(page)")
        }
        let landing = try String(contentsOf: data.appendingPathExtension("json"), encoding: .utf8)
        #expect(landing.contains("Gadgets, made by a"), "the module's README is its landing page")
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("index.html").path))
        let tour = try String(
            contentsOf: site.appendingPathComponent("data/documentation/routerinterface/tour.json"), encoding: .utf8)
        #expect(
            tour.contains("“The module graph” in the README") && !tour.contains("#the-module-graph"),
            "the Tour's links to README sections name the section: the site has no README")

        try gadget(link: "Gadget/colour").write(
            to: package.appendingPathComponent("Modules/Gadget/GadgetInterface/Gadget.swift"), atomically: true,
            encoding: .utf8)
        let broken = try ProcessRunner.run(
            ["bash", "Scripts/docs", "--package-path", package.path, "--out", site.path], in: root)
        #expect(broken.status == 1, "\(broken.output)")
        #expect(broken.output.contains("'colour' doesn't exist at '/GadgetInterface/Gadget'"), "\(broken.output)")
        #expect(broken.output.contains("Gadget.swift:6"), "the message names the file and line")
    }

    @Test(
        "bad arguments exit 2 with a reason",
        arguments: [["--out"], ["--package-path", "/nonexistent"], ["--nope"], ["--out", "/dev/null"]])
    func badArguments(arguments: [String]) throws {
        let result = try ProcessRunner.run(["bash", "Scripts/docs"] + arguments, in: root)
        #expect(result.status == 2 && result.output.hasPrefix("docs: "), "\(result.output)")
    }

    @Test("a package that does not build exits 2 with one line naming its file and the first error")
    func doesNotBuild() throws {
        let package = try makePackage()
        defer { try? FileManager.default.removeItem(at: package) }
        let file = package.appendingPathComponent("Modules/Gadget/GadgetInterface/Gadget.swift")
        try "public let broken: Int = missing\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try ProcessRunner.run(
            [
                "bash", "Scripts/docs", "--package-path", package.path, "--out",
                package.appendingPathComponent("site").path,
            ],
            in: root)
        #expect(result.status == 2, "\(result.output)")
        #expect(
            result.output.contains("docs: \(package.path) does not build: \(file.path):1:")
                && result.output.contains("error: cannot find 'missing' in scope"), "\(result.output)")
    }
}
