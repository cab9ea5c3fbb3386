import XCTest
@testable import StatecraftKit

/// How the view graph reaches the views of real apps: through routers and builders of other types, custom
/// scenes, widgets, views held as protocol-typed values, hosting helpers, and the right one of several types
/// that share a name. Each case crashes where an injection is missing and is fixed by its twin.
final class ReachTests: XCTestCase {
    private let models = SharedFixtures.sessionAndCart

    /// "Root › … › View: Type" for each app-path gap.
    private func gaps(_ index: ProjectIndex) -> [String] {
        let analysis = index.environmentAnalysis
        return analysis.appGaps.map {
            "\(analysis.graph.describe(path: $0.path)): \($0.requirement.key.typeName ?? "container")"
        }.sorted()
    }

    private func gaps(_ sources: [String]) -> [String] { gaps(makeIndex(sources)) }

    // MARK: Routers and builders

    private let routers = """
        enum HomeRoute: Hashable { case home, detail(Int) }
        enum SettingsRoute: Hashable { case main }
        final class AppRouter: ObservableObject {
            let homeRouter = HomeRouter()
            let settingsRouter: SettingsRouter = SettingsRouter()
        }
        struct HomeRouter {
            private let builder = HomeRouteBuilder()
            @ViewBuilder func build(_ route: HomeRoute) -> some View {
                switch route {
                case .home: builder.buildHome()
                case .detail(let id): DetailBuilder().make(id: id)
                }
            }
        }
        struct SettingsRouter {
            func build(_ route: SettingsRoute) -> AnyView { AnyView(SettingsScreen()) }
        }
        struct HomeRouteBuilder {
            func buildHome() -> some View { HomeScreen() }
        }
        struct DetailBuilder {
            func make(id: Int) -> some View { DetailScreen(id: id) }
        }
        struct HomeScreen: View {
            @EnvironmentObject var session: Session
            var body: some View { Text(session.user) }
        }
        struct DetailScreen: View {
            @Environment(Cart.self) private var cart
            let id: Int
            var body: some View { Text("\\(cart.items.count)") }
        }
        struct SettingsScreen: View { var body: some View { Text("Settings") } }
        """

    private func rootView(injecting injections: String) -> String {
        """
        @main struct ShopApp: App {
            var body: some Scene { WindowGroup { RootView()\(injections) } }
        }
        struct RootView: View {
            @StateObject private var router = AppRouter()
            var body: some View {
                NavigationStack {
                    Text("Start")
                        .navigationDestination(for: HomeRoute.self) { router.homeRouter.build($0) }
                        .navigationDestination(for: SettingsRoute.self) { router.settingsRouter.build($0) }
                }
            }
        }
        """
    }

    func testBuildersAreFollowedThroughTheirReceiverType() {
        let index = makeIndex([models, routers, rootView(injecting: "")])
        XCTAssertEqual(gaps(index), [
            "ShopApp › WindowGroup › RootView › HomeRouter.build › DetailBuilder.make › DetailScreen: Cart",
            "ShopApp › WindowGroup › RootView › HomeRouter.build › HomeRouteBuilder.buildHome › HomeScreen: Session",
        ], "two routers declare `build`: the receiver's type says which one runs")
        XCTAssertEqual(index.coverage.fromScenes, 4, "RootView and the three screens")
        XCTAssertEqual(gaps([models, routers, rootView(injecting: ".environmentObject(Session()).environment(Cart())")]), [])
    }

    func testViewsABuilderMakesInADestinationArePushed() {
        let index = makeIndex([models, routers, rootView(injecting: "")])
        let graph = index.viewGraph
        let kinds = graph.edges.filter { [.view].contains(graph.nodes[$0.to].kind) && graph.nodes[$0.from].kind == .factory }
            .map { "\(graph.nodes[$0.to].name): \($0.kind.rawValue)" }.sorted()
        XCTAssertEqual(kinds, ["DetailScreen: navigates", "HomeScreen: navigates", "SettingsScreen: navigates"])
        XCTAssertEqual(index.architecture.screens.map(\.view.name).sorted(),
                       ["DetailScreen", "HomeScreen", "RootView", "SettingsScreen"], "the scene's root, and each destination")
    }

    // MARK: Scenes and widgets

    func testCustomSceneTypesExpandLikeAppBodies() {
        let scene = """
            struct SettingsWindow: Scene {
                var body: some Scene { Window("Settings", id: "settings") { SettingsView() } }
            }
            struct SettingsView: View {
                @EnvironmentObject var session: Session
                var body: some View { Text(session.user) }
            }
            """
        let crashes = "@main struct ShopApp: App { var body: some Scene { WindowGroup { Text(\"Home\") }; SettingsWindow() } }"
        XCTAssertEqual(gaps([models, scene, crashes]), ["ShopApp › SettingsWindow › Window › SettingsView: Session"])
        let fixed = crashes.replacingOccurrences(of: "SettingsWindow()", with: "SettingsWindow().environmentObject(Session())")
        XCTAssertEqual(gaps([models, scene, fixed]), [], "an injection on the scene reaches its windows")
    }

    func testWidgetsAreRootsOfTheirOwn() {
        let widget = """
            struct UpNextWidget: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "upNext", provider: Provider()) { entry in
                        UpNextEntryView(entry: entry)
                    }
                }
            }
            struct UpNextEntryView: View {
                @Environment(Cart.self) private var cart
                let entry: Int
                var body: some View { Text("\\(cart.items.count)") }
            }
            """
        XCTAssertEqual(gaps([models, widget]), ["UpNextWidget › StaticConfiguration › UpNextEntryView: Cart"])
        let fixed = widget.replacingOccurrences(of: "UpNextEntryView(entry: entry)", with: "UpNextEntryView(entry: entry).environment(Cart())")
        XCTAssertEqual(gaps([models, fixed]), [])
    }

    // MARK: Views held as values

    func testAViewHeldAsAProtocolValueMayBeAnyConformer() {
        let panels = """
            protocol PanelTab: View, Hashable { var title: String { get } }
            enum NavigatorTab: PanelTab {
                case project, search
                var title: String { "Tab" }
                var body: some View {
                    switch self {
                    case .project: ProjectNavigator()
                    case .search: SearchNavigator()
                    }
                }
            }
            struct PanelView<Tab: PanelTab>: View {
                @Binding var selection: Tab?
                var body: some View {
                    if let tab = selection { tab } else { Text("Nothing selected") }
                }
            }
            struct ProjectNavigator: View {
                @EnvironmentObject var session: Session
                var body: some View { Text(session.user) }
            }
            struct SearchNavigator: View { var body: some View { Text("Search") } }
            @main struct EditorApp: App {
                @State private var tab: NavigatorTab? = .project
                var body: some Scene { WindowGroup { PanelView(selection: $tab) } }
            }
            """
        let index = makeIndex([models, panels])
        XCTAssertEqual(gaps(index), ["EditorApp › WindowGroup › PanelView › NavigatorTab › ProjectNavigator: Session"])
        XCTAssertEqual(index.coverage.fromScenes, 4, "PanelView, NavigatorTab and both navigators")
    }

    // MARK: Hosting

    func testHostingHelpersHostWhatTheirCallersPass() {
        let controller = """
            final class SplitController: NSSplitViewController {
                let session = Session()
                override func viewDidLoad() {
                    addSplitViewItem(makeSidebar(view: NavigatorView()))
                    addSplitViewItem(makeSidebar(view: InspectorView().environmentObject(session)))
                }
                private func makeSidebar(view: some View) -> NSSplitViewItem {
                    NSSplitViewItem(sidebarWithViewController: NSHostingController(rootView: view))
                }
            }
            struct NavigatorView: View {
                @EnvironmentObject var session: Session
                var body: some View { Text(session.user) }
            }
            struct InspectorView: View {
                @EnvironmentObject var session: Session
                var body: some View { Text(session.user) }
            }
            """
        let index = makeIndex([models, controller])
        XCTAssertEqual(gaps(index), ["NSHostingController in SplitController › NavigatorView: Session"])
        XCTAssertEqual(index.viewGraph.hostingRoots.count, 2, "one root per call, none for the helper itself")
    }

    func testConvenienceInitialisersAndLocalsInTheRootView() {
        let sources = """
            class ThemedHostingController<Content: View>: UIHostingController<Content> {}
            final class HistoryController: ThemedHostingController<HistoryView> {
                convenience init() { self.init(rootView: HistoryView()) }
            }
            struct HistoryView: View {
                @Environment(Cart.self) private var cart
                var body: some View { Text("\\(cart.items.count)") }
            }
            final class QuickOpen: NSWindowController {
                func show(cart: Cart) {
                    let content = PanelView().environment(cart)
                    window?.contentView = NSHostingView(rootView: Injector { content })
                }
            }
            struct Injector<Content: View>: View {
                @ViewBuilder let content: Content
                var body: some View { content }
            }
            struct PanelView: View {
                @Environment(Cart.self) private var cart
                var body: some View { Text("\\(cart.items.count)") }
            }
            """
        let index = makeIndex([models, sources])
        XCTAssertEqual(gaps(index), ["HistoryController in HistoryController › HistoryView: Cart"],
                       "the panel gets the cart the local was built with")
        XCTAssertEqual(index.coverage.fromHostingRoots, 3, "HistoryView, Injector and PanelView")
    }

    // MARK: Names

    func testSameNamedTypesResolveToTheOneTheReferenceSees() {
        let app = """
            @main struct WatchApp: App { var body: some Scene { WindowGroup { EpisodeList() } } }
            struct EpisodeList: View {
                var body: some View { NavigationLink(destination: EpisodeView(title: "Now")) { Text("Open") } }
            }
            """
        let watchEpisode = """
            struct EpisodeView: View {
                @EnvironmentObject var session: Session
                let title: String
                var body: some View { Text(session.user) }
            }
            """
        let widgetEpisode = "struct EpisodeView: View { let episode: Int; var body: some View { Text(\"w\") } }"
        let preview = { (name: String) in
            "#Preview { struct Host: View { var body: some View { \(name)() } }; return Host() }\nstruct \(name): View { var body: some View { Text(\"x\") } }"
        }
        let index = makeIndex(files: [
            ("Models.swift", models),
            ("Watch/WatchApp.swift", app), ("Watch/EpisodeView.swift", watchEpisode),
            ("Widget/Up Next/EpisodeView.swift", widgetEpisode),
            ("Shared/A.swift", preview("CardA")), ("Shared/B.swift", preview("CardB")),
        ])
        XCTAssertEqual(gaps(index), ["WatchApp › WindowGroup › EpisodeList › EpisodeView: Session"],
                       "the watch app's own EpisodeView, not the widget's")
        let graph = index.viewGraph
        let hosts = graph.nodes.indices.filter { graph.nodes[$0].name == "Host" }
        XCTAssertEqual(hosts.count, 2)
        let built = hosts.map { host in graph.outgoing[host].map { graph.nodes[graph.edges[$0].to].name } }
        XCTAssertEqual(built, [["CardA"], ["CardB"]], "a type local to a preview is that file's own")
        XCTAssertFalse(index.coverage.unreached.contains { $0.reason == .ambiguousName })
    }

    func testPlatformTwinsAreEachFollowed() {
        let app = """
            @main struct ShopApp: App { var body: some Scene { WindowGroup { Disclaimer(url: "x") } } }
            struct Disclaimer: View {
                let url: String
                var body: some View { if url.isEmpty { Text("None") } else { WebView(url: url) } }
            }
            """
        let iOS = """
            #if os(iOS)
            struct WebView: UIViewRepresentable {
                @EnvironmentObject var session: Session
                let url: String
                func makeUIView(context: Context) -> UIView { UIView() }
                func updateUIView(_ view: UIView, context: Context) { _ = session }
            }
            #endif
            """
        let macOS = """
            #if os(macOS)
            struct WebView: NSViewRepresentable {
                let url: String
                func makeNSView(context: Context) -> NSView { NSView() }
                func updateNSView(_ view: NSView, context: Context) {}
            }
            #endif
            """
        let index = makeIndex(files: [("Models.swift", models), ("App.swift", app),
                                      ("Web/WebView+iOS.swift", iOS), ("Web/WebView+macOS.swift", macOS)])
        XCTAssertEqual(gaps(index), ["ShopApp › WindowGroup › Disclaimer › WebView: Session"])
        XCTAssertEqual(index.coverage.fromScenes, 3)
        let sameFile = "#if os(iOS)\n" + iOS.dropFirst(12).dropLast(7) + "\n#else\n" + macOS.dropFirst(14)
        let twinned = makeIndex(files: [("Models.swift", models), ("App.swift", app), ("Web/WebView.swift", String(sameFile))])
        XCTAssertEqual(gaps(twinned), ["ShopApp › WindowGroup › Disclaimer › WebView: Session"], "one #if, two branches")
        let unrelated = makeIndex(files: [("Models.swift", models), ("App.swift", app),
                                          ("A/WebView.swift", String(iOS.dropFirst(12).dropLast(7))),
                                          ("B/WebView.swift", String(macOS.dropFirst(14).dropLast(7)))])
        XCTAssertEqual(gaps(unrelated), [], "two types of one name that are not platform twins stay ambiguous")
        // Under `#if` clauses that share no platform, files of any names hold twins.
        let conditioned = makeIndex(files: [("Models.swift", models), ("App.swift", app),
                                            ("A/WebView.swift", iOS), ("B/WebView.swift", macOS)])
        XCTAssertEqual(gaps(conditioned), ["ShopApp › WindowGroup › Disclaimer › WebView: Session"])
    }

    // MARK: Styles, snippets, backports, preview scaffolding

    func testStylesBuildTheViewsOfWhatTheyStyle() {
        let sources = """
            @main struct ShopApp: App { var body: some Scene { WindowGroup { Gauge(value: 1) { Text("Load") }.gaugeStyle(RingStyle()) } } }
            struct RingStyle: GaugeStyle {
                func makeBody(configuration: Configuration) -> some View { Ring() }
            }
            struct Ring: View {
                @Environment(Cart.self) private var cart
                var body: some View { Circle().trim(from: 0, to: CGFloat(cart.items.count)) }
            }
            """
        let index = makeIndex([models, sources])
        XCTAssertEqual(gaps(index), ["ShopApp › WindowGroup › RingStyle › Ring: Cart"])
        XCTAssertEqual(index.coverage.fromScenes, 1, "Ring, reached through the style")
    }

    func testIntentSnippetsAndHostingBackportsAreRoots() {
        let sources = """
            struct ShowCartIntent: AppIntent {
                func perform() async throws -> some IntentResult & ShowsSnippetView {
                    .result(dialog: "Your cart", view: CartSnippet())
                }
            }
            struct CartSnippet: View {
                @Environment(Cart.self) private var cart
                var body: some View { Text("\\(cart.items.count)") }
            }
            final class CartCell: UITableViewCell {
                func configure() {
                    contentConfiguration = UIHostingConfigurationBackport { HomeScreen() }
                }
            }
            """
        let index = makeIndex([models, sources, routers])
        XCTAssertEqual(gaps(index), ["IntentSnippet in ShowCartIntent › CartSnippet: Cart",
                                     "UIHostingConfigurationBackport in CartCell › HomeScreen: Session"])
    }

    func testViewsInsideAPreviewProviderAreNotTheAppsViews() {
        let sources = """
            @main struct ShopApp: App { var body: some Scene { WindowGroup { HomeScreen() } } }
            struct HomeScreen_Previews: PreviewProvider {
                struct Harness: View {
                    @StateObject private var session = Session()
                    var body: some View { HomeScreen().environmentObject(session) }
                }
                static var previews: some View { Harness() }
            }
            """
        let index = makeIndex([models, sources, routers])
        XCTAssertEqual(index.coverage.views, 3, "HomeScreen, DetailScreen and SettingsScreen, not the harness")
    }

    func testFileLevelBuildersAndDynamicIslandsAreFollowed() {
        let sources = """
            @main struct ShopApp: App { var body: some Scene { WindowGroup { Root() } } }
            struct Root: View { var body: some View { makeBadge(title: "Cart") } }
            func makeBadge(title: String) -> some View { BadgeLabel() }
            struct BadgeLabel: View {
                @EnvironmentObject var session: Session
                var body: some View { Text(session.user) }
            }
            struct DeliveryActivity: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: DeliveryAttributes.self) { context in
                        Text("On its way")
                    } dynamicIsland: { context in
                        makeIsland(context.state)
                    }
                }
            }
            func makeIsland(_ state: DeliveryAttributes.ContentState) -> DynamicIsland {
                DynamicIsland {
                    DynamicIslandExpandedRegion(.bottom) { DeliveryProgress() }
                } compactLeading: { Text("1") } compactTrailing: { Text("2") } minimal: { Text("3") }
            }
            struct DeliveryProgress: View {
                @Environment(Cart.self) private var cart
                var body: some View { Text("\\(cart.items.count)") }
            }
            """
        XCTAssertEqual(gaps([models, sources]), [
            "DeliveryActivity › ActivityConfiguration › makeIsland() › DeliveryProgress: Cart",
            "ShopApp › WindowGroup › Root › makeBadge() › BadgeLabel: Session",
        ])
    }

    func testARequirementCalledOnAnUntypedValueMayBeAnyConformers() {
        let sources = """
            @main struct ShopApp: App { var body: some Scene { WindowGroup { Shelf(items: []) } } }
            protocol ShelfItem { func makeCell() -> AnyView }
            struct Book: ShelfItem { func makeCell() -> AnyView { AnyView(BookCell()) } }
            extension Record: ShelfItem { func makeCell() -> AnyView { AnyView(RecordCell()) } }
            struct Shelf: View {
                let items: [any ShelfItem]
                var body: some View { List(items.indices, id: \\.self) { index in items[index].makeCell() } }
            }
            struct BookCell: View {
                @EnvironmentObject var session: Session
                var body: some View { Text(session.user) }
            }
            struct RecordCell: View {
                @Environment(Cart.self) private var cart
                var body: some View { Text("\\(cart.items.count)") }
            }
            """
        XCTAssertEqual(gaps([models, sources]), [
            "ShopApp › WindowGroup › Shelf › Book.makeCell › BookCell: Session",
            "ShopApp › WindowGroup › Shelf › Record.makeCell › RecordCell: Cart",
        ])
        // A name two unrelated types use is not a dispatch: nothing is followed.
        let unrelated = sources.replacingOccurrences(of: "extension Record: ShelfItem", with: "extension Record")
        XCTAssertEqual(gaps([models, unrelated]), [])
    }

    func testNamesStartingWithAnUnderscoreAreTypesToo() {
        let sources = """
            @main struct ShopApp: App { var body: some Scene { WindowGroup { Picker() } } }
            struct Picker: View { var body: some View { _PickerContent(step: 5) } }
            struct _PickerContent: View {
                @EnvironmentObject var session: Session
                let step: Int
                var body: some View { Text(session.user) }
            }
            """
        XCTAssertEqual(gaps([models, sources]), ["ShopApp › WindowGroup › Picker › _PickerContent: Session"])
    }

    /// `Chip.makeFilter(title:)`: a static method of a view that returns a view, as its declared type says.
    func testStaticFactoriesOfAViewBuildTheViewTheyReturn() {
        let sources = """
            @main struct ShopApp: App { var body: some Scene { WindowGroup { Root() } } }
            struct Root: View {
                var body: some View { Chip.makeFilter(title: "All") }
            }
            struct Chip: View {
                @Environment(Cart.self) private var cart
                let title: String
                static func makeFilter(title: String) -> Chip { Chip(title: title) }
                var body: some View { Text("\\(title) \\(cart.items.count)") }
            }
            """
        XCTAssertEqual(gaps([models, sources]), ["ShopApp › WindowGroup › Root › Chip: Cart"])
        let injected = sources.replacingOccurrences(of: "Chip.makeFilter(title: \"All\") }", with: "Chip.makeFilter(title: \"All\").environment(Cart()) }")
        XCTAssertNotEqual(injected, sources)
        XCTAssertEqual(gaps([models, injected]), [])
    }

    func testValuesThatKeepViewsCarryWhatTheirClosureInjects() {
        let sources = """
            @main struct ShopApp: App { var body: some Scene { WindowGroup { Root() } } }
            struct Route: Hashable {
                let id: String
                private let content: AnyView
                init(id: String, @ViewBuilder content: () -> some View) {
                    self.id = id
                    self.content = AnyView(content())
                }
                var destination: some View { content }
            }
            extension Route {
                static var badge: Route { Route(id: "badge") { BadgeView().environment(Cart()) } }
                static var profile: Route { Route(id: "profile") { ProfileView() } }
            }
            struct Root: View {
                @State private var path: [Route] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        Text("Home").navigationDestination(for: Route.self) { route in route.destination }
                    }
                    .environmentObject(Session())
                }
            }
            """
        // ProfileView reads Session (injected around the stack) and, through BadgeView, Cart: only the closure
        // that builds BadgeView injects Cart, and that reaches it although it is pushed.
        XCTAssertEqual(gaps([SharedFixtures.profileAndBadge, sources]),
                       ["ShopApp › WindowGroup › Root › Route.destination › ProfileView › BadgeView: Cart"])
        // A view named with the type it is nested in (`Account.ProfileView(…)`) is kept the same way.
        let nested = sources.replacingOccurrences(of: "Route(id: \"profile\") { ProfileView() }",
                                                  with: "Route(id: \"profile\") { Account.ProfileView().navigationTitle(\"Me\") }")
        let account = SharedFixtures.profileAndBadge.replacingOccurrences(of: "struct ProfileView: View {", with: "enum Account {}\nextension Account { struct ProfileView: View {")
            + "\n}"
        XCTAssertNotEqual(nested, sources)
        XCTAssertEqual(gaps([account, nested]),
                       ["ShopApp › WindowGroup › Root › Route.destination › ProfileView › BadgeView: Cart"])
    }
}
