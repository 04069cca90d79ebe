import RouterInterface

extension DependencyContainer {
    /// Checks the registered graph plus the dependencies of the given consumers.
    ///
    /// - Parameter consumers: Extra nodes, such as features, each with the types it needs.
    /// - Returns: Every missing dependency and every cycle, each once; empty when the graph is sound.
    func problems(consumers: [(name: String, needs: [DependencyKey])] = []) -> [RouterError] {
        let table = Dictionary(uniqueKeysWithValues: allRegistrations)
        var problems: [RouterError] = []
        var seenMissing: Set<String> = []
        func checkMissing(_ needs: [DependencyKey], of name: String) {
            for need in needs where table[need.id] == nil {
                let error = RouterError.missingDependency(type: need.name, requiredBy: name)
                if seenMissing.insert(error.description).inserted { problems.append(error) }
            }
        }
        let names = table.mapValues(\.name)
        for registration in table.values.sorted(by: { $0.name < $1.name }) {
            checkMissing(registration.dependencies, of: registration.name)
        }
        for consumer in consumers { checkMissing(consumer.needs, of: consumer.name) }
        problems += cycles(in: table, names: names).map { RouterError.dependencyCycle($0) }
        return problems
    }

    /// Every elementary cycle found by depth-first search, each reported once, starting at its smallest name.
    private func cycles(in table: [ObjectIdentifier: any AnyRegistration], names: [ObjectIdentifier: String]) -> [[String]] {
        var found: Set<[String]> = []
        var state: [ObjectIdentifier: Bool] = [:]   // false: on the stack, true: done
        var stack: [ObjectIdentifier] = []
        func visit(_ node: ObjectIdentifier) {
            state[node] = false
            stack.append(node)
            for next in table[node]?.dependencies.map(\.id) ?? [] {
                if state[next] == false, let start = stack.firstIndex(of: next) {
                    let loop = stack[start...].map { names[$0] ?? "?" }
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
        for key in table.keys where state[key] == nil { visit(key) }
        return found.sorted { $0.joined() < $1.joined() }
    }
}
