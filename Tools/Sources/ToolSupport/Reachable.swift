// What a graph reaches from some of its nodes.

/// The nodes reachable from `start` through `next`, `start` included: a module's dependencies,
/// transitively.
///
/// - Parameters:
///   - start: Where the walk begins.
///   - next: A node's neighbours.
public func reachable(from start: some Sequence<String>, next: (String) -> [String]) -> Set<String> {
    var reached = Set(start)
    var pending = Array(reached)
    while let node = pending.popLast() {
        for neighbour in next(node) where reached.insert(neighbour).inserted {
            pending.append(neighbour)
        }
    }
    return reached
}
