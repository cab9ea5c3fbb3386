struct StateHoldsLegacyObjectRule: Rule {
    static let description = RuleDescription(
        id: "state-holds-legacy-object",
        severity: .error,
        summary: "`@State` holding an `ObservableObject`: the view never sees its changes",
        rationale: """
            `@State` keeps a reference type alive but cannot see changes inside it unless the class is \
            `@Observable`. An `ObservableObject` in `@State` publishes changes nobody subscribes to, so the view \
            shows stale data. Mark the class `@Observable`, or keep an `ObservableObject` in `@StateObject`.
            """,
        exclusions: "`@Observable` and `@Model` classes; value types; optional or `$`-bound references (a selection passed to children that observe it); an object the view only hands on (to children or builders, into the environment) or subscribes to (`.onReceive(x.$flag)`), reading none of its values; plain classes kept in `@State` only to retain them (a loader, a cache); types Statecraft cannot resolve; views only widgets show, which WidgetKit renders once per entry.",
        triggering: [
            RuleExample("""
                final class CartModel: ObservableObject { @Published var items: [String] = [] }
                struct CartView: View {
                    @State private var ↓cart = CartModel()
                    var body: some View { Text("\\(cart.items.count)") }
                }
                """),
            RuleExample("""
                final class Checkout: ObservableObject { @Published var isDone = false }
                struct CheckoutFlow: View {
                    @State private var ↓checkout = Checkout()
                    var body: some View { PaymentStep().environmentObject(checkout).disabled(checkout.isDone) }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                final class ScrollProgress: ObservableObject { @Published var offset = 0.0 }
                struct Home: View {
                    @State private var progress = ScrollProgress()
                    var body: some View { VStack { Header(progress: progress); Feed(progress: progress) } }
                }
                struct Header: View {
                    @ObservedObject var progress: ScrollProgress
                    var body: some View { Text("\\(progress.offset)") }
                }
                struct Feed: View {
                    @ObservedObject var progress: ScrollProgress
                    var body: some View { ScrollView { Text("feed") } }
                }
                """),
            RuleExample("""
                final class EpisodeEntry: ObservableObject { @Published var title = "" }
                struct UpNextWidget: Widget {
                    var body: some WidgetConfiguration {
                        StaticConfiguration(kind: "upnext", provider: UpNextProvider()) { entry in EpisodeRow(episode: entry.episode) }
                    }
                }
                struct EpisodeRow: View {
                    @State var episode: EpisodeEntry
                    var body: some View { Text(episode.title) }
                }
                """),
            RuleExample("""
                @Observable final class CartModel { var items: [String] = [] }
                struct Draft { var text = "" }
                struct CartView: View {
                    @State private var cart = CartModel()
                    @State private var draft = Draft()
                    @State private var formatter = ExternalFormatter()
                    var body: some View { Text("\\(cart.items.count)") }
                }
                """),
            RuleExample("""
                final class Checkout: ObservableObject { @Published var isDone = false }
                struct CheckoutFlow: View {
                    @State private var checkout = Checkout()
                    @State private var finished = false
                    var body: some View {
                        PaymentStep()
                            .environmentObject(checkout)
                            .onReceive(checkout.$isDone) { finished = $0 }
                    }
                }
                """),
            RuleExample("""
                final class PageLoader { private var page = 1 }
                struct Feed: View {
                    @State private var loader = PageLoader()
                    var body: some View { Text("Feed") }
                }
                """),
            RuleExample("""
                final class Download: ObservableObject { @Published var progress = 0.0 }
                struct Downloads: View {
                    @State private var selected: Download?
                    var body: some View { List { }.sheet(item: $selected) { DownloadView(download: $0) } }
                }
                """),
            RuleExample("""
                @Model final class Trip { var name = "" }
                struct TripView: View {
                    @State private var trip = Trip()
                    var body: some View { Text(trip.name) }
                }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        var violations: [Violation] = []
        // WidgetKit renders each entry once: a widget-only view never shows a later change of anything it holds.
        for (view, scope) in file.viewScopes where !file.index.coverage.isWidgetOnly(view) {
            for property in scope.properties where property.hasWrapper("State") {
                // An optional or bound (`$x`) reference is a selection that children observe, not owned state.
                // An object kept only to hand to children, which observe it themselves, is retained on purpose
                // without re-rendering this view.
                guard property.type?.isOptional != true, !view.projects(property.name),
                      !file.index.dataflow.onlyHandsOn(property.name, in: view),
                      let typeName = file.index.types.heldTypeName(property) else { continue }
                switch file.index.types.observability(ofTypeNamed: typeName, from: view.qualifiedName) {
                case .observableObject:
                    violations.append(Violation(property.position, """
                        `@State var \(property.name)` holds `\(typeName)`, an `ObservableObject`: `@State` does not \
                        subscribe to its changes, so the view shows stale data; mark the class `@Observable` or use \
                        `@StateObject`
                        """))
                default:
                    continue
                }
            }
        }
        return violations
    }
}
