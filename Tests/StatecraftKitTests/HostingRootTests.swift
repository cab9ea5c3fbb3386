import XCTest
@testable import StatecraftKit

/// Hosting controllers and views as roots of the view graph: each starts a hierarchy with an environment of
/// its own, so what its root view reads must be injected at the root.
final class HostingRootTests: XCTestCase {
    private let models = SharedFixtures.profileAndBadge

    /// "Root › … › View: Type" for each app-path gap.
    private func gaps(_ sources: [String]) -> [String] {
        let index = makeIndex(sources)
        let analysis = index.environmentAnalysis
        return analysis.appGaps.map {
            "\(analysis.graph.describe(path: $0.path)): \($0.requirement.key.typeName ?? "container")"
        }.sorted()
    }

    func testHostingControllerRootNeedsItsOwnInjections() {
        let crashes = """
            final class ProfileCoordinator {
                func start(on navigation: UINavigationController) {
                    let controller = UIHostingController(rootView: ProfileView())
                    navigation.pushViewController(controller, animated: true)
                }
            }
            """
        XCTAssertEqual(gaps([models, crashes]), [
            "UIHostingController in ProfileCoordinator › ProfileView › BadgeView: Cart",
            "UIHostingController in ProfileCoordinator › ProfileView: Session",
        ])
        let fixed = """
            final class ProfileCoordinator {
                let session = Session()
                let cart = Cart()
                func start(on navigation: UINavigationController) {
                    let root = ProfileView().environmentObject(session).environment(cart)
                    navigation.pushViewController(UIHostingController(rootView: root), animated: true)
                }
            }
            """
        XCTAssertEqual(gaps([models, fixed]), [], "a local holding the root view keeps its modifiers")
    }

    /// A controller nothing creates or names (no code, storyboard, nib or property list) is likely left over:
    /// what it hosts is reached, never reported. Any mention but its own declaration makes it a root again.
    func testAHostOfAClassNothingNamesIsNotReported() throws {
        let controller = """
            //  MainWindowController.swift
            final class MainWindowController: NSWindowController {
                override func loadWindow() { window?.contentView = NSHostingView(rootView: ProfileView()) }
            }
            extension MainWindowController: NSMenuItemValidation {}
            """
        func errors(_ files: [String: String]) throws -> [String] {
            let folder = try temporaryFolder()
            for (name, text) in files { try write(text, to: folder.appendingPathComponent(name)) }
            try write(models, to: folder.appendingPathComponent("Models.swift"))
            try write(controller, to: folder.appendingPathComponent("MainWindowController.swift"))
            let options = CheckOptions(jobs: 1, onlyRules: ["missing-environment-object"])
            return try Linter(configuration: Configuration(), options: options).check(paths: [folder.path]).findings
                .filter { $0.severity == .error }.map { "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.position.line)" }.sorted()
        }
        XCTAssertEqual(try errors([:]), [])
        XCTAssertEqual(try errors(["Other.swift": "// MainWindowController is gone\nlet title = \"Main\""]), [])
        XCTAssertEqual(try errors(["Files.xcconfig": "SOURCES = MainWindowController.swift"]), [], "a file's name")
        // ProfileView's read of `Session` and BadgeView's of `Cart`.
        let reported = ["Models.swift:4", "Models.swift:8"]
        XCTAssertEqual(try errors(["AppDelegate.swift": "final class AppDelegate { let main = MainWindowController() }"]), reported)
        XCTAssertEqual(try errors(["Main.storyboard": #"<windowController customClass="MainWindowController" customModule="Shop"/>"#]), reported)
        XCTAssertEqual(try errors(["Info.plist": "<key>NSPrincipalClass</key><string>$(PRODUCT_MODULE_NAME).MainWindowController</string>"]), reported)
        XCTAssertEqual(try errors(["Shop.xcconfig": "INFOPLIST_KEY_NSPrincipalClass = Shop.MainWindowController"]), reported)
        XCTAssertEqual(try errors(["Loader.swift": #"let type = NSClassFromString("Shop.MainWindowController")"#]), reported)
        XCTAssertEqual(try errors(["Pinned.swift": "final class PinnedWindowController: MainWindowController {}"]), reported)
    }

    func testMentionsReadWordsOutsideCommentsAndDeclarations() {
        XCTAssertTrue(UncreatedHostStage.mentions("let a = Main()", "Main"))
        XCTAssertTrue(UncreatedHostStage.mentions("let a: [Main] = [] // Main", "Main"))
        XCTAssertTrue(UncreatedHostStage.mentions(#"let url = "http://x"; let a = Main()"#, "Main"))
        XCTAssertFalse(UncreatedHostStage.mentions("let a = MainView() // Main", "Main"))
        XCTAssertFalse(UncreatedHostStage.mentions("final class Main {}\nextension  Main: P {}", "Main"))
        XCTAssertFalse(UncreatedHostStage.mentions("let a = TheMain()", "Main"))
    }

    /// A hosting type named through a type alias (one per platform) hosts as the type it stands for.
    func testAHostingTypeNamedThroughAnAliasHosts() {
        let sources = """
            #if os(iOS)
            typealias PlatformViewController = UIViewController
            typealias PlatformHostingController = UIHostingController
            #else
            typealias PlatformViewController = NSViewController
            typealias PlatformHostingController = NSHostingController
            #endif
            extension PlatformViewController {
                static func makeProfileController() -> PlatformViewController {
                    PlatformHostingController(rootView: ProfileView())
                }
            }
            """
        XCTAssertEqual(gaps([models, sources]), [
            "UIHostingController › ProfileView › BadgeView: Cart",
            "UIHostingController › ProfileView: Session",
        ])
    }

    func testAppKitHostsAndCellConfigurations() {
        let sources = """
            final class Inspector: NSViewController {
                override func loadView() { view = NSHostingView(rootView: BadgeView()) }
            }
            final class Cell: UICollectionViewCell {
                func configure(cart: Cart) {
                    contentConfiguration = UIHostingConfiguration { BadgeView().environment(cart) }
                }
            }
            """
        XCTAssertEqual(gaps([models, sources]), ["NSHostingView in Inspector › BadgeView: Cart"])
    }

    func testHostingSubclassesAndTheirSuperInitialiser() {
        let sources = """
            final class ProfileController: UIHostingController<ProfileView> {
                init(session: Session) {
                    super.init(rootView: .init())
                }
            }
            class ThemedHostingController<Content: View>: UIHostingController<AnyView> {
                init(rootView: Content, session: Session) {
                    super.init(rootView: AnyView(rootView.environmentObject(session)))
                }
            }
            final class Router {
                func showBadge(session: Session) -> UIViewController {
                    ThemedHostingController(rootView: BadgeView().environment(Cart()), session: session)
                }
                func showProfile(session: Session) -> UIViewController {
                    ThemedHostingController(rootView: ProfileView(), session: session)
                }
            }
            """
        XCTAssertEqual(gaps([models, sources]), [
            "ProfileController in ProfileController › ProfileView › BadgeView: Cart",
            "ProfileController in ProfileController › ProfileView: Session",
        ], "`.init()` builds the view the superclass names")
        let routed = sources.replacingOccurrences(of: "super.init(rootView: .init())", with: "super.init(rootView: .init().environment(Cart()))")
            .replacingOccurrences(of: "ProfileController: UIHostingController<ProfileView>", with: "ProfileController: UIHostingController<Text>")
        XCTAssertEqual(gaps([models, routed]), ["ThemedHostingController in Router › ProfileView › BadgeView: Cart"],
                       "the subclass injects the session around whatever it hosts")
    }

    func testRootViewFromAMemberOfTheHostingType() {
        let sources = """
            final class ProfileScreen {
                let cart = Cart()
                func makeController() -> UIViewController { UIHostingController(rootView: content) }
                @ViewBuilder private var content: some View {
                    ProfileView().environment(cart)
                }
            }
            """
        XCTAssertEqual(gaps([models, sources]), ["UIHostingController in ProfileScreen › ProfileView: Session"])
    }

    func testHostsInsideRepresentablesAreReachedButNeverReported() {
        let sources = """
            @main struct ShopApp: App { var body: some Scene { WindowGroup { PagerView() } } }
            struct PagerView: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIPageViewController {
                    let controller = UIPageViewController()
                    controller.setViewControllers([UIHostingController(rootView: ProfileView())], direction: .forward, animated: false)
                    return controller
                }
                func updateUIViewController(_ controller: UIPageViewController, context: Context) {}
            }
            """
        let index = makeIndex([models, sources])
        XCTAssertEqual(index.coverage.fromScenes, 3, "PagerView, and through it ProfileView and BadgeView")
        XCTAssertEqual(index.environmentAnalysis.appGaps.count, 0, "the SwiftUI parent's environment may reach them")
    }

    func testHostsInControlsARepresentableBuildsAreBridgedToo() {
        // A package protocol refining `UIViewRepresentable`, and a UIKit control it builds that hosts the content.
        let sources = """
            @main struct ShopApp: App { var body: some Scene { WindowGroup { SliderView { Text("Volume") } } } }
            struct SliderView<Content: View>: PlatformViewRepresentable {
                let content: Content
                init(@ViewBuilder content: () -> Content) { self.content = content() }
                func makeUIView(context: Context) -> SliderControl<Content> { SliderControl(content: content) }
                func updateUIView(_ view: SliderControl<Content>, context: Context) {}
            }
            final class SliderControl<Content: View>: UIControl {
                private lazy var host = UIHostingController(rootView: ProfileView())
                init(content: Content) { super.init(frame: .zero) }
            }
            """
        let index = makeIndex([models, sources])
        XCTAssertEqual(index.environmentAnalysis.appGaps.map { index.viewGraph.describe(path: $0.path) }, [])
        XCTAssertTrue(index.types.isView(index.types.resolve("SliderView", from: nil).info!))
        // Without the representable, the control's host is a root of its own and needs its injections.
        let alone = sources.replacingOccurrences(of: "SliderControl(content: content)", with: "fatalError()")
        XCTAssertEqual(makeIndex([models, alone]).environmentAnalysis.appGaps.count, 2)
    }

    func testCellsADataSourceOfARepresentableHostsAreBridged() {
        // The coordinator builds the collection view's data source; the cells it configures host views below the
        // representable, whose SwiftUI parents' environment may reach them.
        let sources = """
            @main struct ShopApp: App { var body: some Scene { WindowGroup { FeedList() } } }
            struct FeedList: UIViewRepresentable {
                func makeCoordinator() -> Coordinator { Coordinator() }
                func makeUIView(context: Context) -> UICollectionView {
                    let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                    view.dataSource = context.coordinator.makeDataSource()
                    return view
                }
                func updateUIView(_ view: UICollectionView, context: Context) {}
                final class Coordinator: NSObject {
                    var dataSource: FeedDataSource?
                    func makeDataSource() -> FeedDataSource {
                        let source = FeedDataSource()
                        dataSource = source
                        return source
                    }
                }
            }
            final class FeedDataSource: NSObject, UICollectionViewDataSource {
                func collectionView(_ view: UICollectionView, cellForItemAt path: IndexPath) -> UICollectionViewCell {
                    let cell = view.dequeueReusableCell(withReuseIdentifier: "post", for: path)
                    cell.contentConfiguration = UIHostingConfiguration { ProfileView() }
                    return cell
                }
            }
            """
        let index = makeIndex([models, sources])
        XCTAssertEqual(index.coverage.fromScenes, 3, "FeedList, and through its cells ProfileView and BadgeView")
        XCTAssertEqual(index.environmentAnalysis.appGaps.count, 0)
        // A data source nothing in a representable builds configures cells of a UIKit screen: a root of its own.
        let alone = sources.replacingOccurrences(of: "let source = FeedDataSource()", with: "let source = fatalError()")
        XCTAssertEqual(gaps([models, alone]), ["UIHostingConfiguration in FeedDataSource › ProfileView › BadgeView: Cart",
                                               "UIHostingConfiguration in FeedDataSource › ProfileView: Session"])
    }

    func testAViewHandedWithItsInjectionsToAHostingFunctionKeepsThem() {
        let helper = """
            extension UIViewController {
                func presentModal(_ rootView: some View, animated: Bool) {
                    present(UIHostingController(rootView: rootView), animated: animated)
                }
            }
            """
        let uses = """
            final class AccountPresenter {
                let session = Session()
                func host() -> UIViewController? { nil }
                func showProfile() {
                    let view = ProfileView()
                        .environmentObject(session)
                    host()?.presentModal(view, animated: true)
                }
                func showBadge() {
                    host()?.presentModal(BadgeView().environment(Cart()), animated: true)
                }
            }
            """
        XCTAssertEqual(gaps([models, helper, uses]), ["UIHostingController in AccountPresenter › ProfileView › BadgeView: Cart"],
                       "the local's injection reaches the hosted view, and the chain's too; the badge below the profile lacks Cart")
        let bare = uses.replacingOccurrences(of: ".environmentObject(session)", with: "")
        XCTAssertEqual(gaps([models, helper, bare]), ["UIHostingController in AccountPresenter › ProfileView › BadgeView: Cart",
                                                      "UIHostingController in AccountPresenter › ProfileView: Session"])
    }

    func testViewsHandedToHostingMembersAreRoots() {
        let helpers = """
            extension View {
                var themedUIView: UIView { UIHostingController(rootView: self.environment(Cart())).view }
            }
            final class SheetHost<Content: View>: UIHostingController<Content> {
                static func present(_ content: Content, in controller: UIViewController) {
                    controller.present(SheetHost(rootView: content), animated: true)
                }
            }
            """
        let uses = """
            final class AccountController: UIViewController {
                override func viewDidLoad() {
                    let header = ProfileView()
                    view.addSubview(header.themedUIView)
                    view.addSubview(BadgeView().themedUIView)
                }
                func showBadge() { SheetHost.present(BadgeView(), in: self) }
            }
            """
        XCTAssertEqual(gaps([models, helpers, uses]), [
            "SheetHost in AccountController › BadgeView: Cart",
            "UIHostingController in AccountController › ProfileView: Session",
        ], "the member's own injection (Cart) counts around what it hosts; the sheet gets none")
        let fixed = uses.replacingOccurrences(of: "let header = ProfileView()", with: "let header = ProfileView().environmentObject(Session())")
            .replacingOccurrences(of: "SheetHost.present(BadgeView(), in: self)", with: "_ = 0")
        XCTAssertEqual(gaps([models, helpers, fixed]), [])
    }

    func testCallsThatAreNotHostingAreIgnored() {
        let sources = """
            final class Layout { init(rootView: String) {} }
            func make() { _ = Layout(rootView: "ProfileView") ; _ = Wrapper(rootView: ProfileView()) }
            """
        let index = makeIndex([models, sources])
        XCTAssertEqual(index.viewGraph.hostingRoots, [], "neither a project class that hosts nothing nor an unknown type")
        let snapshotTest = """
            import XCTest
            final class ProfileSnapshotTests: XCTestCase {
                func testProfile() { _ = NSHostingView(rootView: ProfileView()) }
            }
            """
        XCTAssertEqual(makeIndex([models, snapshotTest]).viewGraph.hostingRoots, [], "a test hosts views; it is not the app")
    }

    func testCoverageCountsEachViewOnceWithAReason() {
        let sources = """
            @main struct ShopApp: App { var body: some Scene { WindowGroup { HomeView() } } }
            struct HomeView: View { var body: some View { Text("Home") } }
            final class Coordinator { func start() -> UIViewController { UIHostingController(rootView: ProfileView()) } }
            struct CardView: View { var body: some View { Text("Card") } }
            #Preview { CardView() }
            struct OrphanView: View { var body: some View { StepView() } }
            struct StepView: View { var body: some View { Text("Step") } }
            struct LegacyView: View { var body: some View { Text("Legacy") } }
            final class LegacyController: UIViewController {
                func show() { let view = LegacyView(); print(view) }
            }
            """
        let coverage = makeIndex([models, sources]).coverage
        XCTAssertEqual(coverage.views, 7)
        XCTAssertEqual(coverage.fromScenes, 1)
        XCTAssertEqual(coverage.fromHostingRoots, 2, "ProfileView and BadgeView")
        XCTAssertEqual(coverage.fromPreviewsOnly, 1)
        XCTAssertEqual(coverage.unreached.map { "\($0.name): \($0.reason.rawValue)" }, [
            "OrphanView: no construction found",
            "StepView: built only by unreached views",
            "LegacyView: built outside the code the model follows",
        ])
    }
}
