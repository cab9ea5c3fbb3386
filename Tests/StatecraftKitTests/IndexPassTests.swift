import XCTest
@testable import StatecraftKit

/// Each pass of `ProjectIndex`, on small projects: what it decides and what later passes read.
final class IndexPassTests: XCTestCase {
    func testATypealiasOfViewOrOfACompositionWithViewMakesItsConformersViews() {
        let index = makeIndex(["""
            typealias Screen = View
            struct Inbox: Screen {
                @State private var count = 0
                var body: some View { Text("\\(count)") }
            }
            typealias Card = View & Identifiable
            struct Ticket: Card {
                let id = 1
                var body: some View { Text("ticket") }
            }
            struct NotAView: Codable {}
            """])
        XCTAssertTrue(index.types.isView(index.types.resolve("Inbox", from: nil).info!))
        XCTAssertTrue(index.types.isView(index.types.resolve("Ticket", from: nil).info!))
        XCTAssertFalse(index.types.isView(index.types.resolve("NotAView", from: nil).info!))
    }

    func testPassesRunOnceInTheirWrittenOrder() {
        var passes: [String] = []
        let files = [SourceReader.extract(source: "struct A: View { var body: some View { Text(\"\") } }", path: "A.swift")]
        _ = ProjectIndex(files: files, timings: { name, _ in passes.append(name) })
        XCTAssertEqual(passes, ["types", "view graph", "dataflow, from files", "dataflow", "migration blockers", "environment",
                                "coverage", "roles", "architecture"])
    }

    /// With two jobs, passes that do not read each other run at the same time; what they build is the same.
    func testPassesBesideEachOtherBuildWhatTheyBuildInTurn() throws {
        let examples = packageRoot.appendingPathComponent("Examples")
        func check(jobs: Int) throws -> CheckResult {
            try Linter(configuration: Configuration(), options: CheckOptions(jobs: jobs), workingDirectory: examples.path)
                .check(paths: [examples.path])
        }
        let inTurn = try check(jobs: 1)
        XCTAssertFalse(inTurn.findings.isEmpty)
        for _ in 0..<3 {
            let beside = try check(jobs: 2)
            XCTAssertEqual(beside.findings, inTurn.findings)
            XCTAssertEqual(beside.notes, inTurn.notes)
            XCTAssertEqual(beside.architecture, inTurn.architecture)
            XCTAssertEqual(beside.coverage, inTurn.coverage)
        }
    }

    func testTypesMergeExtensionsAndAnswerConformance() {
        let index = makeIndex(["""
            class Base: ObservableObject {}
            final class Feed: Base {}
            struct Row {}
            extension Row: View { var body: some View { Text("") } }
            @Observable final class Cart {}
            final class Plain {}
            final class Remote: NSObject, SomeSDKDelegate {}
            """])
        let types = index.types
        func info(_ name: String) -> TypeInfo { types.resolve(name, from: nil).info! }
        XCTAssertTrue(types.isView(info("Row")), "conformance through an extension")
        XCTAssertEqual(info("Row").scopes.count, 2)
        XCTAssertEqual(types.observability(of: info("Feed")), .observableObject, "through a project superclass")
        XCTAssertEqual(types.observability(of: info("Cart")), .observable)
        XCTAssertEqual(types.observability(of: info("Plain")), .plainClass)
        XCTAssertEqual(types.observability(of: info("Remote")), .unknown, "an unknown protocol may make it observable")
        XCTAssertTrue(types.hasProjectSubclass(info("Base")))
        XCTAssertFalse(types.hasProjectSubclass(info("Feed")))
        XCTAssertEqual(types.classChain(of: info("Feed")).map(\.name), ["Feed", "Base"])
    }

    func testResolutionPrefersTheInnermostScopeAndReportsAmbiguity() {
        let index = makeIndex(["struct Outer { struct Item {} }\nstruct Item {}", "enum A { struct Twin {} }\nenum B { struct Twin {} }"])
        XCTAssertEqual(index.types.resolve("Item", from: "Outer").qualifiedName, "Outer.Item")
        XCTAssertEqual(index.types.resolve("Item", from: nil).qualifiedName, "Item")
        XCTAssertEqual(index.types.resolve("MyApp.Item", from: nil).qualifiedName, "Item", "module-qualified names")
        XCTAssertNil(index.types.resolve("Twin", from: nil).qualifiedName)
    }

    /// The byte readers of file paths give what splitting the path into components gives.
    func testFilePathReadersAgreeWithComponentSplits() {
        let paths = [
            "", "/", "a.swift", "App/Feed/FeedView.swift", "App/Feed/Row/Cell.swift", "App/Feeds/View.swift",
            "/tmp/App/Feed/FeedView.swift", "App//Feed/FeedView.swift", "App/Feed/", "App/Fe/x.swift", "Ap/Feed/x.swift",
            "Widget/Player+iOS.swift", "Player-macOS.swift", "Sources/Player_watchOS.swift", "Player.tvOS.swift",
            "Player+IOS.swift", "Player+Kit.swift", "Player-iOS-Helpers.swift", "Player+iOS", "dir.ios/Player.swift",
            "Café/Vue+iPad.swift", "Player+\u{212A}.swift", "Player+iOS.swift/", "Pläyer_Mac.swift",
        ]
        func folders(_ path: String) -> [Substring] { Array(path.split(separator: "/").dropLast()) }
        func stem(_ path: String) -> String? {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            let base = name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
            for separator in ["+", "-", "_", "."] {
                guard let range = base.range(of: separator, options: .backwards) else { continue }
                if Vocabulary.platformFileSuffixes.contains(base[range.upperBound...].lowercased()) {
                    return String(base[..<range.lowerBound])
                }
            }
            return nil
        }
        for first in paths {
            XCTAssertEqual(FilePaths.platformNeutralStem(first), stem(first), first)
            for second in paths {
                XCTAssertEqual(FilePaths.sharedFolderCount(first, second),
                               zip(folders(first), folders(second)).prefix { $0 == $1 }.count, "\(first) and \(second)")
            }
        }
        XCTAssertEqual(FilePaths.sharedFolderCount("App/Feed/FeedView.swift", "App/Feed/Row/Cell.swift"), 2)
        XCTAssertEqual(FilePaths.platformNeutralStem("Widget/Player+iOS.swift"), "Player")
    }

    func testDataflowRecordsConstructionsAndForwarding() {
        let index = makeIndex(["""
            struct Parent: View {
                @State private var model = Model()
                var body: some View { Middle(model: model, title: "A") }
            }
            struct Middle: View {
                let model: Model
                let title: String
                var body: some View { Leaf(model: model); Text(title) }
            }
            struct Leaf: View {
                let model: Model
                var body: some View { Text(model.name) }
            }
            @Observable final class Model { var name = "" }
            """])
        let types = index.types
        let middle = types.resolve("Middle", from: nil).info!
        let constructions = index.dataflow.constructions(of: middle)
        XCTAssertEqual(constructions.map { $0.caller?.name }, ["Parent"])
        XCTAssertEqual(constructions.first?.argument("title")?.isConstant, true)
        XCTAssertEqual(index.dataflow.arguments(passedTo: middle, label: "model").map(\.argument.forwardedProperty), ["model"])
        XCTAssertTrue(index.dataflow.onlyForwards("model", in: middle))
        XCTAssertFalse(index.dataflow.onlyForwards("title", in: middle), "`Text` is not a project view: that is a use")
        XCTAssertFalse(index.dataflow.onlyForwards("model", in: types.resolve("Leaf", from: nil).info!))
    }

    func testServiceRoleAndItsFacets() {
        let index = makeIndex(["""
            final class NotesRepository { func all() -> [String] { [] } }
            final class Uploader { let api: API; init(api: API) { self.api = api }; func send() async throws {} }
            final class Cache { var entries: [String] = []; func load() async {} }
            final class Formatters { static let shared = Formatters(); func name() -> String { "" } }
            final class ProfileModel { func load() async {} }
            actor Database {}
            enum AppAPI {}
            """])
        let services = index.roles.services
        func info(_ name: String) -> TypeInfo { index.types.resolve(name, from: nil).info! }
        XCTAssertTrue(services.isService(info("NotesRepository")), "named")
        XCTAssertTrue(services.isService(info("Uploader")), "async work")
        XCTAssertTrue(services.isService(info("Cache")))
        XCTAssertFalse(services.isService(info("Formatters")), "no name, no async work")
        XCTAssertFalse(services.isService(info("ProfileModel")), "models are never services")
        XCTAssertTrue(services.holdsOnlyDependencies(info("Uploader")))
        XCTAssertFalse(services.holdsOnlyDependencies(info("Cache")))
        XCTAssertTrue(services.isUtility(info("Formatters")))
        XCTAssertFalse(services.isUtility(info("Database")), "an actor is never a utility")
        XCTAssertTrue(services.isDataLayer(info("NotesRepository")))
        XCTAssertFalse(services.isDataLayer(info("AppAPI")), "enums are namespaces")
        XCTAssertTrue(index.roles.sharedInstances.isOwnSharedInstance(info("Formatters")))
        XCTAssertTrue(services.isEnvironmentService("Formatters"), "a class that is its own shared instance")
    }

    func testMainActorRole() {
        let index = makeIndex(["""
            @MainActor class Base {}
            final class Child: Base {}
            final class Delegate: NSObject, UITableViewDelegate {}
            final class Document: NSDocument {}
            final class Worker {}
            """])
        let role = index.roles.mainActor
        func info(_ name: String) -> TypeInfo { index.types.resolve(name, from: nil).info! }
        XCTAssertTrue(role.isMainActor(info("Child")), "through a project superclass")
        XCTAssertTrue(role.isMainActor(info("Delegate")), "adopting a main-actor UIKit protocol")
        XCTAssertTrue(role.isMainActor(info("Document")))
        XCTAssertFalse(role.isMainActor(info("Worker")))
        let isolated = ProjectIndex(files: index.files, deploymentTargets: DeploymentTargets(mainActorByDefault: true))
        XCTAssertTrue(isolated.roles.mainActor.isMainActor(isolated.types.resolve("Worker", from: nil).info!))
    }

    func testViewModelRoleAndHoldings() {
        let index = makeIndex(["""
            struct FeedScreen: View {
                @State private var model = FeedModel()
                var body: some View { Text("") }
            }
            struct DetailScreen: View {
                let viewModel: DetailViewModel
                var body: some View { Text(viewModel.title) }
            }
            struct Host: View {
                var body: some View { DetailScreen(viewModel: DetailViewModel()) }
            }
            @Observable final class FeedModel { var items: [Int] = [] }
            @Observable final class DetailViewModel { var title = "" }
            @Observable final class AudioPlayer {}
            """])
        let role = index.roles.viewModels
        func info(_ name: String) -> TypeInfo { index.types.resolve(name, from: nil).info! }
        XCTAssertTrue(role.isViewModel(info("FeedModel")), "owned and used by one view")
        XCTAssertTrue(role.isViewModel(info("DetailViewModel")), "named")
        XCTAssertFalse(role.isViewModel(info("AudioPlayer")), "a reusable controller by name")
        XCTAssertEqual(role.holdings(in: info("FeedScreen")).first?.mode, .created)
        XCTAssertEqual(role.holdings(in: info("DetailScreen")).first?.mode, .handedIn)
        XCTAssertEqual(role.holders(of: info("DetailViewModel")).map(\.view.name), ["DetailScreen"])
        XCTAssertTrue(ViewModelRole.isNamed(for: info("FeedScreen"), info("FeedModel")))
    }

    /// `env.alerts.$alert` on an object Statecraft cannot resolve: when every project property called `alerts`
    /// holds a known class, only those classes may be it; a property of that name holding a protocol unsettles it.
    func testUnresolvedPublisherChainIsNarrowedByItsLastLink() {
        func reasons(_ extra: String) -> (center: [String], banner: [String]) {
            let index = makeIndex(["""
                import Combine
                final class AlertCenter: ObservableObject { @Published var alert: String? }
                final class Banner: ObservableObject { @Published var alert: String? }
                final class Services { let alerts = AlertCenter() }
                \(extra)
                """, """
                struct Watcher {
                    func watch(_ env: Any) { _ = (env as AnyObject).alerts.$alert }
                }
                """], targets: [.iOS: OSVersion(17, 0)])
            let blockers = index.roles.migrationBlockers
            func info(_ name: String) -> TypeInfo { index.types.resolve(name, from: nil).info! }
            return (blockers.useReasons(info("AlertCenter")), blockers.useReasons(info("Banner")))
        }
        let narrowed = reasons("")
        XCTAssertEqual(narrowed.center.count, 1)
        XCTAssertEqual(narrowed.banner, [])
        let unsettled = reasons("protocol Alerting: AnyObject {}\nfinal class Legacy { var alerts: Alerting? }")
        XCTAssertEqual(unsettled.center.count, 1)
        XCTAssertEqual(unsettled.banner.count, 1)
    }

    /// `settings.$isOn` of an `@AppStorage` property is that wrapper's binding: the reason is the storage, not a
    /// publisher.
    func testAppStorageProjectionIsABindingNotAPublisher() {
        let index = makeIndex(["""
            import SwiftUI
            final class Reader: ObservableObject {
                @Published var page = 0
                @AppStorage("reader.night") var isNight = false
            }
            struct ReaderToggle: View {
                @ObservedObject var reader: Reader
                var body: some View { Toggle("Night", isOn: reader.$isNight) }
            }
            """], targets: [.iOS: OSVersion(17, 0)])
        let reader = index.types.resolve("Reader", from: nil).info!
        XCTAssertEqual(index.roles.migrationBlockers.reasons(reader), [
            "its `@AppStorage` property `isNight` publishes through the object today; `@Observable` cannot track property wrappers, so views reading it would stop updating",
        ])
    }

    /// `self.alerts` in a subclass reads the property its project superclass declares.
    func testInheritedPropertiesResolve() {
        let index = makeIndex(["""
            final class Alerts: ObservableObject { @Published var current: String? }
            class AlertTestCase { var alerts = Alerts() }
            final class PresentsAlert: AlertTestCase {
                func run() { _ = self.alerts.$current }
            }
            """])
        let alerts = index.types.resolve("Alerts", from: nil).info!
        let subclass = index.types.resolve("PresentsAlert", from: nil).info!
        XCTAssertTrue(index.values.member("alerts", of: subclass, isStatic: false).info === alerts)
        XCTAssertEqual(index.roles.migrationBlockers.reasons(alerts), [])
        XCTAssertEqual(index.roles.migrationBlockers.publisherBridges(alerts).bridges.first?.outsideUses.count, 1)
    }

    func testMigrationBlockersResolveWhosePublisherIsUsed() {
        let index = makeIndex(["""
            final class Ticker: ObservableObject { @Published var value = 0 }
            final class Clock: ObservableObject { @Published var now = 0; func poke() { objectWillChange.send() } }
            final class Quiet: ObservableObject { @Published var value = 0 }
            final class Base: ObservableObject {}
            final class Child: Base { @Published var level = 0 }
            """, """
            struct Watcher {
                func watch(_ ticker: Ticker, _ anything: AnyObject) { _ = ticker.$value; _ = (anything as! Ticker).$value; _ = lookup(anything).$now }
            }
            """])
        let blockers = index.roles.migrationBlockers
        func info(_ name: String) -> TypeInfo { index.types.resolve(name, from: nil).info! }
        // A resolved class's own publisher is bridged by the migration, not a reason.
        XCTAssertEqual(blockers.reasons(info("Ticker")), [])
        XCTAssertEqual(blockers.publisherBridges(info("Ticker")).bridges.map(\.subject), ["valuePublisher"])
        XCTAssertEqual(blockers.publisherBridges(info("Ticker")).bridges.first?.outsideUses.map(\.position.line), [2, 2],
                       "`ticker.$value` and, through the cast, `(anything as! Ticker).$value`")
        XCTAssertEqual(blockers.reasons(info("Quiet")), [], "another class's publisher of the same name does not count")
        XCTAssertTrue(blockers.isUnobserved(info("Quiet")))
        XCTAssertEqual(blockers.reasons(info("Clock")), [
            "uses `objectWillChange`",
            "its publisher `lookup(anything).$now` is used (File1.swift:2) on an object Statecraft cannot resolve, which may be this class",
        ])
        XCTAssertEqual(blockers.reasons(info("Base")), [
            "`Child` inherits from it: `@Observable` does not carry over a class hierarchy; migrate it by hand",
        ])
        XCTAssertEqual(blockers.reasons(info("Child")), [
            "it inherits from `Base`: `@Observable` does not carry over a class hierarchy; migrate it by hand",
        ])
    }
}

extension IndexPassTests {
    func testValueResolverFollowsChainsMethodsAliasesAndTargets() {
        let index = makeIndex(["""
            typealias Store = AppStore
            @Observable final class AppStore { var cart = Cart() }
            @Observable final class Cart {}
            final class Router {
                let home: HomeRouter
                func destination(for route: String) -> Screen { Screen() }
            }
            final class HomeRouter { static let shared = HomeRouter(); func build() -> Screen { Screen() } }
            struct Screen {}
            struct Root: View {
                @Environment(Store.self) private var store
                let router: Router
                var body: some View { Text("") }
            }
            """, "final class Session { static let current = Session() }", "final class Session {}"])
        let values = index.values
        let root = index.types.resolve("Root", from: nil).info!
        func name(_ value: ValueFact) -> String {
            switch values.resolve(value, context: root) {
            case .project(let info): return info.qualifiedName
            case .other(let name): return "other \(name ?? "-")"
            case .ambiguous(let name): return "ambiguous \(name)"
            case .unknown: return "unknown"
            }
        }
        XCTAssertEqual(name(.typed("Store", path: [])), "AppStore", "aliases")
        XCTAssertEqual(name(.selfPath([])), "Root", "`self`")
        XCTAssertEqual(name(.selfPath(["store", "cart"])), "Cart", "an environment read, then a property")
        XCTAssertEqual(name(.selfPath(["router", .call("destination")])), "Screen", "a method's declared return type")
        XCTAssertEqual(name(.selfPath(["router", "home", .call("build")])), "Screen")
        XCTAssertEqual(name(.staticMember(base: "HomeRouter", path: ["shared", .call("build")])), "Screen")
        XCTAssertEqual(name(.staticMember(base: "URLSession", path: ["shared"])), "other URLSession")
        XCTAssertEqual(name(.selfPath([.call("missing")])), "unknown")
        let current = values.resolve(.staticMember(base: "Session", path: ["current"]), context: root)
        XCTAssertEqual(current.info.map { index.files[$0.file].path }, "File1.swift",
                       "of two types named alike (one per target), the one that declares the member")
    }
}

private extension TypeResolution {
    var qualifiedName: String? { info?.qualifiedName }
}
