public import UIToolkitInterface

extension UIToolkit {
    /// A `Codable` picture of the hierarchy, for tools and tests.
    public var snapshot: HierarchySnapshot {
        HierarchySnapshot(root: root.map { $0.node(visible: Set(visibleScreens.map(ObjectIdentifier.init))) })
    }
}
