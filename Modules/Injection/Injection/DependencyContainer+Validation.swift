public import InjectionInterface

extension DependencyContainer {
    /// Checks the registered graph without building anything, as an app does at start-up.
    ///
    /// - Throws: `InjectionError.invalidConfiguration` listing every missing dependency and
    ///   every cycle, each once.
    public func validate() throws(InjectionError) {
        let found = problems()
        guard found.isEmpty else { throw .invalidConfiguration(found) }
    }

    /// Checks the registered graph plus the dependencies of the given consumers.
    ///
    /// - Parameter consumers: Extra nodes, such as features, each with the types it needs.
    /// - Returns: Every missing dependency and every cycle, each once; empty when the graph is sound.
    package func problems(consumers: [(key: InjectionKey, needs: [InjectionKey])] = []) -> [InjectionError] {
        let table = registrations
        // Names cost a runtime lookup each: work them out only for what is reported.
        var missing: [(needed: InjectionKey, by: () -> String)] = []
        for registration in table.allValues {
            for need in registration.dependencies where table[need.id] == nil {
                missing.append((need, { registration.name }))
            }
        }
        for consumer in consumers {
            for need in consumer.needs where table[need.id] == nil { missing.append((need, { consumer.key.name })) }
        }
        var seen: Set<String> = []
        let missingErrors = missing.map { InjectionError.missingDependency(type: $0.needed.name, requiredBy: $0.by()) }
            .filter { seen.insert($0.description).inserted }
            .sorted { $0.description < $1.description }
        return missingErrors + cycles(in: table).map { InjectionError.dependencyCycle($0) }
    }

    /// Every elementary cycle found by depth-first search, each reported once, starting at its smallest name.
    private func cycles(in table: IdentityTable<Registration>) -> [[String]] {
        var found: Set<[String]> = []
        var state = IdentityTable<Bool>(minimumCapacity: table.count)  // false: on the stack, true: done
        var stack: [ObjectIdentifier] = []
        func visit(_ node: ObjectIdentifier) {
            state[node] = false
            stack.append(node)
            for next in table[node]?.dependencies ?? [] {
                let next = next.id
                if state[next] == false, let start = stack.firstIndex(of: next) {
                    let loop = stack[start...].map { table[$0]?.name ?? "?" }
                    let pivot = loop.indices.min { loop[$0] < loop[$1] } ?? 0
                    let rotated = Array(loop[pivot...] + loop[..<pivot])
                    found.insert(rotated + [rotated[0]])
                } else if state[next] == nil, table[next] != nil {
                    visit(next)
                }
            }
            stack.removeLast()
            state[node] = true
        }
        for (key, _) in table.elements where state[key] == nil { visit(key) }
        return found.sorted { $0.joined() < $1.joined() }
    }
}
