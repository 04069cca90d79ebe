// A target's `visibility` in the generated BUILD files: who may depend on it.
public import ArchitectureCheckKit
public import ToolSupport

/// The `visibility` of each target: in a package laid out as Horizon is, the packages of the
/// targets the architecture's rules let depend on it (``PermittedDependents``), so that Bazel
/// itself refuses a forbidden dependency; elsewhere, public.
///
/// When every target under a top folder may depend on it (all of `Tests/`), the list says
/// `//Tests:__subpackages__` rather than naming each.
public struct BazelVisibility {
    private let package: PackageDump
    private let permitted: PermittedDependents?

    /// - Parameter permitted: The rules; `nil` makes every target public.
    public init(package: PackageDump, permitted: PermittedDependents?) {
        self.package = package
        self.permitted = permitted
    }

    /// The value of a target's `visibility` attribute, a Starlark list.
    public func attribute(for name: String) -> String {
        let labels = packages(for: name)
        return "[" + labels.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
    }

    /// The package specifications that may see a target.
    public func packages(for name: String) -> [String] {
        guard let permitted, let dependents = permitted.dependents(of: name) else { return ["//visibility:public"] }
        let allowed = package.targets.filter { dependents.contains($0.name) }
        guard !allowed.isEmpty else { return ["//visibility:private"] }
        let others = package.targets.filter { $0.name != name }
        var specifications: Set<String> = []
        for target in allowed {
            let top = String(target.path.split(separator: "/").first ?? "")
            let underTop = others.filter { $0.path.hasPrefix(top + "/") }
            if underTop.count > 1, underTop.allSatisfy({ dependents.contains($0.name) }) {
                specifications.insert("//\(top):__subpackages__")
            } else {
                specifications.insert("//\(target.path):__pkg__")
            }
        }
        return specifications.sorted()
    }
}
