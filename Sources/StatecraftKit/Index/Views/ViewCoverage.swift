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
    /// Reached from previews alone.
    public var fromPreviewsOnly = 0
    public var unreached: [UnreachedView] = []

    /// Views reached from scenes or hosting roots: those whose app paths are checked.
    public var reachedInApp: Int { fromScenes + fromHostingRoots }

    init(graph: ViewGraph, files: [FileFacts], types: TypeTable, dataflow: Dataflow) {
        let fromApps = Set(graph.reachable(from: graph.roots))
        let fromHosts = Set(graph.reachable(from: graph.hostingRoots))
        let fromPreviews = Set(graph.reachable(from: graph.previews))
        for (node, info) in graph.nodes.enumerated() where info.kind == .view && !files[info.file].isTestFile {
            views += 1
            if fromApps.contains(node) {
                fromScenes += 1
            } else if fromHosts.contains(node) {
                fromHostingRoots += 1
            } else if fromPreviews.contains(node) {
                fromPreviewsOnly += 1
            } else {
                let reason: Reason
                if (types.bySimpleName[info.name]?.count ?? 0) > 1 {
                    reason = .ambiguousName
                } else if !graph.incoming[node].isEmpty {
                    reason = .unreachedParents
                } else if dataflow.constructedNames.contains(info.name) {
                    reason = .constructedOutsideViews
                } else {
                    reason = .neverConstructed
                }
                unreached.append(UnreachedView(node: node, name: info.name, file: info.file, line: info.position.line,
                                               reason: reason))
            }
        }
    }

    /// `23 of 539 (4%)`.
    public static func share(_ part: Int, of whole: Int) -> String {
        guard whole > 0 else { return "0" }
        return "\(part) of \(whole) (\(Int((Double(part) * 100 / Double(whole)).rounded()))%)"
    }
}
