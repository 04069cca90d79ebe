// Where a package keeps each kind of target: Horizon's folders, or those its configuration names.

/// The folders a package keeps its kinds of targets in, relative to its root. Horizon's are the
/// defaults (``horizon``); a package laid out otherwise names its own in `check-architecture.json`
/// (`"features folder"`, `"examples folder"`, `"tests folder"`), and the tools read them from
/// there. No tool names a folder but through this type.
public struct PackageFolders: Sendable, Equatable {
    /// Where the feature pairs live, one folder per feature: `Modules/Profile/ProfileInterface`.
    public var features: String
    /// Where the composition roots and the executables live: `App/HorizonApp`.
    public var app: String
    /// Where each feature's example lives: `Examples/ProfileExample`.
    public var examples: String
    /// Where the test targets and the test helpers live: `Tests/ProfileTests`.
    public var tests: String
    /// Where the shims every implementation may use live: `Support/Locking`.
    public var support: String

    /// Horizon's layout: `Modules/`, `App/`, `Examples/`, `Tests/`, `Support/`.
    public static let horizon = PackageFolders(
        features: "Modules", app: "App", examples: "Examples", tests: "Tests", support: "Support")

    /// Creates a layout of these folders.
    public init(features: String, app: String, examples: String, tests: String, support: String) {
        (self.features, self.app, self.examples, self.tests, self.support) = (features, app, examples, tests, support)
    }

    /// Whether a path relative to the package is inside `folder` (one of this layout's).
    public static func path(_ path: String, isIn folder: String) -> Bool {
        path.hasPrefix(folder + "/")
    }

    /// A feature's folder: `Modules/Wishlist`.
    public func feature(_ name: String) -> String { "\(features)/\(name)" }

    /// A test target's folder: `Tests/WishlistTests`.
    public func test(_ name: String) -> String { "\(tests)/\(name)" }

    /// An example's folder: `Examples/WishlistExample`.
    public func example(_ name: String) -> String { "\(examples)/\(name)" }
}
