/// Finds a path from an app root to a reading view that can happen. Walking back from the reader, it carries
/// the tests that must hold on the current view's fixed properties (`showsBuyButton == true` for a read inside
/// `if showsBuyButton`), and drops an edge whose caller rules one out: a constant argument (`showsBuyButton:
/// false`), the property's constant default when the caller leaves it out, or, through a property the caller
/// passes on unchanged, a test on the caller's own property, decided further up. An edge built only under a test
/// of its parent (`if isExpanded { Details() }`) adds that test. What cannot be decided is assumed possible.
/// It also carries the platforms the path so far exists on: each edge and each view keeps only those its `#if`
/// clauses and the SDK allow, and a path that no platform compiles whole is no path (a macOS root continuing
/// through an `#elseif os(iOS)` branch, a macOS-only scene under `targetEnvironment(macCatalyst)`).
struct FeasiblePaths {
    /// A chain of environment edges from a start node to the reader.
    struct Chain {
        var start: Int
        var edges: [Int]
        /// The platforms that compile every step of it.
        var platforms: Platforms
    }

    private struct State: Hashable {
        var node: Int
        var tests: [ConditionFact]
        var platforms: Platforms
    }

    /// Enough for the nested tests of real views; more are dropped, which only keeps more paths.
    private static let maximumTests = 3

    let graph: ViewGraph
    let environment: EnvironmentEdges

    /// The shortest chain from one of `starts` to `reader` along edges `passes` lets through, with every test
    /// possible; nil when each such path is ruled out.
    func chain(to reader: Int, tests: [ConditionFact], platforms: Platforms = .all, starts: Set<Int>,
               passes: (Int) -> Bool) -> Chain? {
        let initial = State(node: reader, tests: normalised(tests) ?? [],
                            platforms: platforms.intersection(graph.nodes[reader].platforms))
        guard !initial.platforms.isEmpty else { return nil }
        var towardsReader: [State: (edge: Int, state: State)] = [:]
        var seen: Set<State> = [initial]
        var queue = [initial]
        var head = 0
        while head < queue.count {
            let state = queue[head]
            head += 1
            if starts.contains(state.node) {
                var edges: [Int] = []
                var current = state
                while let step = towardsReader[current] {
                    edges.append(step.edge)
                    current = step.state
                }
                return Chain(start: state.node, edges: edges, platforms: state.platforms)
            }
            for index in environment.incoming[state.node] {
                guard passes(index), let above = testsAbove(environment.edges[index], given: state.tests) else { continue }
                let platforms = platformsAbove(environment.edges[index], given: state.platforms)
                guard !platforms.isEmpty else { continue }
                let next = State(node: environment.edges[index].from, tests: above, platforms: platforms)
                if seen.insert(next).inserted {
                    towardsReader[next] = (index, state)
                    queue.append(next)
                }
            }
        }
        return nil
    }

    /// The platforms left once the path takes `edge`: those of each view-graph edge it stands for and of the
    /// views they start from.
    private func platformsAbove(_ edge: EnvironmentEdges.Edge, given platforms: Platforms) -> Platforms {
        var result = platforms
        for index in edge.path {
            result.formIntersection(graph.edges[index].platforms)
            result.formIntersection(graph.nodes[graph.edges[index].from].platforms)
        }
        return result
    }

    /// The tests that must hold on the parent's properties for `edge` to lead to a child meeting `tests`, or nil
    /// when the edge rules one out.
    private func testsAbove(_ edge: EnvironmentEdges.Edge, given tests: [ConditionFact]) -> [ConditionFact]? {
        guard let last = edge.path.last else { return [] }
        let link = graph.edges[last]
        // Pushed from a container higher up: the parent is not the view that builds the child.
        let direct = edge.path.count == 1
        var above: [ConditionFact] = []
        for test in tests {
            // `case .profile:` in the builder a sheet calls on a value that only ever holds `.settings`.
            if test.property == "self", let possible = link.receiverValues {
                if possible.allSatisfy(test.isFalse) { return nil }
                continue
            }
            // `screen.view()` in `func view(for screen: Screen)`: the parent's callers decide its `screen`.
            if test.property == "self", direct, let parameter = link.receiverParameter,
               graph.nodes[link.from].conditions?.isFixed(parameter) == true {
                above.append(ConditionFact(property: parameter, value: test.value, equals: test.equals))
                continue
            }
            if let argument = link.arguments.first(where: { $0.label == test.property }) {
                if let constant = argument.constant {
                    if test.isFalse(for: constant) { return nil }
                } else if direct, let forwarded = argument.forwardedProperty, !argument.isBinding,
                          graph.nodes[link.from].conditions?.isFixed(forwarded) == true {
                    above.append(ConditionFact(property: forwarded, value: test.value, equals: test.equals))
                }
            } else if link.constructs, let value = graph.nodes[link.to].conditions?.defaultValue(of: test.property),
                      test.isFalse(for: value) {
                return nil
            }
        }
        if direct { above += link.conditions }
        return normalised(above)
    }

    /// Tests without repeats, in a stable order, at most `maximumTests`; nil when two contradict each other.
    private func normalised(_ tests: [ConditionFact]) -> [ConditionFact]? {
        var unique: [ConditionFact] = []
        for test in tests where !unique.contains(test) {
            for other in unique where other.property == test.property {
                if case .bool = test.value, test.value != other.value, test.equals == other.equals { return nil }
                if let cases = test.passingCases, let others = other.passingCases, cases.isDisjoint(with: others) { return nil }
                if test.value == other.value, test.equals != other.equals, test.alternatives.isEmpty, other.alternatives.isEmpty { return nil }
            }
            unique.append(test)
        }
        return Array(unique.prefix(Self.maximumTests))
    }
}
