import XCTest
@testable import StatecraftKit

/// The view graph and the environment analysis behind `missing-environment-object` and
/// `missing-model-container`, over multi-file projects.
final class EnvironmentAnalysisTests: XCTestCase {
    private let store = """
        @Observable final class Store { var items: [String] = [] }
        final class Settings: ObservableObject { @Published var unit = "km" }
        """

    private let readers = """
        struct FeedView: View {
            @Environment(Store.self) private var store
            var body: some View { List(store.items, id: \\.self) { Text($0) } }
        }
        struct ComposeView: View {
            @Environment(Store.self) private var store
            var body: some View { Text("\\(store.items.count)") }
        }
        struct UnitsView: View {
            @EnvironmentObject var settings: Settings
            var body: some View { Text(settings.unit) }
        }
        """

    /// "View: Type" for each reader some app path leaves without its object.
    private func appGaps(_ sources: [String]) -> [String] {
        let index = makeIndex(sources)
        let analysis = index.environmentAnalysis
        return analysis.appGaps.map { "\(analysis.graph.nodes[$0.node].name): \($0.requirement.key.typeName ?? "container")" }.sorted()
    }

    /// "File:line: Types" for each preview that lacks something.
    private func previewGaps(_ sources: [String]) -> [String] {
        let index = makeIndex(sources)
        let analysis = index.environmentAnalysis
        return analysis.previewGaps.map { gap in
            let node = analysis.graph.nodes[gap.preview]
            let types = gap.missing.map { $0.key.typeName ?? "container" }.joined(separator: ", ")
            return "File\(node.file):\(node.position.line): \(types)"
        }.sorted()
    }

    func testInjectionAtTheSceneReachesEveryView() {
        let app = """
            @main
            struct JournalApp: App {
                @State private var store = Store()
                @StateObject private var settings = Settings()
                var body: some Scene {
                    WindowGroup {
                        RootView()
                    }
                    .environment(store)
                    .environmentObject(settings)
                }
            }
            struct RootView: View {
                @State private var composing = false
                var body: some View {
                    NavigationStack {
                        FeedView()
                            .navigationDestination(for: String.self) { _ in UnitsView() }
                            .sheet(isPresented: $composing) { ComposeView() }
                    }
                }
            }
            """
        XCTAssertEqual(appGaps([app, readers, store]), [])
    }

    func testMissingInjectionNamesThePath() {
        let app = """
            @main
            struct JournalApp: App {
                var body: some Scene {
                    WindowGroup { RootView() }
                }
            }
            struct RootView: View {
                var body: some View {
                    TabView {
                        NavigationStack { FeedView() }
                        NavigationLink("Units") { UnitsView() }
                    }
                }
            }
            """
        XCTAssertEqual(appGaps([app, readers, store]), ["FeedView: Store", "UnitsView: Settings"])
        let found = findings([app, readers, store], rules: ["missing-environment-object"])
        XCTAssertEqual(found.count, 2)
        XCTAssertEqual(found.first?.file, "File1.swift")
        XCTAssertEqual(found.first?.position, SourcePosition(line: 2, column: 5))
        XCTAssertEqual(found.first?.message, """
            No ancestor injects `Store` on the path JournalApp › WindowGroup › RootView › FeedView: \
            `@Environment(Store.self) var store` crashes at runtime there; inject it with `.environment(_:)` on the \
            scene or on an ancestor every path goes through
            """)
    }

    func testSecondSceneWithoutTheInjection() {
        let app = """
            @main
            struct JournalApp: App {
                @State private var store = Store()
                var body: some Scene {
                    WindowGroup { FeedView().environment(store) }
                    Settings { ComposeView() }
                }
            }
            """
        XCTAssertEqual(appGaps([app, readers, store]), ["ComposeView: Store"])
    }

    func testSheetAttachedBelowTheInjectionDoesNotSeeIt() {
        func app(_ chain: String) -> String {
            """
            @main
            struct JournalApp: App {
                var body: some Scene { WindowGroup { RootView() } }
            }
            struct RootView: View {
                @State private var store = Store()
                @State private var composing = false
                var body: some View {
                    FeedView()
                        \(chain)
                }
            }
            """
        }
        // The sheet wraps the injected view: its content is outside the injection.
        XCTAssertEqual(appGaps([app(".environment(store).sheet(isPresented: $composing) { ComposeView() }"), readers, store]),
                       ["ComposeView: Store"])
        // The injection wraps the sheet: its content sees the object.
        XCTAssertEqual(appGaps([app(".sheet(isPresented: $composing) { ComposeView() }.environment(store)"), readers, store]), [])
    }

    func testInjectionThroughViewExtensionHelperAndViewModifier() {
        let app = """
            @main
            struct JournalApp: App {
                var body: some Scene {
                    WindowGroup {
                        TabView {
                            FeedView().withServices()
                            ComposeView().modifier(StoreInjection())
                            UnitsView().withSettings(Settings())
                        }
                    }
                }
            }
            extension View {
                func withServices() -> some View {
                    environment(Store.shared)
                }
                func withSettings(_ settings: Settings) -> some View {
                    self.environmentObject(settings)
                }
            }
            struct StoreInjection: ViewModifier {
                func body(content: Content) -> some View {
                    content.environment(Store())
                }
            }
            """
        XCTAssertEqual(appGaps([app, readers, store]), [])
        let withoutHelpers = app.replacingOccurrences(of: ".withServices()", with: "")
            .replacingOccurrences(of: ".modifier(StoreInjection())", with: "")
        XCTAssertEqual(appGaps([withoutHelpers, readers, store]), ["ComposeView: Store", "FeedView: Store"])
    }

    func testOptionalStateObjectAndLocalValuesResolve() {
        let app = """
            @main
            struct JournalApp: App {
                @State private var store: Store?
                var body: some Scene {
                    WindowGroup {
                        FeedView().environment(store)
                    }
                }
            }
            struct Holder: View {
                let model: AppModel
                var body: some View {
                    let settings = model.settings
                    UnitsView().environmentObject(settings)
                }
            }
            final class AppModel { let settings = Settings() }
            """
        XCTAssertEqual(appGaps([app, readers, store]), [])
        // A resolved injection of another type does not count.
        let wrongType = app.replacingOccurrences(of: "@State private var store: Store?", with: "@State private var store: Settings?")
        XCTAssertEqual(appGaps([wrongType, readers, store]), ["FeedView: Store"])
    }

    func testUnresolvableInjectionsAndPackageContainersMayProvideAnything() {
        let app = """
            @main
            struct JournalApp: App {
                var body: some Scene {
                    WindowGroup {
                        FeedView().environment(makeStore())
                        StoreProvider(store: .live) { ComposeView() }
                    }
                }
            }
            """
        XCTAssertEqual(appGaps([app, readers, store]), [])
    }

    func testOptionalReadsAndUnreachableViewsAreNotReported() {
        let sources = ["""
            @main
            struct JournalApp: App {
                var body: some Scene { WindowGroup { BadgeView() } }
            }
            struct BadgeView: View {
                @Environment(Store.self) private var store: Store?
                var body: some View { Text("\\(store?.items.count ?? 0)") }
            }
            """, readers, store]
        XCTAssertEqual(appGaps(sources), [])
        let analysis = makeIndex(sources).environmentAnalysis
        XCTAssertEqual(analysis.unreachableReaders.map { analysis.graph.nodes[$0].name }.sorted(),
                       ["ComposeView", "FeedView", "UnitsView"])
    }

    func testConditionalModifiersAndViewsFromPropertiesOfOtherTypes() {
        let app = """
            @main
            struct JournalApp: App {
                var body: some Scene { WindowGroup { RootView() } }
            }
            struct RootView: View {
                var body: some View {
                    TabView {
                        ForEach(AppTab.allCases) { tab in
                            tab.screen.tabItem { Text("Tab") }
                        }
                    }
                    #if os(macOS)
                    .frame(minWidth: 400)
                    #endif
                }
            }
            enum AppTab: CaseIterable, Identifiable {
                case feed, compose
                var id: Self { self }
                @ViewBuilder var screen: some View {
                    switch self {
                    case .feed: FeedView()
                    case .compose: ComposeView()
                    }
                }
            }
            """
        XCTAssertEqual(appGaps([app, readers, store]), ["ComposeView: Store", "FeedView: Store"])
        let injectedOnMac = app.replacingOccurrences(of: ".frame(minWidth: 400)", with: ".environment(Store())")
        XCTAssertEqual(appGaps([injectedOnMac, readers, store]), [])
    }

    func testDeclarationsNothingReadsAreNotRequirements() {
        let sources = ["""
            @main
            struct JournalApp: App {
                var body: some Scene { WindowGroup { BadgeView() } }
            }
            struct BadgeView: View {
                @Environment(Store.self) private var store
                @EnvironmentObject var settings: Settings
                var body: some View { Text(settings.unit) }
            }
            """, store]
        XCTAssertEqual(appGaps(sources), ["BadgeView: Settings"])
    }

    func testVerboseNotesUnreachableReaders() throws {
        let folder = try temporaryFolder()
        try write(readers + "\n" + store, to: folder.appendingPathComponent("Views.swift"))
        var options = CheckOptions(jobs: 1)
        options.verbose = true
        let result = try Linter(configuration: Configuration(), options: options).check(paths: [folder.path])
        XCTAssertEqual(result.findings.filter { $0.severity == .error }.count, 0)
        XCTAssertEqual(result.notes.map(\.message).filter { $0.contains("no app root or preview reaches it") }.count, 3)
        XCTAssertTrue(result.notes.contains { $0.message.hasPrefix("1: `FeedView` needs `Store` from the environment") })
    }

    func testCyclesTerminateAndStillReport() {
        let app = """
            @main
            struct FilesApp: App {
                var body: some Scene { WindowGroup { FolderView(depth: 0) } }
            }
            struct FolderView: View {
                let depth: Int
                var body: some View {
                    List {
                        NavigationLink("Child") { FolderView(depth: depth + 1) }
                        NavigationLink("Other") { OtherView() }
                    }
                }
            }
            struct OtherView: View {
                var body: some View { NavigationLink("Back") { FolderView(depth: 0) }; FeedView() }
            }
            """
        XCTAssertEqual(appGaps([app, readers, store]), ["FeedView: Store"])
        let injected = app.replacingOccurrences(of: "WindowGroup { FolderView(depth: 0) }",
                                                with: "WindowGroup { FolderView(depth: 0).environment(Store()) }")
        XCTAssertEqual(appGaps([injected, readers, store]), [])
    }

    func testPreviewsListEverythingTheyLack() {
        let previews = """
            #Preview("Feed") {
                NavigationStack { FeedView(); UnitsView() }
            }
            #Preview("Injected") {
                FeedView().environment(Store())
            }
            #Preview(traits: .modifier(SampleData())) {
                ComposeView()
            }
            #Preview(traits: .sampleStore) {
                ComposeView()
            }
            struct ComposePreview: PreviewProvider {
                static var previews: some View { ComposeView() }
            }
            struct SampleData: PreviewModifier {
                func body(content: Content, context: Void) -> some View {
                    content.environment(Store())
                }
            }
            """
        XCTAssertEqual(previewGaps([previews, readers, store]), [
            "File0:13: Store",
            "File0:1: Settings, Store",
        ])
        let found = findings([previews, readers, store], rules: ["missing-environment-object"])
        XCTAssertEqual(found.map(\.position.line), [1, 13])
        XCTAssertTrue(found[0].message.contains("`Settings` (for `@EnvironmentObject var settings: Settings` via #Preview \"Feed\" › UnitsView)"),
                      found[0].message)
    }

    /// A view shown only once the previewed view's state changes (`if showsFeed { FeedView() }` with `@State
    /// private var showsFeed = false`) is not drawn by the canvas at first: the preview lacks nothing then.
    func testPreviewsSkipViewsHiddenUntilStateChanges() {
        func screen(_ initial: String) -> String {
            """
            struct Search: View {
                @State private var showsFeed = \(initial)
                var body: some View {
                    VStack {
                        Button("Browse") { showsFeed = true }
                        if showsFeed { FeedView() }
                    }
                }
            }
            #Preview { Search() }
            """
        }
        XCTAssertEqual(previewGaps([screen("false"), readers, store]), [])
        XCTAssertEqual(previewGaps([screen("true"), readers, store]), ["File0:10: Store"])
    }

    func testSubclassInjectionCounts() {
        let app = """
            @main
            struct JournalApp: App {
                @StateObject private var settings = CloudSettings()
                var body: some Scene { WindowGroup { UnitsView().environmentObject(settings) } }
            }
            final class CloudSettings: Settings {}
            """
        XCTAssertEqual(appGaps([app, readers, store]), [])
    }

    func testModelContainerProvision() {
        let list = """
            struct ItemList: View {
                @Query private var items: [Item]
                var body: some View { List(items) { Text($0.name) } }
            }
            struct Editor: View {
                @Environment(\\.modelContext) private var context
                var body: some View { Text("Edit") }
            }
            """
        let bare = """
            @main
            struct PantryApp: App {
                var body: some Scene {
                    WindowGroup { ItemList() }
                    Window("Editor", id: "editor") { Editor() }.modelContainer(for: Item.self)
                }
            }
            """
        XCTAssertEqual(appGaps([bare, list]), ["ItemList: container"])
        let document = """
            @main
            struct PantryApp: App {
                var body: some Scene {
                    DocumentGroup(editing: Item.self, contentType: .item) { ItemList(); Editor() }
                }
            }
            """
        XCTAssertEqual(appGaps([document, list]), [])
        let found = findings([bare, list], rules: ["missing-model-container", "missing-environment-object"])
        XCTAssertEqual(found.map(\.ruleID), ["missing-model-container"])
    }

    /// Removes each injection of the TrailJournal example in turn: exactly the views (and previews) that lose
    /// the object must be reported, and nothing else.
    func testMutatingTheExampleReportsExactlyTheViewsThatLoseTheInjection() throws {
        let root = packageRoot.appendingPathComponent("Examples/TrailJournal")
        let paths = try FileManager.default.subpathsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".swift") }.sorted()
        let original = try paths.map { try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) }

        func gaps(_ sources: [String]) -> Set<String> {
            let files = zip(paths, sources).map { SourceReader.extract(source: $1, path: $0) }
            let index = ProjectIndex(files: files)
            let analysis = index.environmentAnalysis
            var result = Set(analysis.appGaps.map { analysis.graph.nodes[$0.node].name })
            for gap in analysis.previewGaps {
                let node = analysis.graph.nodes[gap.preview]
                result.insert("\(paths[node.file]):\(node.position.line)")
            }
            return result
        }
        XCTAssertEqual(gaps(original), [])

        let expected: [(file: String, injection: String, lost: Set<String>)] = [
            ("TrailJournalApp.swift", ".environment(hikeStore)", ["HikeListView", "SettingsView", "AddHikeView", "ImportHikesView"]),
            // The list's and the root's previews reach the chart only through a link someone has to tap: their
            // canvases render without it.
            ("Components/ElevationCard.swift", ".environment(ChartSelection())", [
                "ElevationChart", "ElevationReadout", "Components/ElevationCard.swift:80", "Views/HikeDetailView.swift:48",
            ]),
            ("Views/RootView.swift", ".environment(HikeStore.preview)", ["Views/RootView.swift:19"]),
            ("Views/HikeListView.swift", ".environment(HikeStore.preview)", ["Views/HikeListView.swift:83"]),
            ("Views/AddHikeView.swift", ".environment(HikeStore.preview)", ["Views/AddHikeView.swift:92"]),
            ("Views/SettingsView.swift", ".environment(HikeStore.preview)", ["Views/SettingsView.swift:72"]),
            ("Views/ImportHikesView.swift", ".environment(HikeStore.preview)", ["Views/ImportHikesView.swift:76"]),
        ]
        var mutated = Set<String>()
        for (file, injection, lost) in expected {
            let position = try XCTUnwrap(paths.firstIndex(of: file), file)
            var sources = original
            XCTAssertEqual(sources[position].components(separatedBy: injection).count, 2, "\(file) has one \(injection)")
            sources[position] = sources[position].replacingOccurrences(of: injection, with: "")
            XCTAssertEqual(gaps(sources), lost, "removing \(injection) from \(file)")
            mutated.insert("\(file) \(injection)")
        }
        // Every injection of the example is covered by the table above.
        var all = Set<String>()
        for (path, source) in zip(paths, original) {
            for line in source.split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix(".environment(") && !trimmed.hasPrefix(".environment(\\") { all.insert("\(path) \(trimmed)") }
            }
        }
        XCTAssertEqual(all, mutated)
    }

    func testSwiftUIProvidesThePlatformDelegates() {
        let gaps = appGaps(["""
            @main struct ShopApp: App {
                @UIApplicationDelegateAdaptor private var appDelegate: AppDelegate
                var body: some Scene { WindowGroup { RootView() } }
            }
            @Observable final class AppDelegate: NSObject, UIApplicationDelegate {
                func application(_ application: UIApplication, configurationForConnecting session: UISceneSession,
                                 options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                    let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
                    configuration.delegateClass = SceneDelegate.self
                    return configuration
                }
            }
            @Observable final class SceneDelegate: NSObject, UIWindowSceneDelegate {}
            @Observable final class Cart {}
            struct RootView: View {
                @Environment(AppDelegate.self) private var appDelegate
                @Environment(SceneDelegate.self) private var sceneDelegate
                @Environment(Cart.self) private var cart
                var body: some View { Text("\\(appDelegate) \\(sceneDelegate) \\(cart)") }
            }
            """])
        XCTAssertEqual(gaps, ["RootView: Cart"], "SwiftUI creates the delegates and puts them in the environment")
    }

    func testInjectedValuesFollowMethodReturnTypes() {
        let gaps = appGaps(["""
            @main struct ShopApp: App {
                var body: some Scene {
                    WindowGroup { RootView().environment(Provider.shared.cart(for: "main")) }
                }
            }
            final class Provider {
                static let shared = Provider()
                func cart(for name: String) -> Cart { Cart() }
            }
            @Observable final class Cart {}
            @Observable final class Wallet {}
            struct RootView: View {
                @Environment(Cart.self) private var cart
                @Environment(Wallet.self) private var wallet
                var body: some View { Text("\\(cart) \\(wallet)") }
            }
            """])
        XCTAssertEqual(gaps, ["RootView: Wallet"], "the injected value is a `Cart`, not anything")
    }
}
