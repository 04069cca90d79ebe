import InjectionInterface

/// One resolution in progress: the type it resolves and the resolution whose factory asked for it.
///
/// The chain of parents is the path the container checks for cycles. A factory's declared
/// dependencies are resolved on its resolution's path, and so is whatever it resolves through
/// the `any DependencyResolving` it declares (a ``LeasedResolver``), on whatever thread or task,
/// while the factory runs. A resolution is made only where a cycle can pass: for a factory with
/// dependencies, and for the first creation of an instance a scope keeps.
package final class Resolution: Sendable {
    /// The type being resolved.
    let key: InjectionKey
    /// The resolution whose factory asked for this one; `nil` for a resolution a caller started.
    let parent: Resolution?

    /// A resolution of `key` asked for by `parent`'s factory.
    ///
    /// - Parameters:
    ///   - key: The type being resolved.
    ///   - parent: The resolution whose factory asked for it, `nil` for a caller's.
    package init(_ key: InjectionKey, parent: Resolution?) {
        self.key = key
        self.parent = parent
    }

    /// The resolutions from the first one a caller started down to this one.
    var chain: [Resolution] {
        var chain: [Resolution] = []
        var next: Resolution? = self
        while let resolution = next {
            chain.append(resolution)
            next = resolution.parent
        }
        return chain.reversed()
    }

    /// Whether `ancestor` is this resolution or one whose factory is waiting for it.
    func descends(from ancestor: Resolution) -> Bool {
        var next: Resolution? = self
        while let resolution = next {
            if resolution === ancestor { return true }
            next = resolution.parent
        }
        return false
    }

    /// The loop this resolution closes, if its type is being resolved already on its path: the
    /// types from that resolution down to this one, which resolves the first again.
    var loop: [InjectionKey]? {
        var next = parent
        while let resolution = next {
            if resolution.key == key {
                return chain.drop { $0 !== resolution }.map(\.key)
            }
            next = resolution.parent
        }
        return nil
    }
}
