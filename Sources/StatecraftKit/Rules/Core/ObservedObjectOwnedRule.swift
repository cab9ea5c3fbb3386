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
            hosting controllers build (however the initialiser is spelt), or only views with no stored property \
            (whose body runs once while they are shown), is built once, so the object is not lost: that is \
            information. So is an object that sets its state only while it is made (in `init`, or a method \
            without parameters that `init` calls, outside any closure) and that no other code \
            changes: a new one loads the same state again. A view that only calls the object's methods and shows none of \
            its state gets a warning, not an error: nothing on screen is lost, though a call after a rebuild misses \
            the work the old object started. A view built by other code outside any `body` (an exporter, an announcement kept \
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
            RuleExample("""
                final class Forecast: ObservableObject {
                    @Published var days: [String] = []
                    init() { Task { @MainActor in days = await WeatherArchive.days() } }
                }
                struct ForecastStrip: View {
                    @ObservedObject var ↓forecast = Forecast()
                    var body: some View { Text(forecast.days.joined()) }
                }
                """),
            RuleExample("""
                final class AddressBook: ObservableObject {
                    @Published var people: [String] = []
                    init() { reload() }
                    func reload() { people = PeopleArchive.loadAll() }
                }
                struct PeoplePicker: View {
                    @ObservedObject var ↓book = AddressBook()
                    var body: some View { List(book.people, id: \\.self) { Text($0) } }
                }
                """),
            RuleExample("""
                final class Importer: ObservableObject {
                    @Published var progress = 0.0
                    func start(_ files: [URL]) async { progress = 1 }
                    func cancel() { progress = 0 }
                }
                struct ImportButton: View {
                    let files: [URL]
                    @ObservedObject private var ↓importer = Importer()
                    var body: some View {
                        Button("Import") { Task { await importer.start(files) } }
                        Button("Stop") { importer.cancel() }
                    }
                }
                """),
            RuleExample("""
                final class MessageBody: ObservableObject {
                    @Published var text = ""
                    var id = 0
                    func fetch() { Task { @MainActor in text = await Mailbox.body(of: id) } }
                }
                struct MessageView: View {
                    @ObservedObject var ↓loader = MessageBody()
                    init(id: Int) {
                        loader.id = id
                        loader.fetch()
                    }
                    var body: some View { Text(loader.text) }
                }
                """),
            RuleExample("""
                final class RideFilter: ObservableObject { @Published var query = "" }
                struct RideList: View {
                    @ObservedObject var ↓filter = RideFilter()
                    var body: some View { TextField("Search", text: $filter.query) }
                }
                struct HistoryTab: View {
                    var body: some View { RideList() }
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
                // Every parent is a view with no stored property: its body runs once while it is shown, so it
                // builds this view, and the object, once.
                if graph.isBuiltOnlyByConstantViews(view) {
                    violations.append(Violation(property.position, """
                        `@ObservedObject var \(property.name)` creates \(created): every view that builds this one has no \
                        stored property, so SwiftUI builds it once while it is shown and the object lives as long as \
                        the view; \(owner) says the view owns it, and keeps it once a parent takes an input
                        """, severity: .info))
                    continue
                }
                // The view only calls the object's methods and shows none of its state: a rebuild makes a new one,
                // and a later call reaches the new one, not what the old one was doing. A risk, not a certain loss.
                if callsOnly(property.name, in: view) {
                    violations.append(Violation(property.position, """
                        `@ObservedObject var \(property.name)` creates \(created) again whenever the parent rebuilds the \
                        view; the view shows none of its state and only calls its methods, so nothing on screen is \
                        lost, but a call after a rebuild reaches the new object, not the work the old one started: \
                        \(owner) keeps one
                        """, severity: .warning))
                    continue
                }
                // The object sets its state only while it is made (it loads it in `init`): a new one holds the same.
                if let held, held.isClass, setsStateOnlyAtCreation(held, file: file) {
                    violations.append(Violation(property.position, """
                        `@ObservedObject var \(property.name)` creates \(created) again whenever the parent rebuilds the \
                        view; it sets its state only when it is made, so the new one shows the same, but its loading \
                        runs again each time: \(owner) keeps one
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

    /// Every read of `name` in the view is the receiver of a method call (`model.check(files)`, `self.model.reset()`).
    /// Reads are counted outside initialisers, and so are the calls.
    private func callsOnly(_ name: String, in view: TypeInfo) -> Bool {
        var calls = 0
        for ref in view.scopes {
            for call in ref.scope.usage.calls {
                if case .function(let index)? = call.member, ref.scope.functions[index].kind == .initializer { continue }
                guard let path = call.path, path.hasSuffix("." + call.name) else { continue }
                let receiver = path.dropLast(call.name.count + 1)
                if receiver == name || receiver == "self." + name { calls += 1 }
            }
        }
        return calls > 0 && calls >= view.scopes.reduce(0) { $0 + ($1.scope.usage.reads[name] ?? 0) }
    }

    /// Every stored `var` is set only while the object is made (in `init`, or a loader `init` calls, outside
    /// closures): no other member, extension or outside code changes it, and no binding to it is handed out.
    private func setsStateOnlyAtCreation(_ held: TypeInfo, file: FileContext) -> Bool {
        guard let setAtCreation = held.declaration.shape?.setOnlyAtCreation else { return false }
        let state = held.stateProperties
        let elsewhere = file.index.dataflow.membersSetElsewhere
        return state.allSatisfy { property in
            setAtCreation.contains(property.name) && !elsewhere.contains(property.name)
                && !held.scopes.contains { !$0.isDeclaration && $0.scope.usage.writes[property.name] != nil }
        }
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
