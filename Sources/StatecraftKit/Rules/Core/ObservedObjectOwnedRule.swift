struct ObservedObjectOwnedRule: Rule {
    static let description = RuleDescription(
        id: "observed-object-owned",
        severity: .error,
        summary: "`@ObservedObject var x = T()` creates an object the view does not own",
        rationale: """
            `@ObservedObject` watches an object someone else owns; it does not keep it alive. Creating the object \
            in the property's initial value makes a new instance every time the parent re-creates the view, and \
            all its state is lost. Own it with `@StateObject private var` (or `@State` with an `@Observable` \
            class), or pass the object in from its owner.
            """,
        exclusions: """
            `@ObservedObject var x: T` passed in by the caller; shared instances such as `T.shared`. A view only \
            hosting controllers build (however the initialiser is spelt) is built once, so the object is not lost: \
            that is information. A view built by other code outside any `body` (an exporter, an announcement kept \
            as a value) may or may not be rebuilt: left alone. An object that keeps no changing state (only `let`s, \
            computed properties, or `var`s nothing reassigns and nothing publishes) loses nothing and is left alone. \
            Nor is a default that is never used (every place that builds the view passes the object), nor an \
            object the view never uses, whose state it does not show.
            """,
        triggering: [
            RuleExample("""
                struct Badge: View {
                    @ObservedObject var ↓list = ShoppingList()
                    var body: some View { Text("\\(list.count)") }
                }
                """),
            RuleExample("""
                final class AboutModel: ObservableObject { @Published var version = "" }
                struct AboutView: View {
                    @ObservedObject var ↓model = AboutModel()
                    var body: some View { Text(model.version) }
                }
                final class AboutViewController: UIHostingController<AboutView> {
                    init() { super.init(rootView: AboutView()) }
                }
                """),
            RuleExample("""
                final class FolderModel: ObservableObject { @Published var name = "" }
                struct FolderView: View {
                    let title: String
                    @ObservedObject var ↓model = FolderModel()
                    var body: some View { Text(title + model.name) }
                }
                final class FolderController: UIHostingController<FolderView> {
                    init(title: String) { super.init(rootView: .init(title: title)) }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                final class Route: ObservableObject { @Published var path: [String] = [] }
                struct Sidebar: View {
                    @ObservedObject var route = Route()
                    var body: some View { Text("\\(route.path.count)") }
                }
                struct Shell: View {
                    @StateObject private var route = Route()
                    var body: some View { Sidebar(route: route) }
                }
                """),
            RuleExample("""
                final class PlaybackLogger: ObservableObject { @Published var events: [String] = [] }
                struct Player: View {
                    @ObservedObject private var logger = PlaybackLogger()
                    var body: some View { Text("Playing") }
                }
                """),
            RuleExample("""
                final class RowStyle: ObservableObject {
                    var accent = AccentPalette()
                    var spacing = SpacingScale()
                }
                struct Row: View {
                    @ObservedObject var style = RowStyle()
                    var body: some View { Text("Row").foregroundStyle(style.accent.primary) }
                }
                """),
            RuleExample("""
                final class Palette: ObservableObject {
                    let settings = AppSettings.shared
                    var accent: Color { settings.isDark ? .white : .black }
                }
                struct Tag: View {
                    @ObservedObject var palette = Palette()
                    var body: some View { Text("new").foregroundStyle(palette.accent) }
                }
                """),
            RuleExample("""
                struct Badge: View {
                    @ObservedObject var list: ShoppingList
                    @ObservedObject var settings = AppSettings.shared
                    @StateObject private var owned = ShoppingList()
                    var body: some View { Text("\\(list.count)") }
                }
                """),
        ],
        corrections: [
            RuleCorrection("""
                final class ShoppingList: ObservableObject { @Published var count = 0 }
                struct Badge: View {
                    @ObservedObject var list = ShoppingList()
                    var body: some View { Text("\\(list.count)") }
                }
                """, """
                final class ShoppingList: ObservableObject { @Published var count = 0 }
                struct Badge: View {
                    @StateObject private var list = ShoppingList()
                    var body: some View { Text("\\(list.count)") }
                }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        var violations: [Violation] = []
        for (view, scope) in file.viewScopes {
            for property in scope.properties where property.hasWrapper("ObservedObject") {
                guard case .construction(let typeName)? = property.initializer else { continue }
                let name = typeName ?? "the object"
                let owner = file.index.types.observability(ofTypeNamed: typeName, from: view.qualifiedName) == .observable
                    ? "`@State private var`" : "`@StateObject private var`"
                let created = typeName.map { "`\($0)`" } ?? name
                let held = file.index.types.heldTypeName(property).flatMap { file.index.types.resolve($0, from: view.qualifiedName).info }
                // Nothing to lose: an object with no state of its own (it computes from shared settings), often a
                // default the caller may replace.
                if let held, held.isClass, held.stateProperties.isEmpty || keepsNoChangingState(held) { continue }
                // Every place that builds the view passes the object: the default is never evaluated.
                if file.index.dataflow.everyCallerPasses(property.name, to: view) { continue }
                // The view never uses the object: it shows none of its state, so a new one changes nothing it shows.
                if file.index.dataflow.readCount(property.name, in: view) == 0 { continue }
                let graph = file.index.viewGraph
                // Built outside any view's body by code Statecraft cannot follow (an exporter, a value kept and
                // placed later): whether a parent rebuilds it is unknown.
                if graph.hasNoSwiftUIParent(view), !graph.isBuiltOnlyByHosts(view), file.index.dataflow.constructedNames.contains(view.name) {
                    continue
                }
                // Built only by hosting controllers (`super.init(rootView: .init(model: model))` names no type).
                if graph.isBuiltOnlyByHosts(view) {
                    violations.append(Violation(property.position, """
                        `@ObservedObject var \(property.name)` creates \(created): no view's `body` builds this view \
                        (a hosting controller or other code builds it, once), so the object lives as long as the view; \
                        \(owner) says the view owns it and keeps it if a SwiftUI parent ever builds the view
                        """, severity: .info))
                    continue
                }
                violations.append(Violation(property.position, """
                    `@ObservedObject var \(property.name)` creates \(created) but does not \
                    own it: it is re-created whenever the parent rebuilds the view and its state is lost; use \
                    \(owner), or pass the object in
                    """))
            }
        }
        return violations
    }

    /// Publishes nothing and never changes its stored `var`s after `init` (constant sub-styles, a theme
    /// adapter): a new instance is the same as the old one.
    private func keepsNoChangingState(_ held: TypeInfo) -> Bool {
        let state = held.stateProperties
        guard !state.contains(where: { $0.hasWrapper("Published") }) else { return false }
        return !held.scopes.contains { ref in
            state.contains { ref.scope.usage.writes[$0.name] != nil || ref.scope.usage.projections[$0.name] != nil }
        }
    }
}
