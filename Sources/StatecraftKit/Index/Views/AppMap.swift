import Foundation

/// The app as `statecraft map` draws it: roots, scenes, views (screens marked), helpers, observable objects,
/// and the edges between them. Built from the view graph; formatted by `MapFormatter`.
public struct AppMap: Codable, Sendable, Equatable {
    public struct Node: Codable, Sendable, Equatable {
        /// Stable within one map: `view:FeedView`, `scene:JournalApp.WindowGroup`, `object:Store`.
        public var id: String
        /// app, scene, view, modifier, helper, factory, preview, host, object.
        public var kind: String
        public var name: String
        public var file: String?
        public var line: Int?
        /// Views only: a scene root, tab child, navigation destination or presented view.
        public var screen: Bool?
        /// Screens only: `mv` (state in the view), `mvvm` (has a view model), `tca` (holds a TCA store) or
        /// `stateless`.
        public var architecture: String?
        /// Objects only: `observable`, `observableObject`, or `unknown`.
        public var observation: String?
    }

    public struct Edge: Codable, Sendable, Equatable {
        public var from: String
        public var to: String
        /// builds, tab, navigates, presents (view to view); injects, reads, owns (view to object).
        public var kind: String
        /// View edges: the object types in the environment the edge adds.
        public var injects: [String]?
    }

    public var nodes: [Node]
    public var edges: [Edge]

    public struct UnknownRoot: Error, CustomStringConvertible {
        public var name: String
        /// The ids of the nodes the name is shared by, when it names several.
        public var candidates: [String] = []

        public var description: String {
            guard !candidates.isEmpty else { return "no app, scene, view or preview named `\(name)` in the checked files" }
            return "`\(name)` names \(candidates.count) nodes: give one of their ids (\(candidates.map { "`\($0)`" }.joined(separator: ", ")))"
        }
    }

    /// - Parameters:
    ///   - root: limits the map to what this node reaches: a node's id, as the JSON and HTML maps give it
    ///     (`scene:ShopApp.WindowGroup#2`), or a name that only one node has.
    ///   - includePreviews: adds `#Preview`s and `PreviewProvider`s and what they reach.
    public static func build(index: ProjectIndex, root: String? = nil, includePreviews: Bool = false,
                             relativeTo base: String? = nil) throws -> AppMap {
        let graph = index.viewGraph
        let viewEdgeKinds: Set<ViewGraph.NodeKind> = [.app, .scene, .view, .modifier, .helper, .factory, .preview, .host]
        // App roots first, then hosting roots, so the map reads top-down.
        let order: (ViewGraph.NodeKind) -> Int = { $0 == .app ? 0 : $0 == .host ? 1 : 2 }
        func everyStart(previews: Bool) -> [Int] {
            graph.nodes.indices.filter {
                switch graph.nodes[$0].kind {
                case .app, .scene, .view, .host: return true
                case .preview: return previews
                case .modifier, .helper, .factory: return false
                }
            }.sorted { (order(graph.nodes[$0].kind), $0) < (order(graph.nodes[$1].kind), $1) }
        }
        // Ids are given in the whole map's order, so that a node keeps its id in a map of part of the app.
        var builder = MapBuilder(index: index, graph: graph, base: base)
        for node in graph.reachable(from: everyStart(previews: true)) { builder.assignID(node) }

        var included: [Int]
        if let root {
            var starts = builder.nodes(withID: root)
            if starts.isEmpty {
                starts = graph.nodes.indices.filter { graph.nodes[$0].name == root && viewEdgeKinds.contains(graph.nodes[$0].kind) }
                guard !starts.isEmpty else { throw UnknownRoot(name: root) }
                if starts.count > 1 { throw UnknownRoot(name: root, candidates: starts.map { builder.assignID($0) }.sorted()) }
            }
            included = graph.reachable(from: starts)
        } else {
            included = graph.reachable(from: everyStart(previews: includePreviews))
        }
        if !includePreviews { included = included.filter { graph.nodes[$0].kind != .preview } }

        for node in included { builder.addNode(node) }
        let members = Set(included)
        for node in included {
            for edgeIndex in graph.outgoing[node] where members.contains(graph.edges[edgeIndex].to) {
                builder.addViewEdge(edgeIndex)
            }
        }
        for node in included where graph.nodes[node].kind == .view {
            builder.addObjectEdges(of: node)
        }
        builder.markScreens(index.architecture)
        return builder.map
    }
}

private struct MapBuilder {
    let index: ProjectIndex
    let graph: ViewGraph
    let base: String?
    var map = AppMap(nodes: [], edges: [])
    private var ids: [Int: String] = [:]
    private var usedIDs = Set<String>()
    private var objectIDs: [String: String] = [:]
    private var edgeKeys = Set<String>()

    init(index: ProjectIndex, graph: ViewGraph, base: String?) {
        self.index = index
        self.graph = graph
        self.base = base
    }

    /// The node's id, given once: `view:FeedView`, `scene:ShopApp.WindowGroup`, `#2` on a second of the same name.
    @discardableResult
    mutating func assignID(_ node: Int) -> String {
        if let id = ids[node] { return id }
        let info = graph.nodes[node]
        var name = info.name
        if info.kind == .scene, let app = graph.incoming[node].first.map({ graph.nodes[graph.edges[$0].from].name }) {
            name = "\(app).\(info.name)"
        }
        let id = uniqueID("\(info.kind.rawValue):\(info.kind == .preview || info.kind == .host ? "\(relative(index.files[info.file].path)):\(info.position.line)" : name)")
        ids[node] = id
        return id
    }

    func nodes(withID id: String) -> [Int] {
        ids.filter { $0.value == id }.map(\.key)
    }

    mutating func addNode(_ node: Int) {
        let info = graph.nodes[node]
        let id = assignID(node)
        map.nodes.append(AppMap.Node(id: id, kind: info.kind.rawValue, name: info.name, file: relative(index.files[info.file].path),
                                     line: info.position.line, screen: info.kind == .view ? false : nil))
    }

    mutating func addViewEdge(_ edgeIndex: Int) {
        let edge = graph.edges[edgeIndex]
        guard let from = ids[edge.from], let to = ids[edge.to] else { return }
        let injected = edge.provision.objects.sorted() + (edge.provision.modelContainer ? ["ModelContainer"] : [])
        guard edgeKeys.insert("\(from)>\(to)>\(edge.kind.rawValue)>\(injected)").inserted else { return }
        map.edges.append(AppMap.Edge(from: from, to: to, kind: edge.kind.rawValue, injects: injected.isEmpty ? nil : injected))
        for type in injected {
            let object = objectID(type)
            if edgeKeys.insert("\(from)>\(object)>injects").inserted {
                map.edges.append(AppMap.Edge(from: from, to: object, kind: "injects", injects: nil))
            }
        }
    }

    mutating func addObjectEdges(of node: Int) {
        guard let from = ids[node] else { return }
        for requirement in graph.nodes[node].requirements {
            let object = objectID(requirement.key.typeName ?? "ModelContainer")
            if edgeKeys.insert("\(from)>\(object)>reads").inserted {
                map.edges.append(AppMap.Edge(from: from, to: object, kind: "reads", injects: nil))
            }
        }
        guard let type = graph.nodes[node].type else { return }
        for property in type.allProperties where property.hasWrapper("State") || property.hasWrapper("StateObject") {
            guard let held = index.types.heldTypeName(property),
                  let info = index.types.resolve(held, from: type.qualifiedName).info, info.isClass else { continue }
            switch index.types.observability(of: info) {
            case .observable, .observableObject:
                let object = objectID(info.name)
                if edgeKeys.insert("\(from)>\(object)>owns").inserted {
                    map.edges.append(AppMap.Edge(from: from, to: object, kind: "owns", injects: nil))
                }
            default: continue
            }
        }
    }

    mutating func markScreens(_ model: ArchitectureModel) {
        var styles: [String: String] = [:]
        for (node, id) in ids {
            guard let type = graph.nodes[node].type, let screen = model.screen(for: type) else { continue }
            styles[id] = screen.style?.rawValue ?? "stateless"
        }
        for position in map.nodes.indices where map.nodes[position].kind == "view" {
            let style = styles[map.nodes[position].id]
            map.nodes[position].screen = style != nil
            map.nodes[position].architecture = style
        }
    }

    private mutating func objectID(_ name: String) -> String {
        if let id = objectIDs[name] { return id }
        let id = uniqueID("object:\(name)")
        objectIDs[name] = id
        var node = AppMap.Node(id: id, kind: "object", name: name, observation: "unknown")
        if name == "ModelContainer" {
            node.observation = nil
        } else if let info = index.types.resolve(name, from: nil).info {
            node.file = relative(index.files[info.file].path)
            node.line = info.declaration.position.line
            switch index.types.observability(of: info) {
            case .observable: node.observation = "observable"
            case .observableObject: node.observation = "observableObject"
            default: break
            }
        }
        map.nodes.append(node)
        return id
    }

    private mutating func uniqueID(_ candidate: String) -> String {
        var id = candidate
        var counter = 2
        while usedIDs.contains(id) {
            id = "\(candidate)#\(counter)"
            counter += 1
        }
        usedIDs.insert(id)
        return id
    }

    private func relative(_ path: String) -> String { relativePath(path, to: base) }
}
