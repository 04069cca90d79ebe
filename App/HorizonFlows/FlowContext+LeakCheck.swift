import HierarchyDriving
import HierarchyInspection
import HorizonAppInterface
import RouterInspection
import RouterInterface
import UIToolkitInterface

extension FlowContext {
    /// The last step of every flow: nothing it made outlives what holds it.
    ///
    /// Every screen that has been in the flow's windows (the relaunched apps' too) and is
    /// still alive must be in the final hierarchy. Then the hierarchy is released, and every
    /// such screen must be gone, and every weak-shared dependency with them. Features are
    /// values the router drops after `build`; one kept by mistake would keep its
    /// dependencies and its screen alive, and fail here.
    func checkForLeaks() async throws {
        try await step("leak check: release the final hierarchy") {
            // Work a screen started still holds it until it ends.
            for screen in shownScreens { await screen.settle() }
            let held = Set((app.window.root?.subtree ?? []).map(ObjectIdentifier.init))
            let stray = shownScreens.filter { !held.contains(ObjectIdentifier($0)) }
            try expect(stray.isEmpty, "every screen alive is in the final hierarchy", got: Self.names(stray))
            note("\(held.count) screen\(held.count == 1 ? "" : "s") in the final hierarchy; releasing it")
            try app.window.setRoot(nil)
        }
        try expect(shownScreens.isEmpty, "no screen the flow showed is alive", got: Self.names(shownScreens))
        let shared = app.router.liveWeakSharedTypes
        try expect(shared.isEmpty, "no weak-shared dependency is alive", got: shared.joined(separator: ", "))
    }

    /// The screens alive that have been in any of the flow's windows.
    var shownScreens: [Screen] {
        shown.flatMap(\.alive)
    }

    private static func names(_ screens: [Screen]) -> String {
        screens.map(\.name).sorted().joined(separator: ", ")
    }
}
