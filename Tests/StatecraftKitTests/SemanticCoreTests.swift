import XCTest
@testable import StatecraftKit

/// Names bound in their scopes and code read under its compilation conditions: each pattern that misled the
/// model on real apps, as a crash that must be reported and its fixed twin that must not.
final class SemanticCoreTests: XCTestCase {
    private let settings = """
        final class Preferences: ObservableObject { @Published var unit = "km" }
        """

    /// A view named `name` that reads `Preferences` from the environment while it draws.
    private func reader(_ name: String) -> String {
        """
        struct \(name): View {
            @EnvironmentObject var preferences: Preferences
            var body: some View { Text(preferences.unit) }
        }
        """
    }

    /// Exactly one crash is reported, on a path that contains `path`.
    private func assertOneCrash(_ found: [String], on path: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(found.count, 1, "\(found)", file: file, line: line)
        XCTAssertTrue(found.first?.contains(path) == true, "\(found)", file: file, line: line)
    }

    /// The messages of `missing-environment-object` findings.
    private func crashes(_ sources: [String]) -> [String] {
        findings(sources, rules: ["missing-environment-object"]).filter { $0.severity == .error }.map(\.message)
    }

    // MARK: A scene named like a project view

    /// `Settings { … }` in a macOS app's scene builder is SwiftUI's settings scene, although the project declares
    /// a view named `Settings` (for its iOS build): the form inside the scene gets nothing from the window group.
    func testASceneNamedLikeAProjectViewIsTheSDKScene() {
        let app = """
            @main
            struct NotesApp: App {
                @StateObject private var preferences = Preferences()
                var body: some Scene {
                    WindowGroup { Home().environmentObject(preferences) }
                    #if os(macOS)
                    Settings { PreferencesForm() }
                    #endif
                }
            }
            \(reader("Home"))
            \(reader("PreferencesForm"))
            """
        let iOSSettingsView = """
            #if os(iOS)
            struct Settings: View {
                var body: some View { PreferencesForm() }
            }
            #endif
            """
        assertOneCrash(crashes([app, iOSSettingsView, settings]), on: "NotesApp › Settings › PreferencesForm (in the macOS build)")

        let fixed = app.replacingOccurrences(of: "Settings { PreferencesForm() }",
                                             with: "Settings { PreferencesForm().environmentObject(preferences) }")
        XCTAssertEqual(crashes([fixed, iOSSettingsView, settings]), [])
    }

    /// A project scene of that name is the project's: what its body injects counts.
    func testAProjectSceneNamedLikeAnSDKSceneIsTheProjects() {
        let app = """
            @main
            struct NotesApp: App {
                var body: some Scene { Settings() }
            }
            struct Settings: Scene {
                @StateObject private var preferences = Preferences()
                var body: some Scene { WindowGroup { PreferencesForm().environmentObject(preferences) } }
            }
            \(reader("PreferencesForm"))
            """
        XCTAssertEqual(crashes([app, settings]), [])
    }

    // MARK: A nested typealias

    /// A `typealias View = WKWebView` inside one representable names the web view there only: every other view of
    /// the app is still a SwiftUI view, and the crash below one of them is still found.
    func testANestedTypealiasShadowsOnlyInsideItsType() {
        let app = """
            @main
            struct ReaderApp: App {
                var body: some Scene { WindowGroup { Library() } }
            }
            struct Library: View {
                var body: some View { ArticleList() }
            }
            \(reader("ArticleList"))
            """
        let web = """
            import WebKit
            private struct ArticleWebView: UIViewRepresentable {
                typealias View = WKWebView
                func makeUIView(context: Context) -> View { View() }
                func updateUIView(_ view: View, context: Context) {}
            }
            """
        let index = makeIndex([app, web, settings])
        let views = index.types.all.filter { index.types.isView($0) }.map(\.name).sorted()
        XCTAssertEqual(views, ["ArticleList", "ArticleWebView", "Library"])
        XCTAssertEqual(crashes([app, web, settings]).count, 1)

        let fixed = app.replacingOccurrences(of: "WindowGroup { Library() }",
                                             with: "WindowGroup { Library().environmentObject(Preferences()) }")
        XCTAssertEqual(crashes([fixed, web, settings]), [])
    }

    /// The same alias at file level is the project's meaning of the name everywhere.
    func testAFileLevelTypealiasAppliesToTheWholeModule() {
        let sources = [
            "typealias Screen = View",
            "struct Inbox: Screen { var body: some View { Text(\"\") } }",
        ]
        let index = makeIndex(sources)
        XCTAssertEqual(index.types.all.filter { index.types.isView($0) }.map(\.name), ["Inbox"])
    }

    /// A private alias at file level is its file's only.
    func testAPrivateTypealiasStaysInItsFile() {
        let sources = [
            "private typealias View = NSView\nstruct Canvas: View {}",
            "struct Inbox: View { var body: some View { Text(\"\") } }",
        ]
        let index = makeIndex(sources)
        XCTAssertEqual(index.types.all.filter { index.types.isView($0) }.map(\.name), ["Inbox"])
    }

    // MARK: Paths across `#if` branches

    /// A macOS app's window shows `Sidebar`, which on iOS (an `#elseif os(iOS)` branch) shows a view reading an
    /// object nobody injects: no build contains that path. The iOS app's own root reaches it, and crashes there.
    func testAPathThroughBranchesOfDifferentPlatformsIsNoPath() {
        let mac = """
            #if os(macOS)
            @main
            struct DeskApp: App {
                var body: some Scene { WindowGroup { Sidebar() } }
            }
            #endif
            """
        let sidebar = """
            struct Sidebar: View {
                var body: some View {
                    #if os(macOS)
                    Text("Mac")
                    #elseif os(iOS)
                    TouchList()
                    #endif
                }
            }
            \(reader("TouchList"))
            """
        XCTAssertEqual(crashes([mac, sidebar, settings]), [])

        let iOS = """
            #if os(iOS)
            @main
            struct PocketApp: App {
                var body: some Scene { WindowGroup { Sidebar() } }
            }
            #endif
            """
        let found = crashes([mac, iOS, sidebar, settings])
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.contains("PocketApp › WindowGroup › Sidebar › TouchList (in the iOS and Mac Catalyst builds)") == true,
                      "\(found)")
    }

    /// The same holds for a declaration: a view declared for watchOS only is not shown by a macOS root.
    func testAViewDeclaredForOnePlatformIsNotOnAnothersPath() {
        let sources = [
            """
            @main
            struct DeskApp: App {
                var body: some Scene {
                    #if os(macOS)
                    WindowGroup { WristList() }
                    #endif
                }
            }
            """,
            """
            #if os(watchOS)
            \(reader("WristList"))
            #endif
            """,
            settings,
        ]
        XCTAssertEqual(crashes(sources), [])
    }

    // MARK: A macOS-only scene under a Catalyst condition

    /// `Settings` exists on macOS only; under `targetEnvironment(macCatalyst)` the app builds with the iOS SDK, so
    /// no build contains that scene, whatever it shows. The same scene under `os(macOS)` is real, and crashes.
    func testAMacOnlySceneUnderCatalystIsInNoBuild() {
        func app(_ condition: String) -> String {
            """
            @main
            struct NotesApp: App {
                @StateObject private var preferences = Preferences()
                var body: some Scene {
                    WindowGroup { Home().environmentObject(preferences) }
                    #if \(condition)
                    Settings { PreferencesForm() }
                    #endif
                }
            }
            \(reader("Home"))
            \(reader("PreferencesForm"))
            """
        }
        XCTAssertEqual(crashes([app("targetEnvironment(macCatalyst)"), settings]), [])
        XCTAssertEqual(crashes([app("os(macOS)"), settings]).count, 1)
    }

    // MARK: Conditions

    func testConditionsAreEvaluatedForEveryPlatform() {
        func platforms(_ condition: String) -> [Platforms] {
            let source = "#if \(condition)\nstruct A {}\n#else\nstruct B {}\n#endif\n"
            return SourceReader.extract(source: source, path: "A.swift").types.map(\.platforms)
        }
        XCTAssertEqual(platforms("os(iOS)"), [[.iOS, .macCatalyst], [.macOS, .tvOS, .watchOS, .visionOS]])
        XCTAssertEqual(platforms("os(macOS) || targetEnvironment(macCatalyst)"),
                       [[.macOS, .macCatalyst], [.iOS, .tvOS, .watchOS, .visionOS]])
        XCTAssertEqual(platforms("canImport(AppKit) && !targetEnvironment(macCatalyst)"), [.macOS, Platforms.all.subtracting(.macOS)])
        // A custom flag and a package may go either way: both branches exist everywhere.
        XCTAssertEqual(platforms("DEBUG"), [.all, .all])
        XCTAssertEqual(platforms("canImport(Sparkle)"), [.all, .all])
        XCTAssertEqual(platforms("os(Linux)"), [[], .all])
    }

    // MARK: View content followed through helpers

    /// A coordinator's generic `push(_:)` hosts every view it is handed, with `.environmentObject(self)`: the
    /// coordinator is in the environment of each pushed view, wherever `push` is called from. Without that
    /// injection, each pushed view that reads it crashes.
    func testAGenericHostingHelperInjectsIntoEveryViewItHosts() {
        func coordinator(_ root: String) -> String {
            """
            import UIKit
            final class Coordinator: ObservableObject {
                let navigation = UINavigationController()
                func start() { push(Home()) }
                func push<Screen: View>(_ screen: Screen) {
                    navigation.pushViewController(UIHostingController(rootView: \(root)), animated: true)
                }
            }
            """
        }
        let screens = """
            struct Home: View {
                @EnvironmentObject var coordinator: Coordinator
                var body: some View { Button("Next") { coordinator.push(Detail()) } }
            }
            struct Detail: View {
                @EnvironmentObject var coordinator: Coordinator
                var body: some View { Text("Detail").onTapGesture { coordinator.push(Home()) } }
            }
            """
        XCTAssertEqual(crashes([coordinator("screen.environmentObject(self)"), screens]), [])
        XCTAssertEqual(crashes([coordinator("screen"), screens]).count, 2)
    }

    // MARK: Roles by what objects do

    /// A generic state store whose nested `Context` wraps the view state and takes the screen's actions, held by
    /// each screen as `@ObservedObject var context: InboxModel.Context`, where `InboxModel` subclasses the store
    /// through a type alias: each such screen holds a view model, and the app is MVVM.
    func testAContextThatWrapsAViewStateAndSendIsAViewModel() {
        let store = """
            class StateStore<State, Action>: ObservableObject {
                final class Context: ObservableObject {
                    @Published var viewState: State
                    private let handler: (Action) -> Void
                    init(viewState: State, handler: @escaping (Action) -> Void) {
                        self.viewState = viewState
                        self.handler = handler
                    }
                    func send(viewAction: Action) { handler(viewAction) }
                }
                let context: Context
                init(initialState: State) {
                    context = Context(viewState: initialState, handler: { _ in })
                }
            }
            """
        let screens = ["Inbox", "Compose", "Profile"].map { name in
            """
            struct \(name)State { var title = "" }
            enum \(name)Action { case refresh }
            typealias \(name)ModelType = StateStore<\(name)State, \(name)Action>
            final class \(name)Model: \(name)ModelType {}
            struct \(name)Screen: View {
                @ObservedObject var context: \(name)Model.Context
                var body: some View {
                    Text(context.viewState.title).onTapGesture { context.send(viewAction: .refresh) }
                }
            }
            """
        }
        let host = """
            import UIKit
            final class Coordinator {
                func start(_ navigation: UINavigationController) {
                    navigation.pushViewController(UIHostingController(rootView: InboxScreen(context: InboxModel(initialState: .init()).context)), animated: true)
                    navigation.pushViewController(UIHostingController(rootView: ComposeScreen(context: ComposeModel(initialState: .init()).context)), animated: true)
                    navigation.pushViewController(UIHostingController(rootView: ProfileScreen(context: ProfileModel(initialState: .init()).context)), animated: true)
                }
            }
            """
        let index = makeIndex([store, host] + screens)
        let styles = Dictionary(uniqueKeysWithValues: index.architecture.screens.map { ($0.view.name, $0.style?.rawValue ?? "stateless") })
        XCTAssertEqual(styles, ["InboxScreen": "mvvm", "ComposeScreen": "mvvm", "ProfileScreen": "mvvm"])
        XCTAssertEqual(index.architecture.majority(), .mvvm)
    }

    /// A panel class whose initialiser hosts the view its closure parameter builds (`NSHostingView(rootView:
    /// view())`): each construction of the panel (`FloatingPanel(…) { Clipboard() }`, in another file) is a hosting
    /// root, with only what the construction injects.
    func testAPanelHostingItsInitialisersClosureIsARootForEachConstruction() {
        let panel = """
            import AppKit
            final class FloatingPanel<Content: View>: NSPanel {
                init(title: String, view: () -> Content) {
                    super.init(contentRect: .zero, styleMask: [.titled], backing: .buffered, defer: false)
                    contentView = NSHostingView(rootView: view().ignoresSafeArea())
                }
            }
            """
        func delegate(_ content: String) -> String {
            """
            import AppKit
            final class AppDelegate: NSObject, NSApplicationDelegate {
                var panel: FloatingPanel<AnyView>?
                func applicationDidFinishLaunching(_ notification: Notification) {
                    panel = FloatingPanel(title: "Clips") {
                        \(content)
                    }
                }
            }
            """
        }
        let clipboard = """
            \(reader("Clipboard"))
            """
        let index = makeIndex([panel, delegate("Clipboard()"), clipboard, settings])
        XCTAssertEqual(index.coverage.fromHostingRoots, 1)
        XCTAssertEqual(crashes([panel, delegate("Clipboard()"), clipboard, settings]).count, 1)
        XCTAssertEqual(crashes([panel, delegate("Clipboard().environmentObject(Preferences())"), clipboard, settings]), [])
    }

    /// A view type whose name starts in lower case is still built where no member has its name.
    func testALowerCaseViewTypeIsBuilt() {
        let sources = [
            """
            @main
            struct WristApp: App {
                var body: some Scene { WindowGroup { wristHome() } }
            }
            \(reader("wristHome"))
            """,
            settings,
        ]
        XCTAssertEqual(makeIndex(sources).coverage.fromScenes, 1)
        XCTAssertEqual(crashes(sources).count, 1)
    }

    /// A WatchKit hosting controller builds the view its superclass names from its `body`.
    func testAWatchKitHostingControllerHostsTheViewItNames() {
        let sources = [
            """
            import WatchKit
            final class HostingController: WKHostingController<WristList> {
                override var body: WristList { WristList() }
            }
            \(reader("WristList"))
            """,
            settings,
        ]
        XCTAssertEqual(makeIndex(sources).coverage.fromHostingRoots, 1)
        XCTAssertEqual(crashes(sources).count, 1)
        // A notification's hosting controller hosts its view the same way.
        let notification = sources.map { $0.replacingOccurrences(of: "WKHostingController", with: "WKUserNotificationHostingController") }
        XCTAssertEqual(makeIndex(notification).coverage.fromHostingRoots, 1)
        XCTAssertEqual(crashes(notification).count, 1)
    }

    /// One view declared per platform, in files whose `#if` clauses share no platform: each is followed where its
    /// platform builds the parent.
    func testViewsDeclaredPerPlatformAreTwins() {
        let app = """
            @main
            struct InspectorApp: App {
                var body: some Scene { WindowGroup { Inspector() } }
            }
            """
        let touch = """
            #if os(iOS) || os(macOS)
            struct Inspector: View {
                var body: some View { Text("") }
            }
            #endif
            """
        let tv = """
            #if os(tvOS)
            \(reader("Inspector"))
            #endif
            """
        let index = makeIndex([app, touch, tv, settings])
        XCTAssertEqual(index.coverage.fromScenes, 2)
        assertOneCrash(crashes([app, touch, tv, settings]), on: "(in the tvOS build)")
    }

    /// A package's type built with a closure of views in a controller (`Preferences.Pane(…) { GeneralPane() }`)
    /// shows them where Statecraft cannot see: they are reached, and never reported, since that environment may
    /// hold anything.
    func testViewsAPackageTypeKeepsAreReachedAndNotReported() {
        let sources = [
            """
            import AppKit
            final class PreferencesController {
                func show() {
                    let window = PreferencesWindow(panes: [
                        Preferences.Pane(identifier: .general, title: "General") { GeneralPane() },
                    ])
                    window.show()
                }
            }
            \(reader("GeneralPane"))
            """,
            settings,
        ]
        XCTAssertEqual(makeIndex(sources).coverage.fromHostingRoots, 1)
        XCTAssertEqual(crashes(sources), [])

        // The same panes kept in a global, built when it is first read; a preview's are not the app's.
        let global = [
            """
            import AppKit
            var preferencePanes: [PreferencePaneConvertible] = {
                var panes = [Preferences.Pane(identifier: .general, title: "General") { GeneralPane() }]
                return panes
            }()
            \(reader("GeneralPane"))
            """,
            settings,
        ]
        XCTAssertEqual(makeIndex(global).coverage.fromHostingRoots, 1)
        XCTAssertEqual(crashes(global), [])
        let preview = global.map { $0.replacingOccurrences(of: "var preferencePanes: [PreferencePaneConvertible] = {", with: "#Preview {") }
        XCTAssertEqual(makeIndex(preview).coverage.fromHostingRoots, 0)
    }

    /// A function handed a closure of views in an action, or outside view code (`openWindow { Wizard() }`, an
    /// environment action that hosts them in a window), shows them where Statecraft cannot see: they are reached,
    /// and never reported. A collection's `map` in a view model builds values, not a window.
    func testViewsAFunctionIsHandedInAnActionAreReachedAndNotReported() {
        let library = """
            @main struct MachinesApp: App { var body: some Scene { WindowGroup { LibraryView() } } }
            struct LibraryView: View {
                @Environment(\\.openCocoaWindow) private var openCocoaWindow
                var body: some View {
                    Button("New machine") { openCocoaWindow { InstallWizard() } }
                }
            }
            final class SessionManager {
                let openWindow = CocoaWindowAction.default
                func open() { openWindow(id: "session") { SessionWindow() } }
                func rows(_ names: [String]) -> [SessionWindow] { names.map { _ in SessionWindow() } }
            }
            """
        let sources = [library, reader("InstallWizard"), reader("SessionWindow"), settings]
        let index = makeIndex(sources)
        XCTAssertEqual(index.coverage.fromScenes + index.coverage.fromHostingRoots, 3)
        XCTAssertEqual(crashes(sources), [])
        let mapOnly = library.replacingOccurrences(of: "func open() { openWindow(id: \"session\") { SessionWindow() } }", with: "")
        let mapped = makeIndex([mapOnly, reader("InstallWizard"), reader("SessionWindow"), settings])
        XCTAssertEqual(mapped.coverage.fromScenes + mapped.coverage.fromHostingRoots, 2, "a map's closure shows nothing")
        // Placed in the view's own hierarchy, the wizard is the app's, and its gap is a crash.
        let placed = library.replacingOccurrences(of: "Button(\"New machine\") { openCocoaWindow { InstallWizard() } }", with: "InstallWizard()")
        XCTAssertEqual(crashes([placed, reader("InstallWizard"), reader("SessionWindow"), settings]).count, 1)
    }

    // MARK: Roots of real apps

    /// A scene showing a `some View` property that an extension of the app delegate declares: the property's views
    /// are built where the scene uses it.
    func testASomeViewPropertyOnANonViewTypeIsBuiltWhereItIsUsed() {
        func sources(_ root: String) -> [String] {
            [
                """
                @main
                struct MenuApp: App {
                    @NSApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
                    var body: some Scene { WindowGroup { appDelegate.rootView } }
                }
                final class AppDelegate: NSObject, NSApplicationDelegate {
                    let preferences = Preferences()
                }
                """,
                """
                extension AppDelegate {
                    var rootView: some View { \(root) }
                }
                \(reader("Dashboard"))
                """,
                settings,
            ]
        }
        assertOneCrash(crashes(sources("Dashboard()")), on: "MenuApp › WindowGroup › AppDelegate.rootView › Dashboard")
        XCTAssertEqual(crashes(sources("Dashboard().environmentObject(preferences)")), [])
    }

    /// A menu-bar app's popover, built in the app delegate, hosts its view with an environment of its own.
    func testAMenuBarPopoverIsAHostingRoot() {
        func sources(_ root: String) -> [String] {
            [
                """
                import AppKit
                final class StatusController: NSObject, NSApplicationDelegate {
                    let popover = NSPopover()
                    let preferences = Preferences()
                    func applicationDidFinishLaunching(_ notification: Notification) {
                        popover.contentViewController = NSHostingController(rootView: \(root))
                    }
                }
                \(reader("MenuContent"))
                """,
                settings,
            ]
        }
        XCTAssertEqual(crashes(sources("MenuContent()")).count, 1)
        XCTAssertEqual(crashes(sources("MenuContent().environmentObject(preferences)")), [])
    }

    /// A share extension's principal class hosts SwiftUI: its view is a root, and what it reads must be injected
    /// there, since the extension runs apart from the app.
    func testAnExtensionsPrincipalClassHostsARoot() {
        func sources(_ root: String) -> [String] {
            [
                """
                import UIKit
                final class ShareViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let host = UIHostingController(rootView: \(root))
                        addChild(host)
                        view.addSubview(host.view)
                    }
                }
                \(reader("ShareSheet"))
                """,
                settings,
            ]
        }
        XCTAssertEqual(crashes(sources("ShareSheet()")).count, 1)
        XCTAssertEqual(crashes(sources("ShareSheet().environmentObject(Preferences())")), [])
    }

    /// A context menu's preview is hosted apart from the view that declares it: it gets none of that view's
    /// environment, only what it applies itself.
    func testAContextMenuPreviewGetsNoneOfItsViewsEnvironment() {
        func sources(_ preview: String) -> [String] {
            [
                """
                @main
                struct NotesApp: App {
                    var body: some Scene { WindowGroup { NoteList().environmentObject(Preferences()) } }
                }
                struct NoteList: View {
                    var body: some View {
                        Text("Note").contextMenu { Button("Pin") {} } preview: { \(preview) }
                    }
                }
                \(reader("NotePreview"))
                """,
                settings,
            ]
        }
        XCTAssertEqual(crashes(sources("NotePreview()")).count, 1)
        XCTAssertEqual(crashes(sources("NotePreview().environmentObject(Preferences())")), [])
    }

    // MARK: Modules

    func testAPackageFileBelongsToTheModuleOfItsFolderUnderSources() {
        XCTAssertEqual(TypeTable.packageModule(ofPath: "Packages/Store/Sources/StoreUI/Feed/Feed.swift"), "StoreUI")
        XCTAssertEqual(TypeTable.packageModule(ofPath: "/work/App/Sources/Core/Sources/Net/Client.swift"), "Net")
        XCTAssertNil(TypeTable.packageModule(ofPath: "App/Feed.swift"))
        XCTAssertNil(TypeTable.packageModule(ofPath: "Sources/Feed.swift"))
        XCTAssertNil(TypeTable.packageModule(ofPath: "MySources/Feed/Feed.swift"))
    }

    /// Two package modules declare `Browser`, a view in one and a property wrapper in the other: a file that
    /// imports only the first means its view, and where a view is built, the view is meant either way.
    func testANameMeansTheTypesOfTheModulesAFileImports() {
        let files: [(path: String, source: String)] = [
            ("App/ReaderApp.swift", """
                import SwiftUI
                import ReaderBrowser
                @main
                struct ReaderApp: App {
                    var body: some Scene { WindowGroup { Browser() } }
                }
                """),
            ("Packages/Reader/Sources/ReaderBrowser/Browser.swift", """
                public struct Browser: View {
                    @EnvironmentObject var preferences: Preferences
                    public var body: some View { Text(preferences.unit) }
                }
                """),
            ("Packages/Reader/Sources/ReaderStyle/Browser.swift", """
                @propertyWrapper public struct Browser: DynamicProperty {
                    public var wrappedValue: Int { 0 }
                }
                """),
            ("App/Preferences.swift", settings),
        ]
        let index = makeIndex(files: files)
        XCTAssertEqual(index.coverage.fromScenes, 1)
        XCTAssertEqual(index.environmentAnalysis.appGaps.count, 1)
    }

    /// Two package modules each declare `Coordinator`, one for iOS and macOS, one for tvOS, each with members in
    /// an extension in its own module; the app imports each module under its `#if`: each coordinator's content
    /// is its own, built on its own platforms.
    func testSameNamedTypesOfModulesImportedPerPlatformKeepTheirOwnExtensions() {
        func coordinator(_ module: String, _ content: String) -> [(path: String, source: String)] {
            [("Package/Sources/\(module)/Coordinator.swift", """
                public struct Coordinator: View {
                    public init() {}
                    public var body: some View { NavigationStack { content } }
                }
                """),
             ("Package/Sources/\(module)/Coordinator+Content.swift", """
                extension Coordinator {
                    var content: some View { \(content)() }
                }
                """)]
        }
        let app: (path: String, source: String) = ("App/MediaApp.swift", """
            #if os(iOS) || os(macOS)
            import MainLibrary
            #elseif os(tvOS)
            import TVLibrary
            #endif
            @main
            struct MediaApp: App {
                var body: some Scene { WindowGroup { Coordinator() } }
            }
            """)
        let files = [app, ("App/Preferences.swift", settings),
                     ("Package/Sources/MainLibrary/Library.swift", reader("Library")),
                     ("Package/Sources/TVLibrary/Shelf.swift", "struct Shelf: View { var body: some View { Text(\"TV\") } }")]
            + coordinator("MainLibrary", "Library") + coordinator("TVLibrary", "Shelf")
        let index = makeIndex(files: files)
        XCTAssertEqual(index.coverage.fromScenes, 4)
        let gaps = index.environmentAnalysis.appGaps
        XCTAssertEqual(gaps.count, 1)
        let crash = findings(files: files, rules: ["missing-environment-object"]).filter { $0.severity == .error }
        XCTAssertEqual(crash.count, 1)
        XCTAssertTrue(crash.first?.message.contains("Coordinator › Library") == true, "\(crash)")
        XCTAssertFalse(crash.first?.message.contains("tvOS") == true, "\(crash)")
    }

    // MARK: Scenes that wrap scenes

    private let pantry = """
        @Model final class Item { var name = ""; init() {} }
        struct ItemList: View {
            @Query private var items: [Item]
            var body: some View { List(items) { Text($0.name) } }
        }
        """

    private func containerErrors(_ sources: [String]) -> [String] {
        findings(sources, rules: ["missing-model-container"]).filter { $0.severity == .error }.map(\.message)
    }

    /// A project scene whose body sets the model container on the scenes it wraps, taken as a closure or as a
    /// stored scene: the windows inside it have the container; a window beside it does not.
    func testAProjectSceneThatSetsTheContainerProvidesItToTheScenesItWraps() {
        let wrappers = """
            struct DataScene<Content: Scene>: Scene {
                let container: ModelContainer
                @SceneBuilder let content: () -> Content
                var body: some Scene { content().modelContainer(container) }
            }
            struct StoredDataScene<Content: Scene>: Scene {
                let container: ModelContainer
                let content: Content
                var body: some Scene { content.modelContainer(container) }
            }
            """
        let app = """
            @main
            struct PantryApp: App {
                let shared = try! ModelContainer(for: Item.self)
                var body: some Scene {
                    DataScene(container: shared) { WindowGroup { ItemList() } }
                    StoredDataScene(container: shared, content: WindowGroup("Stored", id: "stored") { ItemList() })
                }
            }
            """
        XCTAssertEqual(containerErrors([app, wrappers, pantry]), [])

        let beside = app.replacingOccurrences(of: "StoredDataScene(container: shared, content: WindowGroup(\"Stored\", id: \"stored\") { ItemList() })",
                                              with: "WindowGroup(\"Beside\", id: \"beside\") { ItemList() }")
        XCTAssertEqual(containerErrors([beside, wrappers, pantry]).count, 1)
    }

    /// A scene from a package wraps the windows: what its body sets cannot be seen, so nothing below it is reported.
    func testAPackageSceneMayProvideAnything() {
        let app = """
            import SharedDataScenes
            @main
            struct PantryApp: App {
                let shared = try! ModelContainer(for: Item.self)
                var body: some Scene {
                    TransferableDataScene(modelContainer: shared) { WindowGroup { ItemList() } }
                }
            }
            """
        XCTAssertEqual(containerErrors([app, pantry]), [])
        let bare = app.replacingOccurrences(of: "TransferableDataScene(modelContainer: shared) { WindowGroup { ItemList() } }",
                                            with: "WindowGroup { ItemList() }")
        XCTAssertEqual(containerErrors([bare, pantry]).count, 1)
    }

    // MARK: Objects named through aliases

    /// A read spelled with an alias and an injection spelled with the aliased type, or with a static value
    /// declared as the alias, name the same object.
    func testAnInjectionMatchesAReadSpelledThroughATypealias() {
        let model = """
            final class Box<Value>: ObservableObject { @Published var value: Value; init(_ value: Value) { self.value = value } }
            typealias CountPublisher = Box<Int>
            enum Fixtures { static let counts: CountPublisher = .init(1) }
            struct CountLabel: View {
                @EnvironmentObject var counts: CountPublisher
                var body: some View { Text("\\(counts.value)") }
            }
            """
        let injections = [".environmentObject(Box<Int>(1))", ".environmentObject(Fixtures.counts)", ".environmentObject(CountPublisher(2))"]
        for injection in injections {
            let app = """
                @main
                struct CounterApp: App {
                    var body: some Scene { WindowGroup { CountLabel()\(injection) } }
                }
                """
            XCTAssertEqual(crashes([app, model]), [], injection)
        }
        let bare = """
            @main
            struct CounterApp: App {
                var body: some Scene { WindowGroup { CountLabel() } }
            }
            """
        assertOneCrash(crashes([bare, model]), on: "@EnvironmentObject var counts: CountPublisher")
    }

    // MARK: Reads under conditions

    /// A view on a watch app's path declares the object for every platform but reads it only under
    /// `#if !os(watchOS)`: the watch build reads nothing, so it cannot crash; an iOS app that omits it does.
    func testAPropertyReadOnlyOnOtherPlatformsIsNotRequiredOnThisOne() {
        let row = """
            struct TaskRow: View {
                @EnvironmentObject var preferences: Preferences
                var body: some View {
                    #if !os(watchOS)
                    Text(preferences.unit)
                    #else
                    Text("watch")
                    #endif
                }
            }
            """
        let watchApp = """
            #if os(watchOS)
            @main
            struct TasksWatchApp: App {
                var body: some Scene { WindowGroup { TaskRow() } }
            }
            #endif
            """
        XCTAssertEqual(crashes([watchApp, row, settings]), [])
        let iOSApp = watchApp.replacingOccurrences(of: "os(watchOS)", with: "os(iOS)")
        assertOneCrash(crashes([iOSApp, row, settings]), on: "(in the iOS")
    }

    // MARK: Targets

    /// Two targets declare `SubtasksList`: the phone's reads the object, the watch's does not. A row both targets
    /// compile shows it; on the watch app's path it is the watch's own, so only the phone app's omission crashes.
    func testAViewIsTheOneTheTargetOfThePathCompiles() {
        let reading = reader("SubtasksList")
        let files: [(path: String, source: String)] = [
            ("Shared/SubtasksList.swift", reading),
            ("Watch/SubtasksList.swift", "struct SubtasksList: View { var body: some View { Text(\"subtasks\") } }"),
            ("Shared/TaskRow.swift", "struct TaskRow: View { var body: some View { SubtasksList() } }"),
            ("Watch/TasksWatchApp.swift", "@main struct TasksWatchApp: App { var body: some Scene { WindowGroup { TaskRow() } } }"),
            ("Phone/TasksApp.swift", "@main struct TasksApp: App { var body: some Scene { WindowGroup { TaskRow() } } }"),
            ("Shared/Preferences.swift", settings),
        ]
        var targets = DeploymentTargets()
        targets.addProjectFolder("")
        targets.add(.init(name: "Tasks", targets: DeploymentTargets([.iOS: OSVersion(17, 0)]),
                          files: ["Shared/SubtasksList.swift", "Shared/TaskRow.swift", "Phone/TasksApp.swift", "Shared/Preferences.swift"],
                          folders: []))
        targets.add(.init(name: "Tasks Watch", targets: DeploymentTargets([.watchOS: OSVersion(10, 0)]),
                          files: ["Watch/SubtasksList.swift", "Shared/TaskRow.swift", "Watch/TasksWatchApp.swift", "Shared/Preferences.swift"],
                          folders: []))
        assertOneCrash(targetCrashes(files, targets: targets), on: "TasksApp › WindowGroup › TaskRow › SubtasksList")
    }

    private func targetCrashes(_ files: [(path: String, source: String)], targets: DeploymentTargets) -> [String] {
        let linter = Linter(configuration: Configuration(), options: CheckOptions(jobs: 1, onlyRules: ["missing-environment-object"]))
        return linter.run(index: makeIndex(files: files, targets: targets)).filter { $0.severity == .error }.map(\.message)
    }

    // MARK: Views handed to a hosting class

    /// A view built in a button's action and handed to a navigation controller class, whose initialiser hosts it
    /// inside a wrapper view that injects the object: the controller is the view's root, not the button's view.
    func testAViewHandedToAHostingClassIsHostedByIt() {
        let host = """
            class NavigationHost<Content: View>: UINavigationController {
                let preferences = Preferences()
                init(rootView: Content) {
                    let wrapped = Wrapper(rootView: rootView, preferences: preferences)
                    super.init(rootViewController: UIHostingController(rootView: wrapped))
                }
            }
            private struct Wrapper<Content: View>: View {
                let rootView: Content
                let preferences: Preferences
                var body: some View { rootView.environmentObject(preferences) }
            }
            """
        let app = """
            @main
            struct ShelfApp: App {
                var body: some Scene { WindowGroup { Shelf() } }
            }
            struct Shelf: View {
                @State private var presented: UIViewController?
                var body: some View {
                    Button("Units") {
                        let form = UnitsForm()
                        presented = NavigationHost(rootView: form)
                    }
                }
            }
            \(reader("UnitsForm"))
            """
        XCTAssertEqual(crashes([app, host, settings]), [])
        XCTAssertEqual(makeIndex([app, host, settings]).coverage.fromHostingRoots, 2)

        let bare = host.replacingOccurrences(of: "rootView.environmentObject(preferences)", with: "rootView")
        assertOneCrash(crashes([app, bare, settings]), on: "UIHostingController in Shelf › UnitsForm")
    }

    /// A representable that takes views in closures hosts them in its controllers, under what those inject,
    /// which the model does not follow: nothing below it is reported. A plain container view is followed.
    func testViewsARepresentableTakesGetAnUnseenEnvironment() {
        let app = """
            @main
            struct PlayerApp: App {
                var body: some Scene { WindowGroup { Player() } }
            }
            struct Player: View {
                var body: some View { PlayerContainer { Text("video") } controls: { Controls() } }
            }
            struct PlayerContainer<Video: View, Overlay: View>: UIViewControllerRepresentable {
                let video: Video
                let controls: Overlay
                init(@ViewBuilder video: () -> Video, @ViewBuilder controls: () -> Overlay) {
                    self.video = video()
                    self.controls = controls()
                }
                func makeUIViewController(context: Context) -> UIViewController {
                    UIHostingController(rootView: controls.environmentObject(Preferences()))
                }
                func updateUIViewController(_ controller: UIViewController, context: Context) {}
            }
            \(reader("Controls"))
            """
        XCTAssertEqual(crashes([app, settings]), [])
        let plain = app.replacingOccurrences(of: "PlayerContainer { Text(\"video\") } controls: { Controls() }",
                                             with: "VStack { Text(\"video\"); Controls() }")
        XCTAssertEqual(crashes([plain, settings]).count, 1)
    }

    /// Two targets each compile their own `ContentView` from one folder: the scene delegate's host means the
    /// one its own target compiles.
    func testAHostedNameMeansTheTypeOfTheHostsTarget() {
        let files: [(path: String, source: String)] = [
            ("App/PhoneContent.swift", reader("ContentView")),
            ("App/MacContent.swift", "struct ContentView: View { var body: some View { Text(\"mac\") } }"),
            ("App/SceneDelegate.swift", """
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                        window?.rootViewController = UIHostingController(rootView: ContentView())
                    }
                }
                """),
            ("App/AppDelegate.swift", """
                final class AppDelegate: NSObject, NSApplicationDelegate {
                    var window: NSWindow!
                    func applicationDidFinishLaunching(_ notification: Notification) {
                        window.contentView = NSHostingView(rootView: ContentView())
                    }
                }
                """),
            ("App/Preferences.swift", settings),
        ]
        var targets = DeploymentTargets()
        targets.addProjectFolder("")
        targets.add(.init(name: "Phone", targets: DeploymentTargets([.iOS: OSVersion(15, 0)]),
                          files: ["App/PhoneContent.swift", "App/SceneDelegate.swift", "App/Preferences.swift"], folders: []))
        targets.add(.init(name: "Mac", targets: DeploymentTargets([.macOS: OSVersion(12, 0)]),
                          files: ["App/MacContent.swift", "App/AppDelegate.swift", "App/Preferences.swift"], folders: []))
        assertOneCrash(targetCrashes(files, targets: targets), on: "UIHostingController in SceneDelegate › ContentView")
    }

    /// The scene shows its delegate adaptor's `rootView`, which shows a property of a value a static factory
    /// made: each hop is followed to the view at the end, which the app never gives the object.
    func testAViewBuiltThroughADelegateAdaptorAndAStaticFactoryIsReached() {
        let app = """
            @main
            struct AtlasApp: App {
                @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
                var body: some Scene { WindowGroup { appDelegate.rootView } }
            }
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                private lazy var environment = AppEnvironment.bootstrap()
                var rootView: some View { environment.rootView }
            }
            struct AppEnvironment {
                let name: String
                static func bootstrap() -> AppEnvironment { AppEnvironment(name: "atlas") }
            }
            extension AppEnvironment {
                var rootView: some View { VStack { CountryList() } }
            }
            \(reader("CountryList"))
            """
        XCTAssertEqual(makeIndex([app, settings]).coverage.fromScenes, 1)
        assertOneCrash(crashes([app, settings]), on: "AtlasApp › WindowGroup › AppDelegate.rootView › AppEnvironment.rootView › CountryList")
    }

    /// An initialiser added to an AppKit class in an extension hosts the view it is given: each construction in
    /// the app is a root, which gives the view nothing.
    func testAnExtensionInitialiserThatHostsItsViewMakesEachConstructionARoot() {
        let panel = """
            extension NSPanel {
                convenience init(view: some View, title: String? = nil) {
                    let controller = NSHostingController(rootView: view)
                    self.init(contentViewController: controller)
                }
            }
            """
        let delegate = """
            final class AppDelegate: NSObject, NSApplicationDelegate {
                private var aboutPanel: NSPanel?
                @IBAction func showAbout(_ sender: Any?) {
                    let panel = aboutPanel ?? NSPanel(view: AboutView(), title: "About")
                    panel.makeKeyAndOrderFront(nil)
                }
            }
            \(reader("AboutView"))
            """
        assertOneCrash(crashes([panel + delegate, settings]), on: "NSHostingController in AppDelegate › AboutView")
        // From another file, the view built on the spot is hosted the same way.
        XCTAssertEqual(crashes([panel, delegate, settings]).count, 1)
    }

    // MARK: Sheets over a router's value

    private let routedSheet = """
        final class Session: ObservableObject { @Published var name = "" }
        final class UIState: ObservableObject {
            @Published var presentedRoute: Route?
        }

        enum Route: Identifiable {
            case profile(String), search
            var id: String { String(describing: self) }
            @ViewBuilder func makeView() -> some View {
                switch self {
                case let .profile(name): ProfileSheet(name: name)
                case .search: SearchSheet()
                }
            }
        }

        @main struct ReaderApp: App {
            @StateObject private var uiState = UIState()
            @StateObject private var session = Session()
            var body: some Scene {
                WindowGroup {
                    Home()
                        .environmentObject(uiState)
                        .environmentObject(session)
                        .sheet(item: $uiState.presentedRoute) { $0.makeView() }
                }
            }
        }

        struct Home: View {
            @EnvironmentObject var uiState: UIState
            var body: some View {
                VStack {
                    Route.search.makeView()
                    Button("Profile") { uiState.presentedRoute = .profile("me") }
                }
            }
        }

        struct ProfileSheet: View {
            let name: String
            var body: some View { Text(name) }
        }

        struct SearchSheet: View {
            @EnvironmentObject var session: Session
            var body: some View { Text(session.name) }
        }
        """

    /// `.sheet(item: $uiState.presentedRoute) { $0.makeView() }` shows only the cases the app ever puts in
    /// `presentedRoute`: a case built only inside the injected hierarchy is no crash through the sheet. Once some
    /// code may put it there (a constant, any value, a binding handed out), the sheet's path counts.
    func testASheetOverARoutersValueShowsOnlyTheCasesItIsGiven() {
        func sheetCrashes(_ source: String) -> [String] {
            findings([source], rules: ["missing-environment-object"]).filter { $0.severity == .error }.map(\.message)
        }
        XCTAssertEqual(sheetCrashes(routedSheet), [])
        let setter = "Button(\"Profile\") { uiState.presentedRoute = .profile(\"me\") }"
        let variants = [
            setter + "; Button(\"Find\") { uiState.presentedRoute = .search }",
            setter.replacingOccurrences(of: ".profile(\"me\")", with: "pick()"),
            setter + "; RoutePicker(route: $uiState.presentedRoute)",
        ]
        for variant in variants {
            let found = sheetCrashes(routedSheet.replacingOccurrences(of: setter, with: variant))
            XCTAssertEqual(found.count, 1, variant)
            XCTAssertTrue(found.first?.contains("ReaderApp › WindowGroup › Route.makeView › SearchSheet") == true, "\(found)")
        }
    }

    /// A hosting subclass that sets its `rootView` after `super.init` hosts that view.
    func testAHostingSubclassThatSetsItsRootViewHostsIt() {
        let controller = """
            final class SettingsHostingController: UIHostingController<AnyView> {
                init(model: SettingsModel) {
                    super.init(rootView: AnyView(EmptyView()))
                    self.rootView = AnyView(SettingsRoot(model: model))
                }
            }
            final class SettingsModel {}
            struct SettingsRoot: View {
                let model: SettingsModel
                var body: some View { UnitsRow() }
            }
            \(reader("UnitsRow"))
            """
        XCTAssertEqual(makeIndex([controller, settings]).coverage.fromHostingRoots, 2)
        assertOneCrash(crashes([controller, settings]), on: "SettingsHostingController › SettingsRoot › UnitsRow")
    }

    /// A package protocol's extension hosts `self.view`, which each conformer builds (`var view: any View` over
    /// its cases): the conformer's views are hosted there, even when the conformer shares the protocol's name.
    func testAProtocolExtensionHostsWhatItsConformersBuild() {
        let files: [(path: String, source: String)] = [
            ("Packages/UI/Sources/PaneKit/SettingsPane.swift", """
                import SwiftUI
                public protocol SettingsPane {
                    @MainActor var view: any View { get }
                }
                extension SettingsPane {
                    @MainActor public var tabViewItem: NSTabViewItem {
                        NSTabViewItem(viewController: NSHostingController(rootView: AnyView(self.view)))
                    }
                }
                """),
            ("App/SettingsPane.swift", """
                import SwiftUI
                import PaneKit
                enum SettingsPane: String, PaneKit.SettingsPane {
                    case general, units
                    @MainActor var view: any View {
                        switch self {
                        case .general: GeneralPane()
                        case .units: UnitsPane()
                        }
                    }
                }
                struct GeneralPane: View { var body: some View { Text("general") } }
                \(reader("UnitsPane"))
                """),
            ("App/Preferences.swift", settings),
        ]
        let index = makeIndex(files: files)
        XCTAssertEqual(index.coverage.fromHostingRoots, 2)
        XCTAssertEqual(index.environmentAnalysis.appGaps.count, 1)
    }

    /// `case let .settings(page): page.view()`: the value a case carries has the type the enum declares for it,
    /// so its builder is the one of that type, although several types declare a builder named `view`.
    func testAValueACaseCarriesHasTheTypeItsCaseDeclares() {
        let app = """
            @main
            struct ForumApp: App {
                var body: some Scene {
                    WindowGroup { NavigationStack { Home().navigationDestination(for: Page.self) { $0.view() } } }
                }
            }
            struct Home: View { var body: some View { NavigationLink("Units", value: Page.settings(.units)) } }
            enum Page: Hashable {
                case settings(SettingsPage)
                case about
                @ViewBuilder func view() -> some View {
                    switch self {
                    case let .settings(page): page.view()
                    case .about: Text("about")
                    }
                }
            }
            enum SettingsPage: Hashable {
                case units
                @ViewBuilder func view() -> some View {
                    switch self {
                    case .units: UnitsPane()
                    }
                }
            }
            \(reader("UnitsPane"))
            """
        assertOneCrash(crashes([app, settings]), on: "Page.view › SettingsPage.view › UnitsPane")
        let bound = app.replacingOccurrences(of: "case let .settings(page): page.view()", with: "case .settings(let page): page.view()")
        XCTAssertEqual(crashes([bound, settings]).count, 1)
    }

    /// `let content: AnyView` set in each case of a `switch`, then hosted: every value it may hold is hosted.
    func testALocalSetInEachBranchHostsEveryValue() {
        let controller = """
            final class PaneController: NSViewController {
                func show(_ pane: Pane) {
                    let content: AnyView
                    switch pane {
                    case .general: content = AnyView(GeneralPane())
                    case .units: content = AnyView(UnitsPane())
                    }
                    let hosting = NSHostingController(rootView: content)
                    addChild(hosting)
                }
            }
            enum Pane { case general, units }
            struct GeneralPane: View { var body: some View { Text("general") } }
            \(reader("UnitsPane"))
            """
        let index = makeIndex([controller, settings])
        XCTAssertEqual(index.coverage.fromHostingRoots, 2)
        XCTAssertEqual(index.coverage.unreached.map(\.name), [])
        assertOneCrash(crashes([controller, settings]), on: "PaneController › UnitsPane")
    }

    /// `router.view(for: .home)` where `router` is given by a protocol the view adopts and typed as another
    /// protocol: the call is each conformer's method, and what that builds is under the view, for the case the
    /// view asks for.
    func testAMemberGivenByAnAdoptedProtocolIsFollowedToItsConformers() {
        let app = """
            @main
            struct ClinicApp: App {
                let resolver = Resolver()
                var body: some Scene { WindowGroup { MainScreen(resolver: resolver) } }
            }
            final class Resolver { func resolve<T>(_ type: T.Type) -> T? { nil } }
            protocol ScreenView: View { var resolver: Resolver { get } }
            extension ScreenView {
                var router: Router { resolver.resolve(Router.self)! }
            }
            protocol Router { func view(for screen: Screen) -> AnyView }
            final class AppRouter: Router {
                private let resolver: Resolver
                init(resolver: Resolver) { self.resolver = resolver }
                func view(for screen: Screen) -> AnyView { AnyView(screen.view(resolver: resolver)) }
            }
            enum Screen {
                case home, about
                @ViewBuilder func view(resolver: Resolver) -> some View {
                    switch self {
                    case .home: HomeScreen()
                    case .about: AboutScreen()
                    }
                }
            }
            struct MainScreen: ScreenView {
                let resolver: Resolver
                var body: some View { router.view(for: .home) }
            }
            \(reader("HomeScreen"))
            \(reader("AboutScreen"))
            """
        XCTAssertEqual(makeIndex([app, settings]).coverage.fromScenes, 3)
        // The constant the view passes decides the case the router's parameter holds: `.about` is never shown.
        assertOneCrash(crashes([app, settings]), on: "ClinicApp › WindowGroup › MainScreen › AppRouter.view › Screen.view › HomeScreen")
        let about = app.replacingOccurrences(of: "router.view(for: .home)", with: "router.view(for: .about)")
        assertOneCrash(crashes([about, settings]), on: "Screen.view › AboutScreen")
        let injected = app.replacingOccurrences(of: "WindowGroup { MainScreen(resolver: resolver) }",
                                                with: "WindowGroup { MainScreen(resolver: resolver).environmentObject(Preferences()) }")
        XCTAssertEqual(crashes([injected, settings]), [])
    }

    /// `.sheet(item: $sheet, content: SheetView.init)`: the initialiser passed as the content builder constructs
    /// the view, under the presentation.
    func testAnInitialiserPassedAsContentBuildsItsView() {
        let app = """
            @main
            struct WeatherApp: App {
                var body: some Scene { WindowGroup { Today() } }
            }
            struct Today: View {
                @State private var sheet: Detail?
                var body: some View {
                    Button("Details") { sheet = .hourly }
                        .sheet(item: $sheet, content: DetailSheet.init)
                }
            }
            enum Detail: Identifiable { case hourly; var id: Int { 0 } }
            struct DetailSheet: View {
                let detail: Detail
                var body: some View { HourlyPane() }
            }
            \(reader("HourlyPane"))
            """
        XCTAssertEqual(makeIndex([app, settings]).coverage.fromScenes, 3)
        assertOneCrash(crashes([app, settings]), on: "WeatherApp › WindowGroup › Today › DetailSheet › HourlyPane")
    }

    /// `destinations(content).eraseToAnyView`: a property a `View` extension adds, read on what a call builds,
    /// keeps that call's views in the tree.
    func testAPropertyReadOnACallKeepsTheCallsViews() {
        let app = """
            @main
            struct LedgerApp: App {
                var body: some Scene { WindowGroup { Ledger() } }
            }
            extension View {
                var eraseToAnyView: AnyView { AnyView(self) }
            }
            struct Ledger: View {
                var body: some View {
                    framed(VStack { Totals() }).eraseToAnyView
                }
                private func framed<Content: View>(_ content: Content) -> some View { content.padding() }
            }
            \(reader("Totals"))
            """
        XCTAssertEqual(makeIndex([app, settings]).coverage.fromScenes, 2)
        assertOneCrash(crashes([app, settings]), on: "Totals")
        // Under a modifier, and a property named in upper case (`HACK_dismissesKeyboard`).
        let chained = app.replacingOccurrences(of: "framed(VStack { Totals() }).eraseToAnyView",
                                               with: "framed(VStack { Totals() }).HACK_dismissesKeyboard.padding()")
            .replacingOccurrences(of: "var eraseToAnyView: AnyView { AnyView(self) }",
                                  with: "var HACK_dismissesKeyboard: some View { self }")
        XCTAssertEqual(makeIndex([chained, settings]).coverage.fromScenes, 2)
        assertOneCrash(crashes([chained, settings]), on: "Totals")
    }

    /// A package's popover built in a controller with `[weak self] in if let self { … }`: what the `if` builds is
    /// hosted by the package, apart from any view's environment.
    func testAPackageContainerBuiltBehindAWeakSelfCheckHostsItsView() {
        let controller = """
            import Popovers
            final class CameraController: UIViewController {
                let model = CameraModel()
                func showStatus() {
                    let popover = Popover(attributes: .init()) { [weak self] in
                        if let self { CameraStatus(model: self.model) }
                    }
                    present(popover)
                }
            }
            final class CameraModel: ObservableObject {}
            struct CameraStatus: View {
                @ObservedObject var model: CameraModel
                var body: some View { Text("ready") }
            }
            """
        XCTAssertEqual(makeIndex([controller]).coverage.fromHostingRoots, 1)
    }

    /// `let view = ItemScreen(…)` then `navigator?.replace(view, animated: false)`, where another file's
    /// `replace<Content: View>` hosts what it is given: the local's view is a root.
    func testAViewHeldByALocalAndHandedToAHostingHelperIsARoot() {
        let navigator = """
            import UIKit
            protocol StackNavigator: AnyObject {
                func replace<Content: View>(_ view: Content, animated: Bool)
            }
            extension UINavigationController: StackNavigator {
                public func replace<Content: View>(_ view: Content, animated: Bool) {
                    setViewControllers([UIHostingController(rootView: view)], animated: animated)
                }
            }
            """
        let coordinator = """
            final class ItemCoordinator {
                weak var stackNavigator: StackNavigator?
                func showList() {
                    let view = ItemScreen(title: "Codes")
                    stackNavigator?.replace(view, animated: false)
                }
            }
            \(reader("ItemScreen").replacingOccurrences(of: "@EnvironmentObject", with: "let title: String\n    @EnvironmentObject"))
            """
        XCTAssertEqual(makeIndex([navigator, coordinator, settings]).coverage.fromHostingRoots, 1)
        assertOneCrash(crashes([navigator, coordinator, settings]), on: "ItemScreen")
    }

    /// `let layout = NotchLayout()` where `NotchLayout` is the view's own `@ViewBuilder func`, not a type: what
    /// it builds is under the view.
    func testAMemberFunctionNamedInUpperCaseIsExpandedInPlace() {
        let app = """
            @main
            struct NotchApp: App {
                var body: some Scene { WindowGroup { Notch() } }
            }
            struct Notch: View {
                var body: some View {
                    let layout = NotchLayout()
                    ZStack { layout }
                }
                @ViewBuilder func NotchLayout() -> some View {
                    VStack { NowPlaying() }
                }
            }
            \(reader("NowPlaying"))
            """
        XCTAssertEqual(makeIndex([app, settings]).coverage.fromScenes, 2)
        assertOneCrash(crashes([app, settings]), on: "NotchApp › WindowGroup › Notch › NowPlaying")
    }

    /// A view reads the object only under `case .touchId:` and `case .faceId:` of a `switch` on its `tip`, and
    /// its parent injects it on exactly those tips: the others never read it.
    func testReadsUnderSeveralCasesHoldForEitherCase() {
        func app(_ faceIdTip: String) -> String {
            """
            @main
            struct TipsApp: App {
                var body: some Scene { WindowGroup { Tips() } }
            }
            enum Tip { case touchId, faceId, shortcuts }
            struct Tips: View {
                @StateObject private var preferences = Preferences()
                var body: some View {
                    List {
                        TipRow(tip: .touchId).environmentObject(preferences)
                        \(faceIdTip)
                        TipRow(tip: .shortcuts)
                    }
                }
            }
            struct TipRow: View {
                @EnvironmentObject var preferences: Preferences
                let tip: Tip
                var body: some View {
                    switch tip {
                    case .touchId: Text(preferences.unit)
                    case .faceId: Text(preferences.unit)
                    default: Text("tip")
                    }
                }
            }
            """
        }
        XCTAssertEqual(crashes([app("TipRow(tip: .faceId).environmentObject(preferences)"), settings]), [])
        assertOneCrash(crashes([app("TipRow(tip: .faceId)"), settings]), on: "TipsApp › WindowGroup › Tips › TipRow")
    }

    /// `SheetController(content: PickerSheet.self)` where `class SheetController<Content: SheetView>` builds a
    /// `Content` and hosts it: each view the class is built with is a root.
    func testAGenericClassHostingItsParameterHostsEachViewItIsBuiltWith() {
        let controller = """
            protocol SheetView: View { init(isPresented: Binding<Bool>) }
            final class SheetController<Content: SheetView>: NSViewController {
                private let contentType: Content.Type
                init(content: Content.Type) { contentType = content; super.init(nibName: nil, bundle: nil) }
                override func viewDidLoad() {
                    let content = contentType.init(isPresented: .constant(true))
                    addChild(NSHostingController(rootView: content))
                }
            }
            final class SettingsController: NSViewController {
                func pickDevice() { presentAsSheet(SheetController(content: DevicePicker.self)) }
            }
            struct DevicePicker: SheetView {
                @Binding var isPresented: Bool
                var body: some View { DeviceList() }
            }
            \(reader("DeviceList"))
            """
        XCTAssertEqual(makeIndex([controller, settings]).coverage.fromHostingRoots, 2)
        assertOneCrash(crashes([controller, settings]), on: "DevicePicker › DeviceList")
    }

    /// Table columns kept in properties (`var titleColumn: TitleColumn<some View>`, an alias of `TableColumn`, or
    /// `some TableColumnContent<…>`) build their cells' views where the table places them.
    func testTableColumnPropertiesBuildTheirCells() {
        let app = """
            @main
            struct ReaderApp: App {
                var body: some Scene { WindowGroup { Articles() } }
            }
            typealias TitleColumn<V: View> = TableColumn<Article, Never, V, Text>
            struct Article: Identifiable { let id: Int }
            struct Articles: View {
                let rows: [Article] = []
                var body: some View {
                    Table(rows) {
                        titleColumn
                        dateColumn
                    }
                }
                private var titleColumn: TitleColumn<some View> {
                    TableColumn("Title") { TitleCell(article: $0) }
                }
                private var dateColumn: some TableColumnContent<Article, Never> {
                    TableColumn("Date") { DateCell(article: $0) }
                }
            }
            struct TitleCell: View {
                let article: Article
                var body: some View { Text("title") }
            }
            struct DateCell: View {
                let article: Article
                @EnvironmentObject var preferences: Preferences
                var body: some View { Text(preferences.unit) }
            }
            """
        XCTAssertEqual(makeIndex([app, settings]).coverage.fromScenes, 3)
        assertOneCrash(crashes([app, settings]), on: "Articles › DateCell")
    }

    /// A window class keeps its content closure in a property and hosts it in a lazy view (`private let content:
    /// () -> Content`, `NSHostingView(rootView: rootView)` with `rootView` built from `content()`); a menu-bar
    /// class hands its own content on to that window. Each construction with a closure of views is a root.
    func testAStoredContentClosureHostedByAWindowAndForwardedByAMenuBarClassIsARoot() {
        let window = """
            final class MenuWindow<Content: View>: NSPanel {
                private let content: () -> Content
                private var rootView: some View { content().padding() }
                private lazy var hostingView = NSHostingView(rootView: rootView)
                init(title: String, content: @escaping () -> Content) {
                    self.content = content
                    super.init(contentRect: .zero, styleMask: [], backing: .buffered, defer: false)
                }
            }
            final class MenuBarItem {
                private let window: NSPanel
                init(title: String, @ViewBuilder content: @escaping () -> some View) {
                    window = MenuWindow(title: title, content: content)
                }
            }
            """
        let app = """
            final class AppDelegate: NSObject, NSApplicationDelegate {
                private var menuBarItem: MenuBarItem?
                func applicationDidFinishLaunching(_ notification: Notification) {
                    menuBarItem = MenuBarItem(title: "Tools") { ToolsMenu() }
                }
            }
            \(reader("ToolsMenu"))
            """
        XCTAssertEqual(makeIndex([window, app, settings]).coverage.fromHostingRoots, 1)
        assertOneCrash(crashes([window, app, settings]), on: "ToolsMenu")
        let injected = app.replacingOccurrences(of: "{ ToolsMenu() }", with: "{ ToolsMenu().environmentObject(Preferences()) }")
        XCTAssertEqual(crashes([window, injected, settings]), [])
    }

    /// `let rows = [MenuRow(title: "Sounds", content: AnyView(SoundsBadge()))]` in a view's stored property, shown by
    /// another view as `row.content` in a `ForEach`: the badge is drawn where the row shows it, with what is
    /// injected there.
    func testViewsKeptInAValueAreDrawnWhereTheValueShowsThem() {
        let rows = """
            struct menu_row: Identifiable { let id = UUID(); let title: String; let content: AnyView }
            struct MenuSection: View {
                let rows: [menu_row]
                var body: some View { VStack { ForEach(rows) { row in HStack { Text(row.title); row.content } } } }
            }
            struct SettingsScreen: View {
                private let rows = [menu_row(title: "Sounds", content: AnyView(SoundsBadge()))]
                var body: some View { MenuSection(rows: rows) }
            }
            @main struct MenuApp: App { var body: some Scene { WindowGroup { SettingsScreen() } } }
            struct Elsewhere: View { var body: some View { SoundsBadge().environmentObject(Preferences()) } }
            \(reader("SoundsBadge"))
            """
        XCTAssertEqual(makeIndex([rows, settings]).coverage.fromScenes, 3)
        assertOneCrash(crashes([rows, settings]), on: "MenuSection › SoundsBadge")
        let injected = rows.replacingOccurrences(of: "MenuSection(rows: rows) }", with: "MenuSection(rows: rows).environmentObject(Preferences()) }")
        XCTAssertEqual(crashes([injected, settings]), [])
    }

    /// A value keeps closures that make the status item's views (`let menuBuilder: SizeBuilder?` with
    /// `typealias SizeBuilder = (CGSize) -> AnyView`), filled at file level; the item hosts what one of them
    /// makes, through `if let menu = config.menuBuilder`. Each closure goes to its own property.
    func testClosuresKeptInAValueAndHostedByAStatusItemAreRoots() {
        let config = """
            typealias SizeBuilder = (CGSize) -> AnyView
            struct BarConfig {
                let viewBuilder: SizeBuilder
                let menuBuilder: SizeBuilder?
            }
            func makeConfig() -> BarConfig {
                BarConfig(viewBuilder: { AnyView(BarLabel(size: $0)) },
                          menuBuilder: { AnyView(StatusMenu(size: $0)) })
            }
            final class StatusItem: NSObject {
                let config: BarConfig
                var menuView: NSHostingView<AnyView>?
                init(config: BarConfig) {
                    self.config = config
                    super.init()
                    if let menu = config.menuBuilder {
                        menuView = NSHostingView(rootView: menu(.zero))
                    }
                }
            }
            struct BarLabel: View { let size: CGSize; var body: some View { Text("bar") } }
            struct StatusMenu: View {
                let size: CGSize
                @EnvironmentObject var preferences: Preferences
                var body: some View { Text(preferences.unit) }
            }
            struct Elsewhere: View { var body: some View { StatusMenu(size: .zero).environmentObject(Preferences()) } }
            """
        let index = makeIndex([config, settings])
        XCTAssertEqual(index.coverage.fromHostingRoots, 1)
        assertOneCrash(crashes([config, settings]), on: "StatusMenu")
        let injected = config.replacingOccurrences(of: "AnyView(StatusMenu(size: $0))", with: "AnyView(StatusMenu(size: $0).environmentObject(Preferences()))")
        XCTAssertEqual(crashes([injected, settings]), [])
    }

    /// `let view = FolderView(…)` handed to a helper of the same class that hosts its `some View` parameter in an
    /// `NSHostingView`: the folder view is a root, with what the helper applies.
    func testALocalHandedToAHostingHelperOfTheSameFileIsARoot() {
        let coordinator = """
            final class PanelCoordinator {
                private var window: NSWindow?
                private func show(_ view: some View, size: CGSize) {
                    window?.contentView = NSHostingView(rootView: view.frame(width: size.width))
                }
                func showFolder() {
                    let view = FolderPanel(title: "Downloads")
                    show(view, size: .zero)
                }
            }
            struct FolderPanel: View {
                let title: String
                @EnvironmentObject var preferences: Preferences
                var body: some View { Text(title + preferences.unit) }
            }
            struct Elsewhere: View { var body: some View { FolderPanel(title: "").environmentObject(Preferences()) } }
            """
        XCTAssertEqual(makeIndex([coordinator, settings]).coverage.fromHostingRoots, 1)
        assertOneCrash(crashes([coordinator, settings]), on: "FolderPanel")
        let injected = coordinator.replacingOccurrences(of: "let view = FolderPanel(title: \"Downloads\")",
                                                        with: "let view = FolderPanel(title: \"Downloads\").environmentObject(Preferences())")
        XCTAssertEqual(crashes([injected, settings]), [])
    }

    /// `WindowManager.shared.open(id:with:)` from a package whose source is not in the project, handed a local that
    /// holds a project view: the view is shown, where Statecraft cannot see the environment, so it is reached and
    /// no crash is claimed for it.
    func testAViewHandedToAPackagesStaticMemberIsReachedWithoutClaims() {
        let opener = """
            func openSettings() {
                let settingsView = SettingsPane().frame(width: 800)
                WindowManager.shared.open(id: "settings", with: settingsView, width: 800)
            }
            struct SettingsPane: View {
                @EnvironmentObject var preferences: Preferences
                var body: some View { Text(preferences.unit) }
            }
            struct Elsewhere: View { var body: some View { SettingsPane().environmentObject(Preferences()) } }
            """
        XCTAssertEqual(makeIndex([opener, settings]).coverage.fromHostingRoots, 1)
        XCTAssertEqual(crashes([opener, settings]), [])
        // A type of the project is followed as such: its member is not taken for a package's window.
        let project = opener + "\nfinal class WindowManager { static let shared = WindowManager(); func open(id: String, with view: some View, width: Int) {} }"
        XCTAssertEqual(makeIndex([project, settings]).coverage.fromHostingRoots, 0)
    }

    /// `.environmentObject(extra)` with `if let extra = sample.extra`, where `sample` is a generic class's alias
    /// (`typealias Post = Entity<PostData, PostExtra>`, `var extra: Extra?`): what it injects depends on the type
    /// arguments, so it may be what the reader needs, and no crash is claimed.
    func testAnInjectionTypedByAGenericParameterMayBeAnything() {
        let sources = """
            final class Entity<Data, Extra: ObservableObject>: ObservableObject {
                var data: Data?
                var extra: Extra?
                init() {}
            }
            final class PostExtra: ObservableObject { @Published var score = 0 }
            typealias Post = Entity<String, PostExtra>
            @main struct FeedApp: App { var body: some Scene { WindowGroup { PreviewPanel() } } }
            struct PreviewPanel: View {
                @StateObject private var sample = Post()
                var body: some View {
                    if let extra = sample.extra {
                        PostRow().environmentObject(extra)
                    }
                }
            }
            struct PostRow: View {
                @EnvironmentObject var extra: PostExtra
                var body: some View { Text("\\(extra.score)") }
            }
            struct Elsewhere: View { var body: some View { PostRow().environmentObject(PostExtra()) } }
            """
        XCTAssertEqual(crashes([sources]), [])
        let other = sources.replacingOccurrences(of: "PostRow().environmentObject(extra)", with: "PostRow()")
        XCTAssertEqual(crashes([other]).count, 1)
    }

    // MARK: Severity earned by what an object keeps

    /// `@ObservedObject var x = T()` is an error when a rebuild loses what the object gathered after it was made;
    /// information when the object only loads its state while it is made, or when nothing rebuilds the view.
    func testAnOwnedObservedObjectIsAnErrorOnlyWhenARebuildLosesState() {
        func severity(_ object: String, view: String = "struct Strip: View {\n    @ObservedObject var model = Model()\n    var body: some View { Text(model.text) }\n}",
                      parent: String = "struct Screen: View { @State private var tick = 0; var body: some View { Strip() } }") -> [Severity] {
            findings([object, view, parent], rules: ["observed-object-owned"]).map(\.severity)
        }
        let loadsInInit = "final class Model: ObservableObject {\n    @Published var text = \"\"\n    init() { load() }\n    func load() { text = Archive.read() }\n}"
        XCTAssertEqual(severity(loadsInInit), [.info])
        // Filled later, by a task the initialiser starts: a new object starts empty.
        let loadsLater = loadsInInit.replacingOccurrences(of: "init() { load() }", with: "init() { Task { @MainActor in load() } }")
        XCTAssertEqual(severity(loadsLater), [.error])
        // Changed by an event after it was made.
        let changedByEvent = loadsInInit + "\nextension Model { func update(_ value: String) { text = value } }"
        XCTAssertEqual(severity(changedByEvent), [.error])
        // A loader with a parameter is an action, not a load.
        let action = loadsInInit.replacingOccurrences(of: "init() { load() }", with: "init() { load(\"a\") }")
            .replacingOccurrences(of: "func load() {", with: "func load(_ key: String) {")
        XCTAssertEqual(severity(action), [.error])
        // The view writes the object: what it wrote is lost.
        let writes = "struct Strip: View {\n    @ObservedObject var model = Model()\n    var body: some View { TextField(\"\", text: $model.text) }\n}"
        XCTAssertEqual(severity(loadsInInit, view: writes), [.error])
        // Built only by a view with no stored property: its body runs once while it is shown.
        let constantParent = "struct Screen: View { var body: some View { Strip() } }"
        XCTAssertEqual(severity(loadsLater, parent: constantParent), [.info])
    }
}
