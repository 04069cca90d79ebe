extension Screen {
    /// Starts asynchronous work owned by the screen, such as loading its content.
    ///
    /// The work runs on the main actor; `HierarchyDriving`'s `settle()` waits for all of it, which
    /// is how flows and tests wait for a screen to finish loading instead of sleeping.
    public func startTask(_ operation: @escaping @MainActor () async -> Void) {
        pendingTasks.append(Task { @MainActor in await operation() })
    }

    /// The tasks started with `startTask` and not yet handed out, which it hands out: what the
    /// driving side (`HierarchyDriving`'s `settle()`) awaits. `nil` when there are none.
    package func takePendingTasks() -> [Task<Void, Never>]? {
        guard !pendingTasks.isEmpty else { return nil }
        defer { pendingTasks.removeAll() }
        return pendingTasks
    }

    /// Removes this screen the way it was shown: pops it (and what is above it) from its
    /// navigation stack, or dismisses it when it was presented.
    ///
    /// - Throws: `HierarchyError.cannotPopRoot` for the root of a stack that was not presented,
    ///   `.nothingToDismiss` when the screen is not in a stack and was not presented.
    public func close() throws(HierarchyError) {
        if let stack = parent as? StackContainer, let index = stack.screens.firstIndex(where: { $0 === self }),
            index > 0
        {
            _ = try stack.pop(to: stack.screens[index - 1])
        } else if let presented = presentationRoot, presented.presentingScreen != nil {
            try presented.dismiss()
        } else if parent is StackContainer {
            throw .cannotPopRoot(name)
        } else {
            throw .nothingToDismiss(name)
        }
    }

    /// The presented screen this one belongs to: itself, or the container it sits in.
    private var presentationRoot: Screen? {
        var node: Screen? = self
        while let current = node {
            if current.presentingScreen != nil { return current }
            node = current.parent
        }
        return nil
    }
}

extension Screen {
    /// Whether work started with `startTask` has not been awaited yet: what `settle()` of the
    /// driving side (`HierarchyDriving`) waits for.
    package var hasPendingTasks: Bool { !pendingTasks.isEmpty }
}
