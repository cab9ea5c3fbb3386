/// What a view needs from its ancestors' environment to work.
public enum RequirementKey: Hashable, Comparable, Sendable {
    /// An `@Observable` object (`@Environment(T.self)`) or an `ObservableObject` (`@EnvironmentObject`), by
    /// simple type name.
    case object(String)
    /// A SwiftData model container (`@Query`, `@Environment(\.modelContext)`).
    case modelContainer

    public var typeName: String? {
        if case .object(let name) = self { return name }
        return nil
    }
}

/// What a chain of modifiers puts into the environment of the views below it.
public struct Provision: Hashable, Sendable {
    /// Simple type names of injected objects.
    public var objects: Set<String> = []
    /// An injection whose type could not be resolved: it may be any object.
    public var anyObject = false
    public var modelContainer = false

    public init() {}

    public var isEmpty: Bool { objects.isEmpty && !anyObject && !modelContainer }

    /// What code the model cannot see (a package's container or scene, a representable's SwiftUI parent) may put
    /// in the environment: any object, and a model container.
    public static let unseen: Provision = {
        var result = Provision()
        result.anyObject = true
        result.modelContainer = true
        return result
    }()

    public mutating func formUnion(_ other: Provision) {
        objects.formUnion(other.objects)
        anyObject = anyObject || other.anyObject
        modelContainer = modelContainer || other.modelContainer
    }
}

/// The project's views and how they reach each other: app roots and their scenes, previews, views,
/// `ViewModifier`s and `View` extension helpers, with what each edge injects into the environment.
public final class ViewGraph: Sendable {
    public enum NodeKind: String, Sendable {
        case app, scene, view, modifier, helper, factory, preview
        /// A UIKit or AppKit hosting controller or view: the root of a hierarchy with an environment of its own.
        case host
    }

    public struct Requirement: Sendable {
        public var key: RequirementKey
        public var file: Int
        public var position: SourcePosition
        /// `@Environment(Store.self) var store`, `@EnvironmentObject var settings: Settings`, `@Query var items`.
        public var declaration: String
        /// Read through `@EnvironmentObject` (injected with `.environmentObject`).
        public var isLegacy: Bool
        /// Tests on the view's fixed properties that hold wherever the value is read (`if showsBuyButton`).
        public var conditions: [ConditionFact] = []
        /// Read only on events (a button's action, a changed value, a method only those call): drawing the view
        /// and running its `.task`, as a preview's canvas does, reads nothing.
        public var readOnlyOnEvents = false
        /// The platforms the property is declared on.
        public var platforms: Platforms = .all
    }

    public struct Node: Sendable {
        public var kind: NodeKind
        /// `FeedView`, `WindowGroup`, `withRouter()`, `#Preview "Feed"`.
        public var name: String
        public var file: Int
        public var position: SourcePosition
        public var type: TypeInfo?
        public var requirements: [Requirement] = []
        /// What surrounds everything the node builds: preview trait modifiers, a `DocumentGroup(editing:)`.
        public var rootProvision = Provision()
        /// A preview trait the analysis cannot read; it may set up any environment.
        public var hasUnknownSetup = false
        /// A view's fixed properties and the conditions its code runs under.
        var conditions: ViewConditions?
        /// The platforms the node exists on: its declaration's `#if` clauses, a scene's SDK availability.
        public var platforms: Platforms = .all
    }

    public struct Edge: Sendable {
        public var from: Int
        public var to: Int
        public var kind: EdgeKind
        /// The modifiers between the parent's root and the child, outermost first.
        public var modifiers: [ModifierFact]
        public var provision: Provision
        public var file: Int
        public var position: SourcePosition
        public var arguments: [ArgumentFact]
        /// The innermost layout or navigation container around the child in the parent (`NavigationStack`, `List`).
        public var containerName: String?
        /// The environment at the innermost navigation container (`NavigationStack`, `NavigationView`,
        /// `NavigationSplitView`) around the child in the parent: what a view pushed from inside it receives.
        /// Nil when the parent shows no such container around the child.
        public var stackProvision: Provision? = nil
        /// What the modifiers inside the edge inject: those applied within a link's destination, a sheet's
        /// content or a context menu's preview, which reach the child however it is shown.
        public var innerProvision = Provision()
        /// The child is shown apart from the parent and receives none of its environment (a context menu's
        /// `preview:`).
        public var hostedApart = false
        /// Tests on the parent's fixed properties under which it builds the child (`if isExpanded { Details() }`).
        public var conditions: [ConditionFact] = []
        /// The parent constructs the child here (`Details(…)`), so `arguments` are all it passes.
        public var constructs = false
        /// The platforms on which the parent builds the child: the `#if` clauses around the use and the members
        /// that hold it.
        public var platforms: Platforms = .all
        /// For a builder called on a value (`$0.view()` in `.sheet(item: $router.sheet)`): the constants that
        /// value may be, which decide the builder's `switch self`. Nil when it may be anything.
        public var receiverValues: Set<ConstantValue>? = nil
        /// For a builder called on a parameter of the parent member (`screen.view()` in `func view(for screen:
        /// Screen)`): that parameter, whose value the parent's callers pass.
        public var receiverParameter: String? = nil
        /// The parent builds the child only once its state changes (`if showsFallback { Browser() }` with
        /// `@State private var showsFallback = false`) or a menu opens (`Menu { SortOptions() }`): a preview's
        /// first drawing does not show it.
        public var hiddenAtFirstDraw = false
        /// The parent shows the child in a `.toolbar { … }`, which is drawn only inside a navigation container: a
        /// preview of a view with no such container around it draws no toolbar.
        public var inToolbar = false
    }

    public let nodes: [Node]
    public let edges: [Edge]
    public let outgoing: [[Int]]
    public let incoming: [[Int]]
    private let nodeByType: [ObjectIdentifier: Int]

    /// The graph a builder drew, frozen.
    init(_ draft: ViewGraphDraft) {
        nodes = draft.nodes
        edges = draft.edges
        outgoing = draft.outgoing
        incoming = draft.incoming
        nodeByType = draft.nodeByType
    }

    public func node(for type: TypeInfo) -> Int? { nodeByType[ObjectIdentifier(type)] }

    public var roots: [Int] { nodes.indices.filter { nodes[$0].kind == .app } }
    public var hostingRoots: [Int] { nodes.indices.filter { nodes[$0].kind == .host } }
    public var previews: [Int] { nodes.indices.filter { nodes[$0].kind == .preview } }

    /// Whether `type` is built only as the root of UIKit or AppKit hosting (and by previews): the controller
    /// creates it once, and no SwiftUI parent rebuilds it.
    public func isBuiltOnlyByHosts(_ type: TypeInfo) -> Bool {
        guard let node = node(for: type) else { return false }
        let parents = incoming[node].map { nodes[edges[$0].from].kind }
        return parents.contains(.host) && parents.allSatisfy { $0 == .host || $0 == .preview }
    }

    /// Whether every SwiftUI parent shows `type` by presenting or pushing it (a sheet, a navigation
    /// destination, a context menu's preview), never by placing it in its own hierarchy.
    public func isOnlyPresentedOrPushed(_ type: TypeInfo) -> Bool {
        guard let node = node(for: type) else { return false }
        let edges = incoming[node].map { self.edges[$0] }.filter { nodes[$0.from].kind != .preview }
        return !edges.isEmpty && edges.allSatisfy { $0.kind == .presents || $0.kind == .navigates || $0.hostedApart }
    }

    /// Whether every SwiftUI parent that builds `type` is a view with no stored property (`struct HistoryTab:
    /// View { var body: some View { RideList() } }`): nothing can change such a parent, so SwiftUI evaluates its
    /// body once while it is shown, and builds `type` once.
    public func isBuiltOnlyByConstantViews(_ type: TypeInfo) -> Bool {
        guard let node = node(for: type) else { return false }
        let parents = incoming[node].map { edges[$0].from }.filter { nodes[$0].kind != .preview }
        return !parents.isEmpty && parents.allSatisfy { parent in
            guard nodes[parent].kind == .view, let view = nodes[parent].type, view.kind == .struct else { return false }
            return view.storedProperties.isEmpty
        }
    }

    /// Whether no SwiftUI parent builds `type`: only hosts, previews, or code outside views (an exporter that
    /// renders it, a list of announcements kept as data) do, and none of them rebuilds it on each update.
    public func hasNoSwiftUIParent(_ type: TypeInfo) -> Bool {
        guard let node = node(for: type) else { return false }
        return incoming[node].allSatisfy { [.host, .preview].contains(nodes[edges[$0].from].kind) }
    }

    /// Every node reachable from `starts` along any edge: all that the first start reaches, breadth-first,
    /// then what the next one adds, and so on, so a map drawn in this order reads top-down.
    public func reachable(from starts: [Int]) -> [Int] {
        var seen = Set<Int>()
        var queue: [Int] = []
        for start in starts where seen.insert(start).inserted {
            var head = queue.count
            queue.append(start)
            while head < queue.count {
                let node = queue[head]
                head += 1
                for edge in outgoing[node] where seen.insert(edges[edge].to).inserted {
                    queue.append(edges[edge].to)
                }
            }
        }
        return queue
    }

    /// A path rendered for messages: `JournalApp › WindowGroup › RootView › FeedView`. A long one keeps its
    /// first and last three views (`A › B › C › … 4 more › X › Y › Z`); `locations(of:files:)` lists them all.
    public func describe(path: [Int]) -> String {
        let names = path.map { nodes[$0].name }
        guard names.count > 8 else { return names.joined(separator: " › ") }
        return (names.prefix(3) + ["… \(names.count - 6) more"] + names.suffix(3)).joined(separator: " › ")
    }

    /// A path's places: the declaration it starts at, then where each view on it shows the next.
    func locations(of path: [Int], files: [FileFacts]) -> [RelatedLocation] {
        guard let first = path.first else { return [] }
        var result = [RelatedLocation(file: files[nodes[first].file].path, position: nodes[first].position,
                                      message: "the path starts at `\(nodes[first].name)`")]
        for (from, to) in zip(path, path.dropFirst()) {
            guard let edge = outgoing[from].lazy.map({ self.edges[$0] }).first(where: { $0.to == to }) else { continue }
            result.append(RelatedLocation(file: files[edge.file].path, position: edge.position,
                                          message: "`\(nodes[from].name)` shows `\(nodes[to].name)`"))
        }
        return result
    }
}

/// The view graph while `ViewGraphBuilder` draws it.
struct ViewGraphDraft {
    var nodes: [ViewGraph.Node] = []
    var edges: [ViewGraph.Edge] = []
    var outgoing: [[Int]] = []
    var incoming: [[Int]] = []
    var nodeByType: [ObjectIdentifier: Int] = [:]

    func node(for type: TypeInfo) -> Int? { nodeByType[ObjectIdentifier(type)] }

    @discardableResult
    mutating func addNode(_ node: ViewGraph.Node) -> Int {
        nodes.append(node)
        outgoing.append([])
        incoming.append([])
        if let type = node.type { nodeByType[ObjectIdentifier(type)] = nodes.count - 1 }
        return nodes.count - 1
    }

    mutating func addEdge(_ edge: ViewGraph.Edge) {
        edges.append(edge)
        outgoing[edge.from].append(edges.count - 1)
        incoming[edge.to].append(edges.count - 1)
    }
}
