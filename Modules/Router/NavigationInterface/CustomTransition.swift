public import UIToolkitInterface

/// A named transition a module registers for `ScreenRouteType.custom` and `Presentation.custom`.
///
/// The router calls `perform` to show and `remove` to take away, so a handle removes a custom
/// route with one call, like any other.
public struct CustomTransition: Sendable {
    /// The name route types and presentations use.
    public let name: String
    /// Shows `destination` from `source`.
    public let perform: @MainActor @Sendable (_ destination: Screen, _ source: Screen) throws(HierarchyError) -> Void
    /// Takes `destination` away again.
    public let remove: @MainActor @Sendable (_ destination: Screen) throws(HierarchyError) -> Void

    /// Creates a transition.
    ///
    /// - Parameters:
    ///   - name: The name to register it under.
    ///   - perform: Shows the destination from the source.
    ///   - remove: The inverse of `perform`.
    public init(
        name: String,
        perform:
            @escaping @MainActor @Sendable (_ destination: Screen, _ source: Screen) throws(HierarchyError) -> Void,
        remove: @escaping @MainActor @Sendable (_ destination: Screen) throws(HierarchyError) -> Void
    ) {
        self.name = name
        self.perform = perform
        self.remove = remove
    }
}
