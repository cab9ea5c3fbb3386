/// How much of the project's views the model reaches, and why the rest is not reached. A view no root
/// reaches is never checked for what its environment lacks: users need to know what was left out.
public struct ViewCoverage: Sendable, Equatable {
    /// Why the model does not reach a view.
    public enum Reason: String, Sendable, Equatable, CaseIterable {
        /// Another type of the project has the same name: constructions may be read as the other one.
        case ambiguousName = "ambiguous name"
        /// Built only by views that are themselves unreached.
        case unreachedParents = "built only by unreached views"
        /// Its initialiser is called, but from code the model does not follow (a UIKit or AppKit controller, a
        /// function of a non-view type, an action closure).
        case constructedOutsideViews = "built outside the code the model follows"
        /// No call in the checked files constructs it: dead code, or built from another module.
        case neverConstructed = "no construction found"
        /// Previews build it; no app code the model follows does.
        case previewsOnly = "built by previews, not by app code the model follows"
    }

    public struct UnreachedView: Sendable, Equatable {
        public var node: Int
        public var name: String
        public var file: Int
        public var line: Int
        public var reason: Reason
    }

    /// Project views (`View` types), test files left out.
    public var views = 0
    /// Reached from an app's scenes.
    public var fromScenes = 0
    /// Reached from a hosting controller or view (`UIHostingController(rootView:)`), and from no scene.
    public var fromHostingRoots = 0
    /// Reached from previews alone, each with the reason the app does not reach it.
    public var previewsOnly: [UnreachedView] = []
    public var fromPreviewsOnly: Int { previewsOnly.count }
    public var unreached: [UnreachedView] = []

    /// Views that only widgets show. WidgetKit renders each timeline entry afresh and never delivers a later
    /// value to a view it already shows, so state seeded from a parameter loses nothing there.
    public var widgetOnly: Set<ObjectIdentifier> = []

    /// Types that write `View` among what they inherit, in their declaration or an extension (test files and
    /// preview code left out): counted from the syntax alone, so that a model that fails to take them as views
    /// (a `View` that names something else where they are declared) shows.
    public var declaredViews = 0
    /// Those of them the model does not take as views, by name.
    public var unmodelledViews: [String] = []

    /// Views reached from scenes or hosting roots: those whose app paths are checked.
    public var reachedInApp: Int { fromScenes + fromHostingRoots }

    public func isWidgetOnly(_ type: TypeInfo) -> Bool { widgetOnly.contains(ObjectIdentifier(type)) }

    /// Views only previews show: those previews alone reach, and scaffolding declared inside a `PreviewProvider`.
    public var previewOnly: Set<ObjectIdentifier> = []

    public func isPreviewOnly(_ type: TypeInfo) -> Bool { previewOnly.contains(ObjectIdentifier(type)) }

    init(graph: ViewGraph, files: [FileFacts], types: TypeTable, dataflow: Dataflow) {
        for info in types.all where info.kind != .protocol && !files[info.file].isTestFile
            && info.inherited.contains(where: { SyntaxReading.simpleName($0) == "View" }) && !types.isPreviewCode(info) {
            declaredViews += 1
            if !types.isView(info) { unmodelledViews.append(info.name) }
        }
        let fromApps = Set(graph.reachable(from: graph.roots))
        let fromHosts = Set(graph.reachable(from: graph.hostingRoots))
        let fromPreviews = Set(graph.reachable(from: graph.previews))
        let widgets = graph.roots.filter { graph.nodes[$0].type.map { types.conforms($0, toAny: Vocabulary.widgetProtocols) } ?? false }
        if !widgets.isEmpty {
            let elsewhere = Set(graph.reachable(from: graph.roots.filter { !widgets.contains($0) })).union(fromHosts)
            widgetOnly = Set(graph.reachable(from: widgets).filter { !elsewhere.contains($0) }
                .compactMap { graph.nodes[$0].type.map(ObjectIdentifier.init) })
        }
        for (node, info) in graph.nodes.enumerated() where info.kind == .view && info.type?.kind != .protocol && !files[info.file].isTestFile {
            // A view declared inside a `PreviewProvider` is the preview's scaffolding, not the app's.
            if let type = info.type, types.isPreviewCode(type) {
                previewOnly.insert(ObjectIdentifier(type))
                continue
            }
            views += 1
            if fromApps.contains(node) {
                fromScenes += 1
            } else if fromHosts.contains(node) {
                fromHostingRoots += 1
            } else {
                let reason: Reason
                if (types.bySimpleName[info.name]?.count ?? 0) > 1, types.resolve(info.name, from: info.type?.declaration.parent, file: info.file).info == nil,
                   types.platformTwins(info.name, from: info.type?.declaration.parent, file: info.file).isEmpty {
                    reason = .ambiguousName
                } else if graph.incoming[node].contains(where: { graph.nodes[graph.edges[$0].from].kind != .preview }) {
                    reason = .unreachedParents
                } else if fromPreviews.contains(node) {
                    reason = .previewsOnly
                } else if dataflow.constructedNames.contains(info.name) {
                    reason = .constructedOutsideViews
                } else {
                    reason = .neverConstructed
                }
                let view = UnreachedView(node: node, name: info.name, file: info.file, line: info.position.line, reason: reason)
                if fromPreviews.contains(node) {
                    previewsOnly.append(view)
                    if let type = info.type { previewOnly.insert(ObjectIdentifier(type)) }
                } else {
                    unreached.append(view)
                }
            }
        }
    }

    /// Whether the model looks broken: many of the types written as views are not modelled as views.
    public var looksBroken: Bool {
        unmodelledViews.count >= 5 && unmodelledViews.count * 10 >= declaredViews
    }

    /// `23 of 539 (4%)`.
    public static func share(_ part: Int, of whole: Int) -> String {
        guard whole > 0 else { return "0" }
        return "\(part) of \(whole) (\(Int((Double(part) * 100 / Double(whole)).rounded()))%)"
    }
}
