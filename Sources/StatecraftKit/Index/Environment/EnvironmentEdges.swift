/// The edges along which SwiftUI passes the environment. They are the view graph's edges, except for pushes: a
/// `NavigationLink` destination or `.navigationDestination` content is shown by the navigation container
/// (`NavigationStack`, `NavigationView`, `NavigationSplitView`) it is pushed onto, and receives the environment
/// at that container, not what the views inside it inject around the link. Such an edge starts at the view that
/// holds the container, with the environment there, and remembers the views it passes on the way to the link.
struct EnvironmentEdges {
    struct Edge {
        var from: Int
        var to: Int
        var provision: Provision
        /// The view-graph edges this one stands for, in order from `from` to `to`.
        var path: [Int]
        /// A push whose link sits under injections inside its container, which the pushed view does not receive.
        var skipsInjections: Bool
    }

    let edges: [Edge]
    let outgoing: [[Int]]
    let incoming: [[Int]]
    /// View-graph edges to views shown apart from their parent, which pass on no environment at all.
    let apart: [Int]

    init(graph: ViewGraph) {
        var finder = StackFinder(graph: graph)
        var edges: [Edge] = []
        var apart: [Int] = []
        for (index, edge) in graph.edges.enumerated() {
            if edge.hostedApart {
                apart.append(index)
                continue
            }
            guard edge.kind == .navigates else {
                edges.append(Edge(from: edge.from, to: edge.to, provision: edge.provision, path: [index], skipsInjections: false))
                continue
            }
            if var stack = edge.stackProvision {
                stack.formUnion(edge.innerProvision)
                edges.append(Edge(from: edge.from, to: edge.to, provision: stack, path: [index],
                                  skipsInjections: stack != edge.provision))
                continue
            }
            let stacks = finder.stacks(above: edge.from)
            // No container found above the link: it may sit in one the model does not see (a package's, or a
            // UIKit navigation controller's), so the environment at the link is kept.
            guard !stacks.isEmpty else {
                edges.append(Edge(from: edge.from, to: edge.to, provision: edge.provision, path: [index], skipsInjections: false))
                continue
            }
            for stack in stacks {
                var provision = stack.provision
                provision.formUnion(edge.innerProvision)
                // What the builder or helper between the link and the destination injects still counts.
                if graph.nodes[edge.from].kind != .view { provision.formUnion(edge.provision) }
                edges.append(Edge(from: stack.node, to: edge.to, provision: provision, path: stack.path + [index],
                                  skipsInjections: true))
            }
        }
        var outgoing = Array(repeating: [Int](), count: graph.nodes.count)
        var incoming = Array(repeating: [Int](), count: graph.nodes.count)
        for (index, edge) in edges.enumerated() {
            outgoing[edge.from].append(index)
            incoming[edge.to].append(index)
        }
        self.edges = edges
        self.apart = apart
        self.outgoing = outgoing
        self.incoming = incoming
    }
}

/// Finds the navigation containers a view's links push onto, walking up the views that build it.
private struct StackFinder {
    struct Stack: Hashable {
        /// The view whose body holds the container.
        var node: Int
        var provision: Provision
        /// The view-graph edges from that view down to the one the search started from.
        var path: [Int]

        static func == (lhs: Stack, rhs: Stack) -> Bool { lhs.node == rhs.node && lhs.provision == rhs.provision }
        func hash(into hasher: inout Hasher) {
            hasher.combine(node)
            hasher.combine(provision)
        }
    }

    /// Enough to decide every real hierarchy; a view built in more places than this is cut short.
    private static let limit = 64

    let graph: ViewGraph
    private var memo: [Int: [Stack]] = [:]
    private var active: Set<Int> = []

    init(graph: ViewGraph) { self.graph = graph }

    mutating func stacks(above node: Int) -> [Stack] {
        if let cached = memo[node] { return cached }
        guard active.insert(node).inserted else { return [] }
        var result: [Stack] = []
        var seen = Set<Stack>()
        for edgeIndex in graph.incoming[node] where result.count < Self.limit {
            let edge = graph.edges[edgeIndex]
            if let provision = edge.stackProvision {
                let stack = Stack(node: edge.from, provision: provision, path: [edgeIndex])
                if seen.insert(stack).inserted { result.append(stack) }
                continue
            }
            // A sheet, popover or cover starts a presentation of its own: no container outside it pushes from it.
            if edge.kind == .presents || edge.hostedApart { continue }
            for above in stacks(above: edge.from) {
                let stack = Stack(node: above.node, provision: above.provision, path: above.path + [edgeIndex])
                if seen.insert(stack).inserted { result.append(stack) }
            }
        }
        active.remove(node)
        memo[node] = result
        return result
    }
}
