// Who may depend on each target, by the rules check-architecture applies: what Bazel's
// `visibility` states in the generated BUILD files.
public import Foundation
public import ToolSupport

/// The targets of a package laid out as Horizon is that may depend on each target, by the rules
/// `check-architecture` applies to a declared dependency (rules 1, 2, 3, 6, 9, 10 and 13).
public struct PermittedDependents {
    /// The composition roots `check-architecture` assumes when none is named.
    public static let defaultRoots = ["HorizonApp", "HorizonBench"]

    private let check: ArchitectureCheck

    /// The value of `--root`: target names, separated by commas.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when it is missing or names an empty target.
    public static func roots(from arguments: inout Arguments, after option: String) throws -> [String] {
        let roots = try arguments.value(of: option, "target names, separated by commas")
            .split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard !roots.contains(where: \.isEmpty) else {
            throw Tool.Failure.badInput("--root needs target names, separated by commas: HorizonApp,HorizonBench")
        }
        return roots
    }

    /// The rules for a package, or `nil` when it is not laid out as Horizon is (no target under
    /// `App/`): its targets have no kinds, so anything may depend on anything.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when a root named is not a target under App/.
    public init?(package: PackageDump, root: URL, compositionRoots: [String] = defaultRoots) throws {
        guard package.targets.contains(where: { PackageFolders.path($0.path, isIn: PackageFolders.horizon.app) })
        else { return nil }
        check = try ArchitectureCheck(package: package, root: root, compositionRoots: compositionRoots)
    }

    /// The targets that may depend on `name`, or `nil` when every target may: an interface, the
    /// UI seam, a `Support/` shim (whose users rules 1 and 2 check). Sorted by name.
    public func dependents(of name: String) -> [String]? {
        guard let target = check.targets.first(where: { $0.name == name }) else { return [] }
        switch target.kind {
        case .interface, .routerInterface, .containerInterface, .faceInterface, .uiSeam, .support: return nil
        default:
            return check.targets.filter {
                $0.name != name && $0.problem(using: target, compositionRoot: check.compositionRoot) == nil
            }.map(\.name).sorted()
        }
    }
}
