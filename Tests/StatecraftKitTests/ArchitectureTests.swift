import XCTest
@testable import StatecraftKit

/// Screens, view models, services and the architecture detection built on them.
final class ArchitectureTests: XCTestCase {
    private func model(_ sources: [String]) -> ArchitectureModel {
        makeIndex(sources).architecture
    }

    private func styles(_ model: ArchitectureModel) -> [String: String] {
        Dictionary(uniqueKeysWithValues: model.screens.map { ($0.view.name, $0.style?.rawValue ?? "stateless") })
    }

    private let tabsApp = """
        @main struct ShopApp: App {
            var body: some Scene { WindowGroup { Tabs() } }
        }
        struct Tabs: View {
            var body: some View { TabView { CatalogView(); CartView(); AccountView() } }
        }
        """

    func testScreensAreSceneRootsTabsDestinationsAndPresentations() {
        let model = model([tabsApp, """
            struct CatalogView: View {
                @State private var showsFilter = false
                @State private var items: [String] = []
                var body: some View {
                    NavigationStack {
                        List { NavigationLink("Item") { ItemView() }; ItemRow() }
                            .sheet(isPresented: $showsFilter) { FilterView() }
                    }
                }
            }
            struct ItemRow: View { var body: some View { Text("row") } }
            struct ItemView: View { @State private var count = 0; var body: some View { Text("\\(count)") } }
            struct FilterView: View { var body: some View { Text("filter") } }
            struct CartView: View { var body: some View { Text("cart") } }
            struct AccountView: View { var body: some View { Text("account") } }
            """])
        XCTAssertEqual(Set(model.screens.map(\.view.name)), ["Tabs", "CatalogView", "CartView", "AccountView", "ItemView", "FilterView"])
        XCTAssertEqual(styles(model)["CatalogView"], "mv")
        XCTAssertEqual(styles(model)["FilterView"], "stateless")
        XCTAssertEqual(styles(model)["ItemView"], "stateless", "UI state alone fits both styles")
        XCTAssertEqual(model.statelessScreens, 5)
    }

    func testStackRootCountsAsAScreenOnlyInsideAStatelessShell() {
        let model = model(["""
            @main struct NotesApp: App {
                var body: some Scene { WindowGroup { Shell() } }
            }
            struct Shell: View {
                var body: some View { NavigationStack { NotesView() } }
            }
            @Observable @MainActor final class NotesViewModel { var notes: [String] = [] }
            struct NotesView: View {
                @State private var viewModel = NotesViewModel()
                var body: some View { NavigationStack { NotesList(viewModel: viewModel) } }
            }
            struct NotesList: View {
                let viewModel: NotesViewModel
                var body: some View { List(viewModel.notes, id: \\.self) { Text($0) } }
            }
            """])
        XCTAssertEqual(styles(model), ["Shell": "stateless", "NotesView": "mvvm"])
    }

    func testViewModelsServicesAndControllers() {
        let index = makeIndex(["""
            @main struct ClipsApp: App {
                @State private var session = Session()
                var body: some Scene { WindowGroup { ClipsView().environment(session) } }
            }
            @Observable final class Session { var user = "" }
            @Observable final class ClipsModel { var clips: [String] = [] }
            @Observable final class ClipPlayer { var playing = false }
            @Observable final class KeyboardObserver { var height = 0.0 }
            @Observable final class AuthViewModel { static let shared = AuthViewModel() }
            @Observable final class Settings { static let shared = Settings() }
            import SwiftData
            @Model final class Clip { var title = "" }
            struct ClipsView: View {
                @Environment(Session.self) private var session
                @State private var model = ClipsModel()
                @State private var player = ClipPlayer()
                @State private var keyboard = KeyboardObserver()
                var body: some View { Text(model.clips.first ?? session.user).onTapGesture { player.playing = true } }
            }
            struct Composer: View {
                @State private var keyboard = KeyboardObserver()
                var body: some View { Text("\\(keyboard.height)") }
            }
            """])
        let model = index.architecture
        let services = index.roles.services
        let names = Set(model.screens.flatMap(\.viewModels).map(\.object.name))
        XCTAssertEqual(names, ["ClipsModel"], "player (allow-listed), keyboard (two owners) and session (service) are not view models")
        XCTAssertTrue(services.isEnvironmentService("Session"))
        XCTAssertTrue(services.isEnvironmentService("Settings"), "a class that is its own shared instance is a service")
        XCTAssertFalse(services.isEnvironmentService("AuthViewModel"), "a shared object named as a view model stays a view model")
    }

    /// The roles a careful reader gives: a screen's own model injected for its subtree stays its view model, a
    /// `…Model` two screens each create is a view model, a `Codable` class edited in a form is data, and theme
    /// objects and fixtures that previews build say nothing about a screen's style.
    func testRolesReadAsAReaderWould() {
        let index = makeIndex(["""
            @main struct FeedApp: App {
                var body: some Scene {
                    WindowGroup { Tabs() }
                }
            }
            struct Tabs: View {
                var body: some View { TabView { FeedScreen(); HistoryView(); TaskForm(); SettingsScreen() } }
            }
            final class Theme: ObservableObject { @Published var accent = 0 }
            @Observable final class FeedModel { var posts: [String] = []; func load() async {} }
            final class HistoryModel: ObservableObject { @Published var entries: [String] = [] }
            final class CETask: ObservableObject, Codable, Identifiable { @Published var name = "" }
            struct FeedScreen: View {
                @State private var model = FeedModel()
                var body: some View { FeedList().environment(model) }
            }
            struct FeedList: View {
                @Environment(FeedModel.self) private var model
                var body: some View { List(model.posts, id: \\.self) { Text($0) }.sheet(isPresented: .constant(false)) { HistoryEntry() } }
            }
            struct HistoryView: View {
                @StateObject private var model = HistoryModel()
                var body: some View { Text("\\(model.entries.count)") }
            }
            struct HistoryEntry: View {
                @StateObject private var model = HistoryModel()
                var body: some View { Text("\\(model.entries.count)") }
            }
            struct TaskForm: View {
                @StateObject private var task = CETask()
                var body: some View { TextField("Name", text: $task.name) }
            }
            struct SettingsScreen: View {
                @EnvironmentObject var theme: Theme
                var body: some View { Text("\\(theme.accent)") }
            }
            """])
        let model = index.architecture
        XCTAssertFalse(index.roles.services.isEnvironmentService("FeedModel"), "a screen's model injected for its subtree")
        XCTAssertTrue(index.roles.viewModels.isViewModel(index.types.resolve("HistoryModel", from: nil).info!))
        XCTAssertFalse(index.roles.viewModels.isViewModel(index.types.resolve("CETask", from: nil).info!))
        XCTAssertEqual(styles(model), ["FeedScreen": "mvvm", "HistoryView": "mvvm", "HistoryEntry": "mvvm",
                                       "TaskForm": "stateless", "SettingsScreen": "stateless", "Tabs": "stateless"])
    }

    func testAViewHostedInsideAUIKitControlIsAComponent() {
        let model = model(["""
            final class SliderControl<Content: View>: UIControl {
                lazy var host = UIHostingController(rootView: SliderThumb())
            }
            struct SliderThumb: View { @State private var values: [Double] = []; var body: some View { Text("\\(values.count)") } }
            final class SettingsController: UIViewController {
                func show() { present(UIHostingController(rootView: SettingsPane()), animated: true) }
            }
            struct SettingsPane: View { @State private var rows: [String] = []; var body: some View { Text("\\(rows.count)") } }
            """])
        XCTAssertEqual(styles(model), ["SettingsPane": "mv"])
    }

    func testHostedViewsAreScreens() {
        let model = model(["""
            @Observable @MainActor final class LoginViewModel { var email = "" }
            final class LoginCoordinator {
                func start() {
                    let view = LoginView(viewModel: LoginViewModel())
                    navigationController.pushViewController(UIHostingController(rootView: view), animated: true)
                    present(UIHostingController(rootView: HelpView().environmentObject(help)))
                }
            }
            struct LoginView: View {
                @ObservedObject var viewModel: LoginViewModel
                var body: some View { Text(viewModel.email) }
            }
            struct HelpView: View { @State private var pages: [String] = []; var body: some View { Text("\\(pages.count)") } }
            """])
        XCTAssertEqual(styles(model), ["LoginView": "mvvm", "HelpView": "mv"])
    }

    func testComposableArchitectureScreensAreTheirOwnStyle() {
        let model = model(["""
            import ComposableArchitecture
            import SwiftUI
            @main struct GameApp: App {
                var body: some Scene { WindowGroup { GameView(store: Store(initialState: Game.State()) { Game() }) } }
            }
            struct GameView: View {
                let store: StoreOf<Game>
                var body: some View { Text("\\(store.score)") }
            }
            """])
        XCTAssertEqual(styles(model), ["GameView": "tca"])
        XCTAssertEqual(model.majority(), .tca)
    }

    /// An object whose state is only `@AppStorage` preferences and that takes no actions is a settings wrapper:
    /// a screen holding it keeps no view model.
    func testAPreferencesWrapperIsNoViewModel() {
        let wrapped = model([tabsApp, """
            struct CatalogView: View { var body: some View { Text("") } }
            struct CartView: View { var body: some View { Text("") } }
            final class DisplaySettings: ObservableObject {
                @AppStorage("compact") var compact = false
                @AppStorage("accent") var accent = "blue"
            }
            struct AccountView: View {
                @StateObject private var settings = DisplaySettings()
                var body: some View { Toggle("Compact", isOn: $settings.compact) }
            }
            """])
        XCTAssertEqual(styles(wrapped)["AccountView"], "stateless")
        let acting = model([tabsApp, """
            struct CatalogView: View { var body: some View { Text("") } }
            struct CartView: View { var body: some View { Text("") } }
            final class DisplaySettings: ObservableObject {
                @AppStorage("compact") var compact = false
                func reset() { compact = false }
            }
            struct AccountView: View {
                @StateObject private var settings = DisplaySettings()
                var body: some View { Toggle("Compact", isOn: $settings.compact) }
            }
            """])
        XCTAssertEqual(styles(acting)["AccountView"], "mvvm")
    }

    /// With no view model anywhere, screens that keep only UI state and read the app's shared state from the
    /// environment are MV; next to a screen with a view model they are not counted.
    func testScreensReadingSharedStateAreMVWhenNoScreenHoldsAViewModel() {
        let screens = """
            @Observable final class AppState { var items: [String] = [] }
            struct CatalogView: View {
                @Environment(AppState.self) private var state
                @State private var isEditing = false
                var body: some View { Text("\\(state.items.count)") }
            }
            struct CartView: View { @Environment(AppState.self) private var state; var body: some View { Text("") } }
            """
        let mv = model([tabsApp, screens, "struct AccountView: View { var body: some View { Text(\"\") } }"])
        XCTAssertEqual(styles(mv), ["Tabs": "stateless", "CatalogView": "mv", "CartView": "mv", "AccountView": "stateless"])
        XCTAssertEqual(mv.majority(), ArchitectureModel.ScreenStyle.mv)
        let withViewModel = model([tabsApp, screens, """
            @Observable final class AccountViewModel { var name = "" }
            struct AccountView: View { @State private var viewModel = AccountViewModel(); var body: some View { Text("") } }
            """])
        XCTAssertEqual(styles(withViewModel)["CatalogView"], "stateless")
    }

    /// `@State var showsMenu = AppDefaults.shared.showsMenu`: a screen that keeps its own copy of a shared object's
    /// state keeps state the MV way; a flag of its own alone says nothing.
    func testStateCopiedFromASharedObjectIsMVState() {
        let model = model(["""
            final class AppDefaults { static let shared = AppDefaults(); var showsMenu = false }
            @main struct PrefsApp: App { var body: some Scene { WindowGroup { TabView { GeneralPane(); OtherPane() } } } }
            struct GeneralPane: View {
                @State var showsMenu = AppDefaults.shared.showsMenu
                var body: some View { Toggle("Menu", isOn: $showsMenu) }
            }
            struct OtherPane: View {
                @State private var showsMenu = false
                var body: some View { Toggle("Menu", isOn: $showsMenu) }
            }
            """])
        XCTAssertEqual(styles(model)["GeneralPane"], "mv")
        XCTAssertEqual(styles(model)["OtherPane"], "stateless")
    }

    func testMajorityNeedsSixtyPercent() {
        let screens = (0..<5).map { "struct MV\($0): View { @State private var x: [Int] = []; var body: some View { Text(\"\") } }" }
            + (0..<4).map { "@Observable final class Model\($0) {}\nstruct VM\($0): View { @State private var model = Model\($0)(); var body: some View { Text(\"\") } }" }
        func app(_ names: [String]) -> String {
            "@main struct A: App { var body: some Scene { WindowGroup { TabView { \(names.map { "\($0)()" }.joined(separator: "; ")) } } } }"
        }
        let split = model([app((0..<5).map { "MV\($0)" } + (0..<4).map { "VM\($0)" })] + screens)
        XCTAssertEqual(split.counts, [.mv: 5, .mvvm: 4])
        XCTAssertNil(split.majority(), "5 of 9 is 56%")
        let clear = model([app((0..<5).map { "MV\($0)" } + (0..<3).map { "VM\($0)" })] + screens)
        XCTAssertEqual(clear.majority(), .mv, "5 of 8 is 62.5%")
    }

    func testSummaryTextAndPackSelection() throws {
        var configuration = Configuration()
        configuration.optInRules = ["mixed-architecture"]
        let sources = [tabsApp, """
            @Observable @MainActor final class CatalogViewModel { var items: [String] = [] }
            struct CatalogView: View { @State private var viewModel = CatalogViewModel(); var body: some View { Text("") } }
            struct CartView: View { @State private var lines: [String] = []; var body: some View { Text("") } }
            struct AccountView: View { @Environment(Session.self) private var session; var body: some View { Text("") } }
            """]
        var linter = Linter(configuration: configuration, options: CheckOptions(jobs: 1))
        let auto = linter.evaluate(index: makeIndex(sources))
        XCTAssertEqual(auto.architecture.detected, .mv)
        XCTAssertEqual(auto.architecture.pack, .mv)
        XCTAssertEqual(auto.architecture.text, "mv (auto: 2 of 3 screens; 1 without state not counted)")
        // With no configuration, the MV screen that owns a view model gets `view-model-in-mv`'s warning, once.
        let inMV = auto.findings.filter { $0.ruleID == "view-model-in-mv" }
        XCTAssertEqual(inMV.map(\.position.line), [2])
        XCTAssertEqual(inMV.first?.severity, .warning)
        XCTAssertTrue(inMV.first?.message.contains("but 2 of 3 screens here follow MV") == true, inMV.first?.message ?? "")
        XCTAssertTrue(auto.findings.allSatisfy { $0.ruleID != "mixed-architecture" })

        configuration.architecture = .mv
        linter = Linter(configuration: configuration, options: CheckOptions(jobs: 1))
        let mv = linter.evaluate(index: makeIndex(sources))
        XCTAssertEqual(mv.architecture.text, "mv (configured; screens: mv 2, mvvm 1; 1 without state not counted)")
        XCTAssertEqual(mv.findings.filter { $0.ruleID == "view-model-in-mv" }.count, 1)
        XCTAssertTrue(mv.findings.allSatisfy { $0.ruleID != "mixed-architecture" })

        configuration.architecture = .mvvm
        configuration.optInRules = ["view-model-for-static-screen"]
        linter = Linter(configuration: configuration, options: CheckOptions(jobs: 1))
        let mvvm = linter.evaluate(index: makeIndex(sources))
        XCTAssertEqual(mvvm.architecture.pack, .mvvm)
        XCTAssertTrue(mvvm.findings.contains { $0.ruleID == "view-model-for-static-screen" })
        XCTAssertTrue(mvvm.findings.allSatisfy { $0.ruleID != "view-model-in-mv" && $0.ruleID != "mixed-architecture" })
    }

    /// Detected MV reports the screens that own an object named as a view model, once per screen; a helper class a
    /// screen creates (`LocationManager`) is not taken for one, though configured MV reports it.
    func testDetectedMVReportsOwnedNamedViewModelsOncePerScreen() throws {
        let sources = [tabsApp, """
            @Observable final class CatalogViewModel { var items: [String] = [] }
            @Observable final class CatalogFilterViewModel { var query = "" }
            @Observable final class LocationManager { var city = "" }
            struct CatalogView: View {
                @State private var viewModel = CatalogViewModel()
                @State private var filter = CatalogFilterViewModel()
                var body: some View { Text(viewModel.items.first ?? filter.query) }
            }
            struct CartView: View {
                @State private var lines: [String] = []
                @State private var location = LocationManager()
                var body: some View { Text(location.city) }
            }
            struct AccountView: View { @State private var orders: [String] = []; var body: some View { Text("") } }
            struct OrdersView: View { @State private var orders: [String] = []; var body: some View { Text("") } }
            struct HelpView: View { @State private var topics: [String] = []; var body: some View { Text("") } }
            """, """
            struct More: View {
                var body: some View { TabView { OrdersView(); HelpView() } }
            }
            """]
        let auto = Linter(configuration: Configuration(), options: CheckOptions(jobs: 1)).evaluate(index: makeIndex(sources))
        XCTAssertEqual(auto.architecture.detected, .mv, auto.architecture.text)
        let found = auto.findings.filter { $0.ruleID == "view-model-in-mv" }
        XCTAssertEqual(found.map(\.position.line), [5])
        XCTAssertTrue(found.first?.message.hasPrefix("`CatalogView` owns the view models `CatalogViewModel` and `CatalogFilterViewModel`, but 3 of 5 screens") == true,
                      found.first?.message ?? "")

        var configuration = Configuration()
        configuration.architecture = .mv
        let mv = Linter(configuration: configuration, options: CheckOptions(jobs: 1)).evaluate(index: makeIndex(sources))
        XCTAssertEqual(mv.findings.filter { $0.ruleID == "view-model-in-mv" }.map(\.position.line), [5, 11])
    }

    func testNoScreensMeansCoreOnly() {
        let linter = Linter(configuration: Configuration(), options: CheckOptions(jobs: 1))
        let result = linter.evaluate(index: makeIndex(["struct Row: View { var body: some View { Text(\"\") } }"]))
        XCTAssertNil(result.architecture.pack)
        XCTAssertEqual(result.architecture.text, "unknown (auto: no screens with state found): core rules only")
    }

    func testMainActorDefaultIsolationIsDetected() {
        XCTAssertTrue(DeploymentTargetDetector.fromPackageManifest("""
            let package = Package(name: "A", targets: [.target(name: "A", swiftSettings: [.defaultIsolation(MainActor.self)])])
            """).mainActorByDefault)
        XCTAssertTrue(DeploymentTargetDetector.fromXcodeProject("SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;").mainActorByDefault)
        XCTAssertFalse(DeploymentTargetDetector.fromXcodeProject("SWIFT_DEFAULT_ACTOR_ISOLATION = nonisolated;").mainActorByDefault)
        let findings = StatecraftKitTests.findings(["@Observable final class FeedViewModel { var items: [Int] = [] }"],
                                                   rules: ["view-model-shape"], targets: [:],
                                                   configuration: { var c = Configuration(); c.architecture = .mvvm; return c }())
        XCTAssertEqual(findings.count, 1)
        let index = ProjectIndex(files: [SourceReader.extract(source: "@Observable final class FeedViewModel { var items: [Int] = [] }", path: "A.swift")],
                                 deploymentTargets: DeploymentTargets(mainActorByDefault: true))
        var configuration = Configuration()
        configuration.architecture = .mvvm
        let linter = Linter(configuration: configuration, options: CheckOptions(jobs: 1, onlyRules: ["view-model-shape"]))
        XCTAssertEqual(linter.run(index: index).count, 0)
    }

    /// UI types in a repository's signatures (a protocol's requirements, parameters, results) are uses of the import:
    /// the warning names them. SwiftUI's collection methods use the import without tying the model to a UI.
    func testViewModelImportsUIReadsSignaturesAndCollectionMethods() {
        var configuration = Configuration()
        configuration.architecture = .mvvm
        let repository = """
            import UIKit

            protocol AvatarRepository {
                func avatar(for userID: String) async throws -> UIImage?
                func tint(for userID: String, fallback: [UIColor]) async throws
                func size(of userID: String) -> UInt32
            }
            """
        let found = findings([repository], rules: ["view-model-imports-ui"], configuration: configuration)
        XCTAssertEqual(found.map(\.severity), [.warning])
        XCTAssertTrue(found.first?.message.contains("uses `UIColor` and `UIImage`") == true, found.first?.message ?? "")
        let checklist = """
            import SwiftUI

            @Observable @MainActor
            final class ChecklistViewModel {
                var items: [String] = []
                func delete(at offsets: IndexSet) { items.remove(atOffsets: offsets) }
            }
            """
        XCTAssertEqual(findings([checklist], rules: ["view-model-imports-ui"], configuration: configuration).count, 0)
        // A project type named like a SwiftUI one is the project's: the import stays unused.
        let ownEnvironment = """
            import SwiftUI

            enum Environment { case staging, production }
            protocol FeedRepository { func feed(in environment: Environment) async throws -> [String] }
            """
        XCTAssertEqual(findings([ownEnvironment], rules: ["view-model-imports-ui"], configuration: configuration).map(\.severity), [.info])
        let unused = checklist.replacingOccurrences(of: "items.remove(atOffsets: offsets)", with: "items.removeAll()")
        XCTAssertEqual(findings([unused], rules: ["view-model-imports-ui"], configuration: configuration).map(\.severity), [.info])
    }
}
