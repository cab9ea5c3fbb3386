/// Which environment requirements some path from an app root or a preview leaves unmet. Works one
/// requirement key at a time over the edges that do not provide it, so each node is visited once per key
/// whatever the number of paths, and cycles cost nothing extra.
public final class EnvironmentAnalysis: Sendable {
    /// A view whose requirement some path from an app scene or a hosting root does not meet.
    public struct AppGap: Sendable {
        public var node: Int
        public var requirement: ViewGraph.Requirement
        /// Nodes from the app root to the reading view.
        public var path: [Int]
        /// The path pushes a view past an injection of the requirement made inside its navigation container.
        public var pushedPastInjection = false
        /// The path enters a view shown apart from its parent (a context menu's preview), with no environment.
        public var entersApart = false
        /// The platforms that compile the whole path.
        public var platforms: Platforms = .all
    }

    /// A preview that reaches views whose requirements it does not meet.
    public struct PreviewGap: Sendable {
        public struct Missing: Sendable {
            public var key: RequirementKey
            public var requirement: ViewGraph.Requirement
            public var path: [Int]
        }
        public var preview: Int
        public var missing: [Missing]
    }

    public let graph: ViewGraph
    public let appGaps: [AppGap]
    public let previewGaps: [PreviewGap]
    /// Views with requirements that no app root or preview reaches.
    public let unreachableReaders: [Int]

    init(graph: ViewGraph, types: TypeTable) {
        self.graph = graph
        var analyser = Analyser(graph: graph, types: types)
        analyser.analyse()
        appGaps = analyser.appGaps
        previewGaps = analyser.previewGaps
        unreachableReaders = analyser.unreachableReaders
    }
}

/// The analysis itself, with the superclass names it looks up memoised while it runs.
private struct Analyser {
    typealias AppGap = EnvironmentAnalysis.AppGap
    typealias PreviewGap = EnvironmentAnalysis.PreviewGap

    let graph: ViewGraph
    let types: TypeTable
    let environment: EnvironmentEdges
    let paths: FeasiblePaths
    var appGaps: [AppGap] = []
    var previewGaps: [PreviewGap] = []
    var unreachableReaders: [Int] = []
    private var ancestorNames: [String: Set<String>] = [:]
    private var shownWithoutInteraction: [Bool]?

    init(graph: ViewGraph, types: TypeTable) {
        self.graph = graph
        self.types = types
        environment = EnvironmentEdges(graph: graph)
        paths = FeasiblePaths(graph: graph, environment: environment)
    }

    mutating func analyse() {
        var readers: [RequirementKey: [(node: Int, requirement: ViewGraph.Requirement)]] = [:]
        for (node, info) in graph.nodes.enumerated() {
            for requirement in info.requirements { readers[requirement.key, default: []].append((node, requirement)) }
        }
        // Hosting controllers start hierarchies of their own, with an environment as empty as a scene's.
        let apps = graph.roots + graph.hostingRoots
        let previews = graph.previews.filter { !graph.nodes[$0].hasUnknownSetup }
        var previewMissing: [Int: [PreviewGap.Missing]] = [:]

        // Views shown apart from a parent the app reaches start with no environment, whatever the path.
        let apartStarts = apartStarts(reachedFrom: apps)
        // By environment edge, as flags (a set of most edges would be rebuilt for every key): for the key at hand,
        // passing without providing it.
        for key in readers.keys.sorted() {
            let keyReaders = readers[key]!
            // Forward from every app root at once: each reader reached is reached along a path without `key`.
            // A view shown apart has only what its own content injects.
            let starts = apartStarts.filter { !provides(graph.edges[$0.edge].innerProvision, key) }.map(\.node)
            let parents = search(from: apps + starts, key: key)
            let appSet = Set(apps)
            let startSet = Set(starts)
            var passing: [Bool]?
            for reader in keyReaders where parents[reader.node] != nil {
                if passing == nil { passing = environment.edges.map { !provides($0.provision, key) } }
                // The first path found may be one no caller takes: look for one that can happen.
                var found = paths.chain(to: reader.node, tests: reader.requirement.conditions,
                                        platforms: reader.requirement.platforms, starts: appSet, passes: { passing![$0] })
                // A context menu's preview cannot be tapped: what it shows at once reads there, an action never runs.
                if found == nil, !startSet.isEmpty, !reader.requirement.readOnlyOnEvents {
                    let shown = shownAtFirstDraw()
                    found = paths.chain(to: reader.node, tests: reader.requirement.conditions,
                                        platforms: reader.requirement.platforms, starts: startSet,
                                        passes: { passing![$0] && shown[$0] })
                }
                guard let chain = found else { continue }
                var gap = AppGap(node: reader.node, requirement: reader.requirement, path: path(of: chain),
                                 pushedPastInjection: chain.edges.contains { pushesPast(environment.edges[$0], key: key) },
                                 platforms: chain.platforms)
                if let start = apartStarts.first(where: { $0.node == chain.start }) {
                    gap.path = start.prefix + gap.path
                    gap.entersApart = true
                }
                appGaps.append(gap)
            }
            // Backward from the readers: which nodes reach one without `key` on the way.
            let reaching = reachingReaders(keyReaders.map(\.node), key: key)
            let readerNodes = Dictionary(keyReaders.map { ($0.node, $0.requirement) }, uniquingKeysWith: { first, _ in first })
            // A preview renders what its view places; a pushed, presented or context-menu view appears only when
            // someone taps in the canvas, and one under a test its state's initial value fails once something
            // changes that state.
            for preview in previews where reaching.contains(preview) {
                let parents = search(from: [preview], key: key)
                // A preview shows exactly what its constants select: the nearest reader it can show gives the path.
                // Nor does it act: a reader that reads the value while the canvas draws comes first, one that reads
                // it only on an event (a tap, a changed value) after.
                let reached = readerNodes.keys.filter { parents[$0] != nil }
                    .sorted { (readerNodes[$0]!.readOnlyOnEvents ? 1 : 0, path(to: $0, parents: parents).count, $0)
                        < (readerNodes[$1]!.readOnlyOnEvents ? 1 : 0, path(to: $1, parents: parents).count, $1) }
                if passing == nil { passing = environment.edges.map { !provides($0.provision, key) } }
                let shown = shownAtFirstDraw()
                for reader in reached {
                    guard let chain = paths.chain(to: reader, tests: readerNodes[reader]!.conditions,
                                                  platforms: readerNodes[reader]!.platforms, starts: [preview],
                                                  passes: { passing![$0] && shown[$0] }),
                          drawsItsToolbars(chain)
                    else { continue }
                    // SwiftData fails only where the context or a query is used; below the previewed view that
                    // depends on data and taps the canvas rarely has, so only the previewed view itself counts.
                    if key == .modelContainer, chain.edges.count > 1 { continue }
                    previewMissing[preview, default: []].append(PreviewGap.Missing(
                        key: key, requirement: readerNodes[reader]!, path: path(of: chain)))
                    break
                }
            }
        }
        for preview in previewMissing.keys.sorted() {
            previewGaps.append(PreviewGap(preview: preview, missing: previewMissing[preview]!))
        }
        let reached = Set(graph.reachable(from: apps + graph.previews))
        unreachableReaders = graph.nodes.indices.filter { !graph.nodes[$0].requirements.isEmpty && !reached.contains($0) }
    }

    /// Whether each `.toolbar { … }` on the chain sits inside a navigation container the chain passes through
    /// first (or its own view shows): a canvas draws no toolbar otherwise.
    private func drawsItsToolbars(_ chain: FeasiblePaths.Chain) -> Bool {
        var inNavigation = false
        for step in chain.edges {
            for index in environment.edges[step].path {
                let edge = graph.edges[index]
                if edge.stackProvision != nil || edge.kind == .navigates { inNavigation = true }
                if edge.inToolbar, !inNavigation { return false }
            }
        }
        return true
    }

    /// By environment edge, as flags: shown at first draw without a tap (a preview's canvas, a context menu's
    /// preview). Worked out on first use, the same for every key.
    private mutating func shownAtFirstDraw() -> [Bool] {
        if let known = shownWithoutInteraction { return known }
        let flags = environment.edges.map { environmentEdge in
            environmentEdge.path.allSatisfy { edge in
                let kind = graph.edges[edge].kind
                return (kind == .builds || kind == .tab) && !graph.edges[edge].hostedApart && !graph.edges[edge].hiddenAtFirstDraw
            }
        }
        shownWithoutInteraction = flags
        return flags
    }

    /// Whether an edge's provision meets `key`. A subclass or superclass of the required type counts.
    mutating func provides(_ provision: Provision, _ key: RequirementKey) -> Bool {
        switch key {
        case .modelContainer:
            return provision.modelContainer
        case .object(let name):
            if provision.anyObject || provision.objects.contains(name) { return true }
            return provision.objects.contains { provided in
                ancestors(of: provided).contains(name) || ancestors(of: name).contains(provided)
            }
        }
    }

    private mutating func ancestors(of name: String) -> Set<String> {
        if let cached = ancestorNames[name] { return cached }
        var result = Set<String>()
        var current = types.resolve(name, from: nil).info
        while let info = current, result.count < 32 {
            guard let parent = types.projectSuperclass(of: info) else { break }
            result.insert(parent.name)
            current = parent
        }
        ancestorNames[name] = result
        return result
    }

    /// The views shown apart from a parent that an app root reaches, each with the path to that parent.
    private func apartStarts(reachedFrom apps: [Int]) -> [(node: Int, edge: Int, prefix: [Int])] {
        guard !environment.apart.isEmpty else { return [] }
        let parents = Self.breadthFirst(from: apps, outgoing: graph.outgoing, target: { self.graph.edges[$0].to }, passes: { _ in true })
        var result: [(node: Int, edge: Int, prefix: [Int])] = []
        for index in environment.apart {
            let edge = graph.edges[index]
            guard parents[edge.from] != nil, !apps.contains(edge.to) else { continue }
            var prefix = [edge.from]
            var current = edge.from
            while let via = parents[current], via >= 0, prefix.count <= graph.nodes.count {
                current = graph.edges[via].from
                prefix.append(current)
            }
            result.append((edge.to, index, prefix.reversed()))
        }
        return result
    }

    /// Whether an edge pushes past an injection of `key` made around its link inside its container.
    private mutating func pushesPast(_ edge: EnvironmentEdges.Edge, key: RequirementKey) -> Bool {
        guard edge.skipsInjections, let link = edge.path.last else { return false }
        return provides(graph.edges[link].provision, key)
    }

    /// The nodes a chain of environment edges passes, the views between a container and its link included.
    private func path(of chain: FeasiblePaths.Chain) -> [Int] {
        var result = [chain.start]
        for index in chain.edges {
            for link in environment.edges[index].path { result.append(graph.edges[link].to) }
        }
        return result
    }

    /// Breadth-first search over environment edges that do not provide `key`. Returns, for each node reached, the
    /// edge it was reached by (-1 for the starting nodes).
    private mutating func search(from starts: [Int], key: RequirementKey) -> [Int: Int] {
        var passing: [Int: Bool] = [:]
        return Self.breadthFirst(from: starts, outgoing: environment.outgoing, target: { self.environment.edges[$0].to }) { index in
            if let known = passing[index] { return known }
            let passes = !provides(environment.edges[index].provision, key)
            passing[index] = passes
            return passes
        }
    }

    /// For each node reached from `starts` along the edges `passes` lets through, the edge it was reached by
    /// (-1 for the starting nodes).
    private static func breadthFirst(from starts: [Int], outgoing: [[Int]], target: (Int) -> Int,
                                     passes: (Int) -> Bool) -> [Int: Int] {
        var parents: [Int: Int] = [:]
        var queue: [Int] = []
        for start in starts where parents[start] == nil {
            parents[start] = -1
            queue.append(start)
        }
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for index in outgoing[node] {
                let next = target(index)
                guard parents[next] == nil, passes(index) else { continue }
                parents[next] = index
                queue.append(next)
            }
        }
        return parents
    }

    private mutating func reachingReaders(_ readers: [Int], key: RequirementKey) -> Set<Int> {
        var reached = Set(readers)
        var queue = readers
        while let node = queue.popLast() {
            for edgeIndex in environment.incoming[node] {
                let edge = environment.edges[edgeIndex]
                guard !reached.contains(edge.from), !provides(edge.provision, key) else { continue }
                reached.insert(edge.from)
                queue.append(edge.from)
            }
        }
        return reached
    }

    private func path(to node: Int, parents: [Int: Int]) -> [Int] {
        var path = [node]
        var current = node
        while let index = parents[current], index >= 0, path.count <= graph.nodes.count {
            // A push from a container higher up passes the views between it and the link.
            for link in environment.edges[index].path.reversed() { path.append(graph.edges[link].from) }
            current = environment.edges[index].from
        }
        return path.reversed()
    }
}
