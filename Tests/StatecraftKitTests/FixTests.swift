import Foundation
import XCTest
@testable import StatecraftKit

/// Golden before/after fixture sets under `Fixes/<case>/`: `before/` is copied to a temporary folder and fixed;
/// every file must then equal `after/` byte for byte, the summary must equal `summary.txt`, and a second
/// run must change nothing. `STATECRAFT_UPDATE_GOLDEN=1` rewrites `after/` and the summaries.
final class FixTests: XCTestCase {
    private let smallFixes: Set<String> = Set(FixEngine.fixIDs).subtracting(["observation-migration"])

    func testMigrationAcrossFiles() throws {
        try assertFixCase("migration", fixes: ["observation-migration"])
    }

    /// Rewrites that would not compile if done halfway: an App declared once per platform (each twin's injection
    /// is rewritten), a generic view bounded by the class (it stays an `ObservableObject`), a `@State` filling a
    /// protocol requirement (it stays visible). `FixCompileTests` type-checks before and after.
    func testRewritesThatMustCompile() throws {
        let result = try assertFixCase("must-compile", fixes: nil)
        XCTAssertEqual(result.migratedClasses.map(\.name), ["Tally"])
        XCTAssertEqual(result.skippedClasses.map(\.name), ["WishlistModel"])
    }

    func testEverySkipReason() throws {
        let result = try assertFixCase("skips", fixes: ["observation-migration"])
        XCTAssertEqual(result.migratedClasses.map(\.name), ["Clock", "Counter", "ColorCache", "Speaker", "Session", "Router"])
        // `Home` holds the `Router` declared in its own file (a module cannot declare two), so neither twin is
        // an ambiguity any more: the phone's is skipped for a reason of its own, the watch's migrates.
        XCTAssertEqual(result.skippedClasses.filter { $0.name == "Router" }.map(\.file), ["Targets.swift"])
        XCTAssertEqual(result.migratedClasses.filter { $0.name == "Router" }.map(\.file), ["WatchTargets.swift"])
        XCTAssertFalse(result.skippedClasses.contains { $0.reasons.joined().contains("several types are named `Router`") })
        XCTAssertTrue(result.behaviourChanges.contains { $0.message.hasPrefix("`ColorCache`: no view held it") })
        let reasons = Dictionary(result.skippedClasses.map { ($0.name, $0.reasons.joined(separator: "; ")) }, uniquingKeysWith: { $0 + $1 })
        XCTAssertTrue(reasons["Ticker"]!.contains("objectWillChange"))
        XCTAssertEqual(reasons["DownloadsModel"], "`enqueue(_:)` calls `objectWillChange.send()` beside writes of `queue`, which Observation does not track")
        XCTAssertEqual(reasons["SoundSettings"], "`mute()` calls `objectWillChange.send()` without setting a stored property of its own, so Observation would not announce what it signals")
        XCTAssertEqual(reasons["SearchModel"], "uses Combine publishers `$query`, and the names `queryPublisher` and `querySubject` are taken")
        XCTAssertTrue(reasons["PreviewPlaylistModel"]!.contains("it uses `$tracks`, the publisher of `PlaylistModel.tracks`, which Statecraft rewrites only in `PlaylistModel` itself"))
        XCTAssertEqual(reasons["PlaylistModel"], "the class hierarchy of `PlaylistModel` moves together, and `PreviewPlaylistModel` cannot migrate")
        XCTAssertEqual(reasons["Compass"], "it declares properties or initialisers inside `#if`, which Statecraft does not rewrite")
        XCTAssertTrue(reasons["MailComposer"]!.hasPrefix("`ComposeView` makes bindings from `$composer`, a generic constrained to `Composing` (Skipped.swift:"))
        XCTAssertEqual(reasons["SignInModel"], "it carries `@Stateful`, which may generate members (a `@Published` one, say) that `@Observable` would not track")
        XCTAssertEqual(reasons["Bookmark"], "it is a SwiftData `@Model`, observable already: drop `ObservableObject` and its wrappers by hand")
        XCTAssertEqual(reasons["LoginForm"], "it holds `email`, a `EmailField` that stays an `ObservableObject`: views reading it through `LoginForm` update today when `LoginForm` publishes, and would not once it is `@Observable`")
        XCTAssertEqual(reasons["FormModel"], "it passes `&$text` to a function other than `assign(to:)`, which needs the `@Published` storage")
        XCTAssertTrue(reasons["DocumentModel"]!.contains("`UIDocumentBase`, which is outside the project"))
        XCTAssertTrue(reasons["BaseListModel"]!.contains("`InboxModel` inherits from it"))
        XCTAssertEqual(reasons["FeedModel"], "it conforms to `Refreshing`, which requires `ObservableObject` and keeps it while `LiveFeedModel` cannot migrate")
        XCTAssertEqual(reasons["LiveFeedModel"], "uses `objectWillChange`")
        XCTAssertTrue(reasons["BadgeModel"]!.contains("passed to `Observing`"))
        XCTAssertTrue(reasons["DraftModel"]!.contains("`_count` clashes"), reasons["DraftModel"]!)
        XCTAssertTrue(reasons["LegacyBridge"]!.contains("statecraft:disable"))
        XCTAssertTrue(reasons["Preferences"]!.contains("makes bindings from its `@EnvironmentObject var preferences` outside its `body`"))
        XCTAssertTrue(reasons["PlayerModel"]!.contains("its publisher `session.player.$isPlaying` is used"))
        XCTAssertTrue(reasons["InboxModel"]!.contains("inherits from `BaseListModel`"))
        XCTAssertTrue(reasons["Theme"]!.contains("`.environmentObject(makeTheme())`"))
        XCTAssertTrue(reasons["Logger"]!.contains("passed to `watch`"))
        XCTAssertTrue(reasons["ClipTime"]!.contains("`ObservedObject<ClipTime>` needs it to stay an `ObservableObject`"))
        XCTAssertTrue(reasons["Settings"]!.contains("synthesised coding keys"), reasons["Settings"]!)
        XCTAssertTrue(reasons["Poller"]!.contains("`deinit` reads `timer`"))
        XCTAssertEqual(reasons["ImportJob"], MigrationBlockers.publishesNothing)
        XCTAssertTrue(reasons["Spotlight"]!.contains("uses `objectWillChange`"))
        XCTAssertEqual(reasons["Inbox"], "its `nonisolated` `init(sample:)` uses `isSample`, which `@Observable` makes main-actor isolated")
        XCTAssertTrue(reasons["Spotlight"]!.contains("its twin for another platform (Skipped.swift:"))
        XCTAssertEqual(reasons["ReaderSettings"], "its `@AppStorage` property `theme` publishes through the object today; `@Observable` cannot track property wrappers, so views reading it would stop updating")
        XCTAssertTrue(reasons["StoryDeck"]!.contains("`DeckView.body` calls `deck.story`, which sets `current`"))
        XCTAssertTrue(reasons["FolderPicker"]!.contains("an `init` reads `root` before every stored property is set"))
        XCTAssertTrue(reasons["Defaults"]!.contains("all its state is in property wrappers (`name` and `count`)"))
        XCTAssertTrue(reasons["ClipTime"]!.contains("uses the wrapper storage `_clipTime` directly"))
    }

    /// One verdict: `check` reports as migratable exactly the classes `fix` migrates, and each class `fix` skips
    /// with `fix`'s reasons, in its words.
    func testCheckAndFixAgreeOnEachClass() throws {
        let folder = try copyCase("skips")
        let fixed = try run(folder, fixes: ["observation-migration"])
        let linter = Linter(configuration: Configuration(), options: CheckOptions(jobs: 1, onlyRules: ["legacy-observable-object"]),
                            workingDirectory: folder.path)
        let loaded = try linter.loadIndex(paths: ["."])
        let findings = linter.run(index: loaded.index)
        let blockers = loaded.index.roles.migrationBlockers
        var checkedClasses = 0
        var seen: [String: Int] = [:]
        for report in fixed.skippedClasses + fixed.migratedClasses {
            // Lines move as `fix` rewrites earlier classes in its passes: classes are matched by name and file, and
            // twins of one name in one file (`#if` branches) by their order.
            let key = "\(report.file)|\(report.name)"
            let namesakes = loaded.index.types.all.filter { $0.qualifiedName == report.name && loaded.index.files[$0.file].path == report.file }
                .sorted { $0.declaration.position < $1.declaration.position }
            let info = try XCTUnwrap(namesakes.dropFirst(seen[key, default: 0]).first)
            seen[key, default: 0] += 1
            let classReasons = blockers.classReasons(info)
            XCTAssertTrue(Set(classReasons).isSubset(of: Set(report.reasons)), "\(report.name): fix gives \(report.reasons)")
            let disabled = classReasons.contains { $0.contains("statecraft:disable") }
            guard let finding = findings.first(where: { $0.file == report.file && $0.position == info.declaration.position }) else {
                XCTAssertTrue(disabled || !info.inherited.contains("ObservableObject"), "\(report.name) is not reported by check")
                continue
            }
            checkedClasses += 1
            for reason in classReasons { XCTAssertTrue(finding.message.contains(reason), "\(report.name): \(finding.message) lacks \(reason)") }
            let verdict = blockers.reasons(info)
            if report.reasons.isEmpty {
                // A class with one published property is information, still saying `fix` migrates it.
                // So is an `@Observable` class that only loses a leftover conformance.
                let single = info.storedProperties.filter { $0.hasWrapper("Published") }.count == 1
                let leftover = info.attributes.contains("Observable")
                XCTAssertEqual(finding.severity, single || leftover ? .info : .warning, "\(report.name) is migrated, so check says it can be")
                XCTAssertFalse(finding.message.contains("cannot"), "\(report.name) is migrated: \(finding.message)")
            } else {
                XCTAssertEqual(finding.severity, .info, "\(report.name): check calls it migratable, fix skips it for \(report.reasons)")
                // `fix` reports from its last pass, after earlier classes moved lines: compare without them.
                let unlined = { (reasons: [String]) in reasons.map { $0.replacingOccurrences(of: #":\d+\)"#, with: ")", options: .regularExpression) } }
                XCTAssertEqual(Set(unlined(Array(report.reasons.prefix(verdict.count)))), Set(unlined(verdict)),
                               "\(report.name): fix gives \(report.reasons), check \(verdict)")
            }
        }
        XCTAssertGreaterThan(checkedClasses, 15)
    }

    func testSmallerFixes() throws {
        let result = try assertFixCase("smaller", fixes: smallFixes)
        XCTAssertEqual(Set(result.fixCounts.keys), smallFixes.subtracting(["observation-migration"]))
    }

    /// New attributes follow the project's style: on the declaration's line when the project writes them so.
    func testAttributesFollowTheProjectStyle() throws {
        let folder = try temporaryFolder()
        try write("deployment_target: { ios: \"17.0\" }\narchitecture: mvvm\n", to: folder.appendingPathComponent(".statecraft.yml"))
        try write("""
            import SwiftUI

            @Observable class ListViewModel {
                var items: [String] = []
            }

            struct ListScreen: View {
                @State private var model = ListViewModel()
                var body: some View { Text("\\(model.items.count)") }
            }

            """, to: folder.appendingPathComponent("List.swift"))
        _ = FixEngine.write(try run(folder, fixes: ["view-model-shape"]))
        let text = try String(contentsOf: folder.appendingPathComponent("List.swift"), encoding: .utf8)
        XCTAssertTrue(text.contains("@Observable @MainActor final class ListViewModel {"), text)
    }

    /// Two fixes on one declaration: the migration wins, and the other fix's edits wait as a whole. The object
    /// the view creates becomes state it owns either way: the migration never leaves a plain `var` that is
    /// re-created on every update.
    func testOverlappingFixesApplyWholeOrNotAtAll() throws {
        let folder = try temporaryFolder()
        try write("deployment_target: { ios: \"17.0\" }\n", to: folder.appendingPathComponent(".statecraft.yml"))
        try write("""
            import SwiftUI

            final class Model: ObservableObject {
                @Published var count = 0
            }

            struct Counter: View {
                @ObservedObject var model = Model()
                var body: some View { Text("\\(model.count)") }
            }

            """, to: folder.appendingPathComponent("Counter.swift"))
        let result = try run(folder, fixes: ["observation-migration", "observed-object-owned"])
        XCTAssertEqual(result.changes.count, 1)
        XCTAssertTrue(result.changes[0].fixed.contains("\n    @State private var model = Model()\n"), result.changes[0].fixed)
        XCTAssertEqual(result.fixCounts, ["observation-migration": 2])
        _ = FixEngine.write(result)
        XCTAssertTrue(try run(folder, fixes: ["observation-migration", "observed-object-owned"]).changes.isEmpty)
    }

    /// Every fix at once on every fixture: each result parses, a second run changes nothing, and no view is left
    /// with a plain property that builds an observable object (re-created on every update, with no finding left
    /// to say so).
    func testAllFixesTogetherOnEveryFixture() throws {
        for name in ["migration", "skips", "smaller", "must-compile"] {
            let folder = try copyCase(name)
            let result = try run(folder, fixes: nil)
            XCTAssertEqual(result.rejected.map(\.reason), [], name)
            _ = FixEngine.write(result)
            XCTAssertEqual(try run(folder, fixes: nil).changes.map(\.path), [], "\(name): a second run changed files")
            let linter = Linter(configuration: Configuration(), workingDirectory: folder.path)
            let index = try linter.loadIndex(paths: ["."]).index
            for view in index.types.all where index.types.isView(view) {
                for property in view.storedProperties where property.wrappers.isEmpty && !property.isStatic {
                    guard case .construction(let built?)? = property.initializer,
                          case .project(let held) = index.types.resolve(built, from: view.qualifiedName), held.isClass,
                          index.types.observability(of: held) != .plainClass else { continue }
                    XCTFail("\(name): `\(view.name).\(property.name)` builds a `\(built)` that the view does not own")
                }
            }
        }
    }

    /// A CRLF project keeps CRLF everywhere, new lines included.
    func testCRLFFilesKeepTheirLineEndings() throws {
        let folder = try copyCase("migration", crlf: true)
        let result = try run(folder, fixes: ["observation-migration"])
        _ = FixEngine.write(result)
        for path in try swiftFiles(in: fixtureURL("migration/after")) {
            let expected = try String(contentsOf: fixtureURL("migration/after").appendingPathComponent(path), encoding: .utf8)
            let actual = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            XCTAssertEqual(actual, Self.crlf(expected), path)
            XCTAssertFalse(actual.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "\(path) has a bare LF")
        }
        XCTAssertTrue(try run(folder, fixes: ["observation-migration"]).changes.isEmpty)
    }

    /// `--dry-run` prints a unified diff and leaves the files alone; the JSON summary is stable.
    func testDryRunDiffAndJSON() throws {
        let folder = try copyCase("migration")
        let before = try snapshot(folder)
        let result = try run(folder, fixes: ["observation-migration"])
        try assertFixGolden(FixReporter.text(result, dryRun: true), "migration/dry-run.txt")
        try assertFixGolden(FixReporter.json(result, dryRun: false), "migration/summary.json")
        XCTAssertEqual(try snapshot(folder), before)
    }

    /// A UTF-8 file with a byte-order mark and no final newline, and a private file mode, survive a rewrite.
    func testEncodingTrailingNewlineAndPermissions() throws {
        let folder = try temporaryFolder()
        let source = "import SwiftUI\n\nstruct A: View {\n    var body: some View {\n        NavigationView { Text(\"é\") }\n    }\n}"
        let url = folder.appendingPathComponent("A.swift")
        try Data([0xEF, 0xBB, 0xBF] + Array(source.utf8)).write(to: url)
        XCTAssertEqual(chmod(url.path, 0o600), 0)
        let result = try run(folder, fixes: ["navigation-view"])
        XCTAssertFalse(FixEngine.write(result).wroteNothing)
        let data = try Data(contentsOf: url)
        XCTAssertEqual(Array(data.prefix(3)), [0xEF, 0xBB, 0xBF])
        XCTAssertEqual(String(decoding: data.dropFirst(3), as: UTF8.self),
                       source.replacingOccurrences(of: "NavigationView", with: "NavigationStack"))
        var info = stat()
        XCTAssertEqual(stat(url.path, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o600)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["A.swift"], "no temporary file left")
    }

    /// Files that cannot be rewritten byte for byte are left alone with a note.
    func testInvalidUTF8IsLeftAlone() throws {
        let folder = try temporaryFolder()
        let url = folder.appendingPathComponent("B.swift")
        try Data(Array("struct B: View { var body: some View { NavigationView { Text(\"".utf8) + [0xFF, 0xFE, 0x41] + Array("\") } } }\n".utf8))
            .write(to: url)
        let result = try run(folder, fixes: nil)
        XCTAssertTrue(result.changes.isEmpty)
        XCTAssertTrue(result.notes.contains { $0.message.contains("not valid UTF-8") })
    }

    /// Below the Observation deployment targets nothing is migrated, and the summary says why.
    func testOldDeploymentTargetMigratesNothing() throws {
        let folder = try temporaryFolder()
        try write("final class A: ObservableObject { @Published var x = 0 }\n", to: folder.appendingPathComponent("A.swift"))
        try write("deployment_target: { ios: \"16.0\" }\n", to: folder.appendingPathComponent(".statecraft.yml"))
        let result = try run(folder, fixes: ["observation-migration"])
        XCTAssertTrue(result.changes.isEmpty)
        XCTAssertTrue(result.notes.contains { $0.message.contains("older than Observation") })
    }

    /// Each class is gated on the Xcode targets that build its file; a skip names the target and its version.
    func testXcodeTargetTooOldBlocksOnlyTheClassesItBuilds() throws {
        let folder = try temporaryFolder()
        let project = try String(contentsOf: packageRoot.appendingPathComponent("Tests/StatecraftKitTests/Projects/Sundial.pbxproj"), encoding: .utf8)
        try write(project, to: folder.appendingPathComponent("Sundial.xcodeproj/project.pbxproj"))
        func legacy(_ name: String) -> String {
            """
            import SwiftUI
            final class \(name): ObservableObject { @Published var hour = 0 }
            struct \(name)View: View {
                @StateObject private var model = \(name)()
                var body: some View { Text("\\(model.hour)") }
            }

            """
        }
        try write(legacy("Store"), to: folder.appendingPathComponent("App/Store.swift"))
        try write(legacy("Timeline"), to: folder.appendingPathComponent("Widget/Timeline.swift"))
        let result = try run(folder, fixes: ["observation-migration"])
        XCTAssertEqual(result.migratedClasses.map(\.name), ["Store"])
        XCTAssertEqual(result.skippedClasses.map(\.name), ["Timeline"])
        XCTAssertEqual(result.skippedClasses.first?.reasons, ["the target `Widget` (iOS 16.0) is older than Observation"])
        XCTAssertFalse(result.notes.contains { $0.message.contains("no class migrated") })
    }

    /// One view name per target (`Phone/ContentView.swift`, `Watch/ContentView.swift`): each file's own
    /// declaration is the view holding the object, so the class migrates and both holders move.
    func testViewsOfOneNamePerTargetHoldTheirObjects() throws {
        let folder = try temporaryFolder()
        try write("deployment_target: { ios: \"17.0\", watchos: \"10.0\" }\n", to: folder.appendingPathComponent(".statecraft.yml"))
        try write("import SwiftUI\nfinal class Tide: ObservableObject { @Published var height = 0.0 }\n",
                  to: folder.appendingPathComponent("Shared/Tide.swift"))
        for platform in ["Phone", "Watch"] {
            try write("""
                import SwiftUI
                @main struct \(platform)App: App {
                    var body: some Scene { WindowGroup { ContentView() } }
                }
                struct ContentView: View {
                    @StateObject private var tide = Tide()
                    var body: some View { Gauge(tide: tide).environmentObject(tide) }
                }
                struct Gauge: View {
                    @ObservedObject var tide: Tide
                    var body: some View { Text("\\(tide.height)") }
                }

                """.replacingOccurrences(of: "Gauge", with: "\(platform)Gauge"), to: folder.appendingPathComponent("\(platform)/ContentView.swift"))
        }
        let result = try run(folder, fixes: ["observation-migration"])
        XCTAssertEqual(result.skippedClasses.flatMap(\.reasons), [])
        XCTAssertEqual(result.migratedClasses.map(\.name), ["Tide"])
        XCTAssertTrue(result.changes.first { $0.path.hasSuffix("Watch/ContentView.swift") }?.fixed.contains("@State private var tide = Tide()") ?? false)
    }

    /// Two apps (one per target) each hold a `private` class of one name declared in their own file: each holds
    /// its own, as `check` sees it, and both migrate with their holders (not "no view holds it").
    func testPrivateClassesOfOneNameEachMigrateWithTheirHolder() throws {
        let folder = try temporaryFolder()
        for target in ["Phone", "Paired"] {
            try write("""
                import SwiftUI
                @main struct DemoApp: App {
                    @StateObject private var model = AppModel()
                    var body: some Scene { WindowGroup { Text(model.status) } }
                }
                private final class AppModel: ObservableObject {
                    @Published var status = "\(target)"
                }

                """, to: folder.appendingPathComponent("\(target)/DemoApp.swift"))
        }
        var configuration = Configuration()
        configuration.optInRules.insert("legacy-property-wrapper")
        let check = try Linter(configuration: configuration, options: CheckOptions(jobs: 1), workingDirectory: folder.path).check(paths: ["."])
        XCTAssertEqual(check.findings.filter { $0.ruleID == "legacy-property-wrapper" }.map(\.message).filter { $0.contains("`fix` leaves") }, [])
        let result = try run(folder, fixes: ["observation-migration"])
        XCTAssertEqual(result.skippedClasses.flatMap(\.reasons), [])
        XCTAssertEqual(result.migratedClasses.map(\.name), ["AppModel", "AppModel"])
        for change in result.changes { XCTAssertTrue(change.fixed.contains("@State private var model = AppModel()"), change.fixed) }
    }

    /// Use sites people migrate by hand that the migration now follows: a preview's `@Previewable @StateObject`,
    /// a class's inert `@ObservedObject`, a static preview property injected from `static var previews`, a
    /// publisher read through a cast and through a capture list. A wrapper it does not rewrite that needs an
    /// `ObservableObject` (`@InjectedObject`) keeps its class.
    func testUseSitesFoundInRealMigrations() throws {
        let folder = try temporaryFolder()
        try write("deployment_target: { ios: \"17.0\" }\n", to: folder.appendingPathComponent(".statecraft.yml"))
        try write("""
            import SwiftUI
            import Combine

            final class Stopwatch: ObservableObject {
                @Published var seconds = 0
            }
            final class Preferences: ObservableObject {
                static let shared = Preferences()
                @Published var volume = 0.5
            }
            final class Profile: ObservableObject {
                @Published var name = ""
                @ObservedObject var preferences: Preferences = .shared
            }
            final class Route: ObservableObject {
                @Published var depth: Int = 0
            }
            final class Upload: ObservableObject {
                @Published var progress: Double = 0.0
            }
            final class Tagger: ObservableObject {
                @Published var tag: String = ""
                init(scanner: Scanner) { scanner.watch($tag) }
            }
            final class Scanner {
                func watch(_ tags: Published<String>.Publisher) {}
            }
            final class Vault: ObservableObject {
                @Published var locked = true
            }
            final class Monitor {
                var watchers: [AnyCancellable] = []
                func follow(_ item: AnyObject, upload: Upload) {
                    if let route = item as? Route { watchers.append(route.$depth.sink { print($0) }) }
                    Task { [upload] in for await value in upload.$progress.values { print(value) } }
                }
            }
            struct Dial: View {
                @EnvironmentObject var stopwatch: Stopwatch
                @StateObject private var profile = Profile()
                @StateObject private var route = Route()
                @StateObject private var upload = Upload()
                @InjectedObject(\\.vault) private var vault
                @Dependency(\\.relay) private var relay
                @StateObject private var tagger = Tagger(scanner: Scanner())
                var body: some View { Text("\\(stopwatch.seconds) \\(profile.name) \\(route.depth) \\(upload.progress) \\(vault.locked)") }
            }
            final class Relay: ObservableObject {
                @Published var connected = false
            }
            extension DependencyValues {
                var relay: Relay { self[RelayKey.self] }
            }
            extension Container {
                var vault: Factory<Vault> { self { Vault() } }
            }
            struct Fixtures {
                var spare = Stopwatch()
            }
            struct Dial_Previews: PreviewProvider {
                static var stopwatch: Stopwatch = { Stopwatch() }()
                static var fixtures = Fixtures()
                static var spare = fixtures.spare
                static var relay = DependencyValues().relay
                static var previews: some View { Dial().environmentObject(stopwatch).environmentObject(Dial().relay) }
                static var other: some View { Dial().environmentObject(spare).environmentObject(relay) }
            }
            #Preview {
                @Previewable @StateObject var stopwatch = Stopwatch()
                Dial().environmentObject(stopwatch)
            }

            """, to: folder.appendingPathComponent("Dial.swift"))
        let result = try run(folder, fixes: ["observation-migration"])
        XCTAssertEqual(result.migratedClasses.map(\.name).sorted(), ["Preferences", "Profile", "Relay", "Route", "Stopwatch", "Upload"])
        XCTAssertEqual(result.skippedClasses.map { "\($0.name): \($0.reasons.joined(separator: "; "))" },
                       ["Tagger: uses Combine publishers `$tag`, and `Published<String>` is written as a type (Dial.swift:32), which a bridged publisher would not match",
                        "Vault: `@InjectedObject var vault` (Dial.swift:49) holds it with a wrapper Statecraft does not rewrite, which needs an `ObservableObject`"])
        let fixed = try XCTUnwrap(result.changes.first?.fixed)
        XCTAssertTrue(fixed.contains("    @Previewable @State var stopwatch = Stopwatch()"), fixed)
        XCTAssertTrue(fixed.contains("    @ObservationIgnored var preferences: Preferences = .shared"), fixed)
        XCTAssertTrue(fixed.contains("route.depthPublisher.sink"), fixed)
        XCTAssertTrue(fixed.contains("upload.progressPublisher.values"), fixed)
        XCTAssertTrue(fixed.contains("Dial().environment(stopwatch).environment(Dial().relay) }"), fixed)
        XCTAssertTrue(fixed.contains("@InjectedObject(\\.vault) private var vault\n"), fixed)
        XCTAssertTrue(fixed.contains(".environment(Dial().relay)"), fixed)
        XCTAssertTrue(fixed.contains("Dial().environment(spare).environment(relay)"), fixed)
    }

    /// `$0` and named closure parameters over a typed collection (`jobs.forEach { $0.objectWillChange … }`) are
    /// its elements: only their class is held back, not every class in the project.
    func testClosureParametersOverTypedCollectionsResolve() throws {
        let source = """
            import SwiftUI
            import Combine

            final class Job: ObservableObject { @Published var done = false }
            final class Queue: ObservableObject { @Published var count = 0 }
            final class Board {
                var jobs: [Job] = []
                var watchers: [AnyCancellable] = []
                func watch() {
                    jobs.forEach { watchers.append($0.objectWillChange.sink { _ in }) }
                    watchers += jobs.map { job in job.objectWillChange.sink { _ in } }
                }
            }
            struct QueueView: View {
                @StateObject private var queue = Queue()
                @StateObject private var job = Job()
                var body: some View { Text("\\(queue.count) \\(job.done)") }
            }

            """
        let folder = try temporaryFolder()
        try write("deployment_target: { ios: \"17.0\" }\n", to: folder.appendingPathComponent(".statecraft.yml"))
        try write(source, to: folder.appendingPathComponent("Queue.swift"))
        let result = try run(folder, fixes: ["observation-migration"])
        XCTAssertEqual(result.migratedClasses.map(\.name), ["Queue"])
        XCTAssertEqual(result.skippedClasses.map { "\($0.name): \($0.reasons.joined(separator: "; "))" },
                       ["Job: `$0.objectWillChange` is used (Queue.swift:10); `job.objectWillChange` is used (Queue.swift:11)"])

        // An element of a generic parameter's type may be any class; the reason says which parameter.
        try write(source + """
            final class Pile<Item: ObservableObject> {
                var items: [Item] = []
                func watch() { items.forEach { _ = $0.objectWillChange } }
            }

            """, to: folder.appendingPathComponent("Queue.swift"))
        let generic = try run(folder, fixes: ["observation-migration"])
        XCTAssertEqual(generic.migratedClasses.map(\.name), [])
        XCTAssertEqual(generic.skippedClasses.first { $0.name == "Queue" }?.reasons,
                       ["`$0.objectWillChange` is used (Queue.swift:21) on a value of `Pile`'s generic parameter `Item: ObservableObject`, which may be any class"])
    }

    /// Types of one name in two targets (a watch app's view, a file-private class per screen): each use site and
    /// each class's own `$name` is rewritten as seen from its file, so both builds still compile.
    func testNamesakesInOtherFilesDoNotHideRewrites() throws {
        let folder = try temporaryFolder()
        try write("""
            import SwiftUI
            final class Picks: ObservableObject { @Published var ids = Set<Int>() }
            struct Root: View {
                @StateObject private var picks = Picks()
                var body: some View { PickList().environmentObject(picks) }
            }
            struct PickList: View {
                @EnvironmentObject var picks: Picks
                var body: some View {
                    List(selection: $picks.ids) { Text("row") }
                }
            }

            """, to: folder.appendingPathComponent("Phone/PickList.swift"))
        try write("import SwiftUI\nstruct PickList: View {\n    var body: some View { Text(\"watch\") }\n}\n",
                  to: folder.appendingPathComponent("Watch/PickList.swift"))
        for screen in ["Signup", "Rename"] {
            try write("""
                import SwiftUI
                import Combine
                struct \(screen)Field: View {
                    @StateObject private var input = DebouncedInput()
                    var body: some View { TextField("Name", text: $input.text) }
                }
                fileprivate final class DebouncedInput: ObservableObject {
                    @Published var text = ""
                    @Published var settled = ""
                    private var bag = Set<AnyCancellable>()
                    init() {
                        $text.removeDuplicates().sink { [weak self] in self?.settled = $0 }.store(in: &bag)
                    }
                }

                """, to: folder.appendingPathComponent("\(screen)Field.swift"))
        }
        let result = try run(folder, fixes: ["observation-migration"])
        XCTAssertEqual(result.skippedClasses.flatMap(\.reasons), [])
        XCTAssertEqual(result.migratedClasses.map(\.name).sorted(), ["DebouncedInput", "DebouncedInput", "Picks"])
        let phone = try XCTUnwrap(result.changes.first { $0.path.hasSuffix("Phone/PickList.swift") }?.fixed)
        XCTAssertTrue(phone.contains("@Bindable var picks = picks"), phone)
        for screen in ["Signup", "Rename"] {
            let fixed = try XCTUnwrap(result.changes.first { $0.path.hasSuffix("\(screen)Field.swift") }?.fixed)
            XCTAssertTrue(fixed.contains("        textPublisher.removeDuplicates()"), fixed)
            XCTAssertFalse(fixed.contains("$text"), fixed)
        }
    }

    func testEditsThatOverlapAreLeftForTheNextPass() {
        let text = "abcdef"
        let first = TextEdit(1..<3, "X", fix: "a")
        let overlapping = TextEdit(2..<4, "Y", fix: "b")
        let insertAtEnd = TextEdit.insert("+", at: 3, fix: "c")
        let result = TextEdit.apply([first, overlapping, insertAtEnd], to: text)
        XCTAssertEqual(result.text, "aX+def")
        XCTAssertEqual(result.applied.map(\.fix), ["a", "c"])
    }

    func testUnifiedDiff() {
        let old = "one\ntwo\nthree\nfour\nfive\nsix\nseven\neight\nnine\nten\n"
        let new = "one\n2\nthree\nfour\nfive\nsix\nseven\neight\nnine\nten\neleven"
        XCTAssertEqual(UnifiedDiff.render(old: old, new: new, path: "N.swift"), """
            --- a/N.swift
            +++ b/N.swift
            @@ -1,5 +1,5 @@
             one
            -two
            +2
             three
             four
             five
            @@ -8,3 +8,4 @@
             eight
             nine
             ten
            +eleven
            \\ No newline at end of file

            """)
        XCTAssertEqual(UnifiedDiff.render(old: old, new: old, path: "N.swift"), "")
    }

    // MARK: Support

    @discardableResult
    private func assertFixCase(_ name: String, fixes: Set<String>?, file: StaticString = #filePath, line: UInt = #line) throws -> FixResult {
        let folder = try copyCase(name)
        let result = try run(folder, fixes: fixes)
        XCTAssertTrue(result.rejected.isEmpty, "\(result.rejected)", file: file, line: line)
        XCTAssertFalse(FixEngine.write(result).wroteNothing, file: file, line: line)
        let after = fixtureURL("\(name)/after")
        if ProcessInfo.processInfo.environment["STATECRAFT_UPDATE_GOLDEN"] != nil {
            try? FileManager.default.removeItem(at: after)
            for path in try swiftFiles(in: folder) {
                try write(String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8), to: after.appendingPathComponent(path))
            }
        }
        XCTAssertEqual(try swiftFiles(in: folder), try swiftFiles(in: after), file: file, line: line)
        for path in try swiftFiles(in: after) {
            let expected = try Data(contentsOf: after.appendingPathComponent(path))
            let actual = try Data(contentsOf: folder.appendingPathComponent(path))
            XCTAssertEqual(String(decoding: actual, as: UTF8.self), String(decoding: expected, as: UTF8.self),
                           "\(name)/\(path) differs from after/", file: file, line: line)
        }
        try assertFixGolden(FixReporter.text(result, dryRun: false), "\(name)/summary.txt", file: file, line: line)
        let second = try run(folder, fixes: fixes)
        XCTAssertTrue(second.changes.isEmpty, "a second run changed \(second.changes.map(\.path))", file: file, line: line)
        return result
    }

    /// An `App` declared once per platform: the migration rewrites the injection in each, or the iOS build keeps
    /// `.environmentObject(selection)` on an object that is no longer an `ObservableObject`.
    func testPlatformTwinAppsEachHaveTheirInjectionRewritten() throws {
        let folder = try temporaryFolder()
        try write("deployment_target: { ios: \"17.0\", macos: \"14.0\" }\n", to: folder.appendingPathComponent(".statecraft.yml"))
        try write("""
            import SwiftUI
            #if os(iOS)
            @main struct TallyApp: App {
                @StateObject private var selection = Selection()
                var body: some Scene { WindowGroup { Counter().environmentObject(selection) } }
            }
            #endif

            """, to: folder.appendingPathComponent("App_iOS.swift"))
        try write("""
            import SwiftUI
            #if os(macOS)
            @main struct TallyApp: App {
                var body: some Scene { WindowGroup { DeskRoot() } }
            }
            struct DeskRoot: View {
                @StateObject private var selection = Selection()
                var body: some View { Counter().environmentObject(selection) }
            }
            #endif

            """, to: folder.appendingPathComponent("App_macOS.swift"))
        try write("""
            import SwiftUI
            final class Selection: ObservableObject { @Published var count = 0 }
            struct Counter: View {
                @EnvironmentObject var selection: Selection
                var body: some View { Text("\\(selection.count)") }
            }

            """, to: folder.appendingPathComponent("Model.swift"))
        let result = try run(folder, fixes: ["observation-migration"])
        XCTAssertEqual(result.migratedClasses.map(\.name), ["Selection"])
        for file in ["App_iOS.swift", "App_macOS.swift"] {
            let fixed = try XCTUnwrap(result.changes.first { $0.path.hasSuffix(file) }?.fixed)
            XCTAssertTrue(fixed.contains("Counter().environment(selection)"), fixed)
            XCTAssertFalse(fixed.contains("environmentObject"), fixed)
        }
    }

    /// A generic view whose parameter is bounded by the class holds it with `@ObservedObject`, which needs an
    /// `ObservableObject`: the class stays one, with the reason.
    func testAGenericParameterBoundedByTheClassKeepsIt() throws {
        let folder = try temporaryFolder()
        try write("deployment_target: { ios: \"17.0\" }\n", to: folder.appendingPathComponent(".statecraft.yml"))
        try write("""
            import SwiftUI
            class ShelfModel: ObservableObject { @Published var books: [String] = [] }
            struct ShelfView<Model: ShelfModel>: View {
                @ObservedObject var model: Model
                var body: some View { Text("\\(model.books.count)") }
            }

            """, to: folder.appendingPathComponent("Shelf.swift"))
        let result = try run(folder, fixes: ["observation-migration"])
        XCTAssertEqual(result.migratedClasses.map(\.name), [])
        XCTAssertEqual(result.changes.count, 0)
        XCTAssertEqual(result.skippedClasses.flatMap(\.reasons),
                       ["`@ObservedObject var model` (Shelf.swift:4) holds a generic parameter `Model` bounded by it, which Statecraft does not rewrite: migrate by hand"])
    }

    private func run(_ folder: URL, fixes: Set<String>?) throws -> FixResult {
        var notes: [Note] = []
        let configPath = folder.appendingPathComponent(".statecraft.yml").path
        let configuration = FileManager.default.fileExists(atPath: configPath)
            ? try ConfigurationLoader.load(path: configPath, catalog: RuleRegistry.catalogInfo, notes: &notes)
            : Configuration()
        let engine = FixEngine(configuration: configuration, options: FixOptions(fixes: fixes, jobs: 2),
                               workingDirectory: folder.path)
        return try engine.run(paths: ["."])
    }

    private func fixtureURL(_ path: String) -> URL {
        packageRoot.appendingPathComponent("Tests/StatecraftKitTests/Fixes").appendingPathComponent(path)
    }

    private func copyCase(_ name: String, crlf: Bool = false) throws -> URL {
        let folder = try temporaryFolder()
        let before = fixtureURL("\(name)/before")
        for path in try FileManager.default.subpathsOfDirectory(atPath: before.path) {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: before.appendingPathComponent(path).path, isDirectory: &isFolder)
            if isFolder.boolValue { continue }
            let text = try String(contentsOf: before.appendingPathComponent(path), encoding: .utf8)
            try write(crlf && path.hasSuffix(".swift") ? Self.crlf(text) : text, to: folder.appendingPathComponent(path))
        }
        return folder
    }

    private func swiftFiles(in folder: URL) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
    }

    private func snapshot(_ folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for path in try swiftFiles(in: folder) { result[path] = try Data(contentsOf: folder.appendingPathComponent(path)) }
        return result
    }

    private func assertFixGolden(_ output: String, _ path: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = fixtureURL(path)
        if ProcessInfo.processInfo.environment["STATECRAFT_UPDATE_GOLDEN"] != nil { try write(output, to: url) }
        XCTAssertEqual(output, try String(contentsOf: url, encoding: .utf8), "\(path) differs from its golden file", file: file, line: line)
    }

    private static func crlf(_ text: String) -> String { text.replacingOccurrences(of: "\n", with: "\r\n") }
}
