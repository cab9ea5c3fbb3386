import Foundation
import XCTest
@testable import StatecraftKit

struct CLIRun {
    var status: Int32
    var output: String
    var error: String
}

/// An executable the package builds, beside the tests.
func builtProduct(_ name: String) -> URL {
    #if os(macOS)
    let products = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }!.bundleURL.deletingLastPathComponent()
    #else
    let products = Bundle.main.bundleURL
    #endif
    return products.appendingPathComponent(name)
}

/// Runs the built `statecraft` executable in `folder`, as users do.
func runStatecraft(_ arguments: [String], in folder: URL, environment: [String: String]? = nil, input: String? = nil) throws -> CLIRun {
    let process = Process()
    process.executableURL = builtProduct("statecraft")
    process.arguments = arguments
    process.currentDirectoryURL = folder
    if let environment { process.environment = environment }
    let output = Pipe(), error = Pipe(), standardInput = Pipe()
    process.standardOutput = output
    process.standardError = error
    if input != nil { process.standardInput = standardInput }
    try process.run()
    if let input {
        standardInput.fileHandleForWriting.write(Data(input.utf8))
        standardInput.fileHandleForWriting.closeFile()
    }
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CLIRun(status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
                  error: String(decoding: errData, as: UTF8.self))
}

/// Runs the `statecraft` executable as users do, checking exit codes and messages.
final class CLITests: XCTestCase {
    private func run(_ arguments: [String], in folder: URL) throws -> CLIRun {
        try runStatecraft(arguments, in: folder)
    }

    private func project(_ files: [String: String]) throws -> URL {
        let root = try temporaryFolder()
        for (path, text) in files { try write(text, to: root.appendingPathComponent(path)) }
        return root
    }

    private let warningOnly = "struct A: View {\n    var body: some View { NavigationView { Text(\"a\") } }\n}\n"
    private let publicState = "struct A: View {\n    @State var n = 0\n    var body: some View { Button(\"\\(n)\") { n += 1 } }\n}\n"
    private let withError = "struct B: View {\n    @ObservedObject var m = Model()\n    var body: some View { Text(m.title) }\n}\n"

    func testExitCodes() throws {
        let clean = try project(["A.swift": "struct A: View { var body: some View { Text(\"a\") } }\n"])
        XCTAssertEqual(try run(["check", "."], in: clean).status, 0)

        let warnings = try project(["A.swift": warningOnly])
        let warned = try run(["check", "--format", "relative-path"], in: warnings)
        XCTAssertEqual(warned.status, 0)
        XCTAssertEqual(warned.output, "A.swift:2:27: warning: `NavigationView` is deprecated: use `NavigationStack` for a single column, or `NavigationSplitView` for a sidebar and detail [navigation-view]\n")
        XCTAssertEqual(try run(["check", "--strict"], in: warnings).status, 1)
        // `xcode` gives full paths, which Xcode needs to jump to a finding from a build phase.
        let full = try run(["check", "--format", "xcode"], in: warnings)
        XCTAssertEqual(full.output, warnings.resolvingSymlinksInPath().path + "/" + warned.output)

        let errors = try project(["B.swift": withError])
        XCTAssertEqual(try run(["check", "."], in: errors).status, 1)
    }

    func testBadUsageExitsTwoWithOneLine() throws {
        let folder = try project(["A.swift": warningOnly])
        let missing = try run(["check", "NoSuchFolder"], in: folder)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.error, "statecraft: error: no such file or folder: NoSuchFolder\n")

        // One id per `--rule`, or a comma list: the path after it stays a path.
        let listed = try run(["check", "--rule", "state-not-private,task-in-onappear", ".", "--format", "json"], in: folder)
        XCTAssertNotEqual(listed.status, 2, listed.error)
        let repeated = try run(["check", "--rule", "state-not-private", ".", "--rule", "task-in-onappear"], in: folder)
        XCTAssertNotEqual(repeated.status, 2, repeated.error)

        let badRule = try run(["check", "--rule", "nope"], in: folder)
        XCTAssertEqual(badRule.status, 2)
        XCTAssertTrue(badRule.error.contains("unknown rule `nope`"))

        XCTAssertEqual(try run(["explain", "nope"], in: folder).status, 2)
        // A rule asked for by name runs only with its pack, and the run says so when it did not.
        let mv = try project(["A.swift": warningOnly, ".statecraft.yml": "architecture: mv\n"])
        let inactive = try run(["check", "--rule", "view-model-shape"], in: mv)
        XCTAssertEqual(inactive.status, 0)
        XCTAssertTrue(inactive.output.contains("`view-model-shape` is in the mvvm pack, which this run does not apply"), inactive.output)

        // `-q` hides notes in the text report too.
        let noted = try project(["A.swift": warningOnly, "B.swift": "\u{FEFF}struct B {}\n"])
        try Data([0xFF, 0xFE, 0x41, 0x00]).write(to: noted.appendingPathComponent("C.swift"))
        XCTAssertTrue(try run(["check"], in: noted).output.contains("Notes\n"))
        XCTAssertFalse(try run(["check", "-q"], in: noted).output.contains("Notes\n"))
        let explained = try run(["explain", "task-in-onappear", "--format", "json"], in: folder)
        XCTAssertEqual(explained.status, 0)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(explained.output.utf8)) as? [String: Any])
        XCTAssertEqual((object["tool"] as? [String: Any])?["name"] as? String, "statecraft")
        let rule = try XCTUnwrap(object["rule"] as? [String: Any])
        XCTAssertEqual(rule["id"] as? String, "task-in-onappear")
        XCTAssertEqual(rule["fixable"] as? Bool, true)
        XCTAssertFalse((rule["triggering"] as? [String] ?? []).isEmpty)
        XCTAssertFalse((rule["corrections"] as? [[String: String]] ?? []).isEmpty)
        let negativeJobs = try run(["check", "--jobs", "-3"], in: folder)
        XCTAssertEqual(negativeJobs.status, 2)
        XCTAssertEqual(negativeJobs.error, "statecraft: error: --jobs must be at least 1\n")
        let empty = try temporaryFolder()
        let nothing = try run(["check"], in: empty)
        XCTAssertEqual(nothing.status, 2)
        XCTAssertEqual(nothing.error, "statecraft: error: no Swift file to check in . (pass --allow-empty to accept that)\n")
        XCTAssertEqual(try run(["check", "--allow-empty"], in: empty).status, 0)
        let misspelt = try run(["explain", "state-not-privat"], in: folder)
        XCTAssertEqual(misspelt.status, 2)
        XCTAssertEqual(misspelt.error, "statecraft: error: unknown rule `state-not-privat`; did you mean `state-not-private`? (run `statecraft rules` for the list)\n")
        XCTAssertEqual(try run(["check", "--format", "pdf"], in: folder).status, 2)
    }

    func testFixDryRunPrintsADiffAndFixWrites() throws {
        let folder = try project(["A.swift": publicState])
        let dryRun = try run(["fix", "--dry-run"], in: folder)
        XCTAssertEqual(dryRun.status, 0)
        XCTAssertTrue(dryRun.output.hasPrefix("--- a/A.swift\n+++ b/A.swift\n@@ -1,4 +1,4 @@\n struct A: View {\n-    @State var n = 0\n+    @State private var n = 0\n"), dryRun.output)
        XCTAssertTrue(dryRun.output.contains("Would apply 1 fix in 1 file:\n  state-not-private  1\n"), dryRun.output)
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("A.swift"), encoding: .utf8), publicState)

        // `--dry-run --strict` fails when a fix would change a file, and changes nothing.
        XCTAssertEqual(try run(["fix", "--rule", "state-not-private", "--dry-run", "--strict"], in: folder).status, 1)
        XCTAssertEqual(try run(["fix", "--rule", "state-not-private", "--strict"], in: folder).status, 2)
        let fixed = try run(["fix", "--rule", "state-not-private", "--format", "json"], in: folder)
        XCTAssertEqual(fixed.status, 0)
        XCTAssertTrue(fixed.output.contains("\"filesChanged\" : 1"), fixed.output)
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("A.swift"), encoding: .utf8),
                       publicState.replacingOccurrences(of: "@State var", with: "@State private var"))
        XCTAssertEqual(try run(["fix"], in: folder).output, "Nothing to fix in 1 file.\n")
        XCTAssertEqual(try run(["fix", "--dry-run", "--strict"], in: folder).status, 0, "nothing left to change")
    }

    func testFixRejectsRulesWithoutAFix() throws {
        let folder = try project(["A.swift": warningOnly])
        let legacy = try run(["fix", "--rule", "legacy-observable-object"], in: folder)
        XCTAssertEqual(legacy.status, 2)
        XCTAssertTrue(legacy.error.contains("is fixed by `--rule observation-migration`"), legacy.error)
        let noFix = try run(["fix", "--rule", "prop-drilling"], in: folder)
        XCTAssertEqual(noFix.status, 2)
        XCTAssertTrue(noFix.error.contains("rule `prop-drilling` has no fix"), noFix.error)
        XCTAssertEqual(try run(["fix", "--rule", "nope"], in: folder).status, 2)
        XCTAssertEqual(try run(["fix", "NoSuchFolder"], in: folder).status, 2)
    }

    func testInvalidConfigNamesFileAndLine() throws {
        let folder = try project(["A.swift": warningOnly, ".statecraft.yml": "architecture: mv\nexclude: [Pods]\nbogus: 1\n"])
        let result = try run(["check"], in: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.hasPrefix("statecraft: error: "), result.error)
        XCTAssertTrue(result.error.contains(".statecraft.yml:3: unknown key `bogus`"), result.error)
        XCTAssertEqual(result.error.split(separator: "\n").count, 1)
    }

    func testConfigurationIsFoundAndApplied() throws {
        let folder = try project(["Sources/A.swift": publicState, ".statecraft.yml": "disabled_rules: [state-not-private]\n"])
        let result = try run(["check", "Sources", "--format", "relative-path"], in: folder)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.output, "")
    }

    func testOutputFileAndJSON() throws {
        let folder = try project(["A.swift": publicState])
        XCTAssertEqual(try run(["check", "--format", "json", "--output", "report.json"], in: folder).status, 0)
        let data = try Data(contentsOf: folder.appendingPathComponent("report.json"))
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let findings = try XCTUnwrap(json["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.first?["rule"] as? String, "state-not-private")
        XCTAssertEqual(findings.first?["file"] as? String, "A.swift")
        XCTAssertEqual(findings.first?["line"] as? Int, 2)
    }

    func testMapStatsCountsReachAndListsWhatIsLeftOut() throws {
        let folder = try project([
            "App.swift": "@main struct ShopApp: App { var body: some Scene { WindowGroup { HomeView() } } }\n",
            "Home.swift": "struct HomeView: View { var body: some View { Text(\"Home\") } }\n",
            "Hosted.swift": """
                final class Coordinator { func start() -> UIViewController { UIHostingController(rootView: CardView()) } }
                struct CardView: View { var body: some View { Text("Card") } }

                """,
            "Old.swift": "struct OldView: View { var body: some View { Text(\"Old\") } }\n",
            "Draft.swift": "struct DraftView: View { var body: some View { Text(\"Draft\") } }\n#Preview { DraftView() }\n",
        ])
        let text = try run(["map", "--stats", "--verbose"], in: folder)
        XCTAssertEqual(text.status, 0)
        XCTAssertEqual(text.output, """
            4 views
              reached from app scenes          1  (25%)
              reached from hosting roots       1  (25%)
              reached from previews only       1  (25%)
              not reached                      1  (25%)
            checked on app paths: 2 of 4 (50%)
            not reached, by reason:
              no construction found                     1

            not reached:
            Old.swift:1: OldView: no construction found

            reached from previews only:
            Draft.swift:1: DraftView: built by previews, not by app code the model follows

            """)
        let json = try run(["map", "--stats", "--format", "json"], in: folder)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        XCTAssertEqual(document["coverage"] as? [String: Int],
                       ["views": 4, "fromScenes": 1, "fromHostingRoots": 1, "fromPreviewsOnly": 1, "unreached": 1,
                        "declaredViews": 4, "unmodelledViews": 0])
        let unreached = try XCTUnwrap(document["unreachedViews"] as? [[String: Any]])
        XCTAssertEqual(unreached.first?["name"] as? String, "OldView")
        let previewOnly = try XCTUnwrap(document["previewOnlyViews"] as? [[String: Any]])
        XCTAssertEqual(previewOnly.first?["name"] as? String, "DraftView")
        let check = try run(["check", "--format", "json"], in: folder)
        let summary = try XCTUnwrap((JSONSerialization.jsonObject(with: Data(check.output.utf8)) as? [String: Any])?["summary"] as? [String: Any])
        XCTAssertEqual((summary["coverage"] as? [String: Int])?["fromHostingRoots"], 1)
    }

    func testRulesAndExplain() throws {
        let folder = try temporaryFolder()
        let rules = try run(["rules", "--format", "json"], in: folder)
        XCTAssertEqual(rules.status, 0)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(rules.output.utf8)) as? [String: Any])
        let list = try XCTUnwrap(document["rules"] as? [[String: Any]])
        XCTAssertEqual(list.compactMap { $0["id"] as? String }, RuleRegistry.descriptions.map(\.id))
        let explain = try run(["explain", "task-in-onappear"], in: folder)
        XCTAssertEqual(explain.status, 0)
        XCTAssertTrue(explain.output.contains(".task"))
    }
}

/// Baselines: a team adopts Statecraft on an existing codebase, and only new findings fail a run.
final class BaselineTests: XCTestCase {
    private let ownedModel = """
        import SwiftUI

        struct Profile: View {
            @ObservedObject var model = ProfileModel()
            var body: some View { Text(model.name) }
        }

        """

    func testTheNextRunPassesEvenAfterEditsAboveAndAMove() throws {
        let root = try temporaryFolder()
        try write(ownedModel, to: root.appendingPathComponent("Profile.swift"))
        let first = try runStatecraft(["check", ".", "--write-baseline", "baseline.json"], in: root)
        XCTAssertEqual(first.status, 1, "the baseline is written and the run still reports: \(first.output)")
        let baseline = try Baseline.load(path: root.appendingPathComponent("baseline.json").path)
        XCTAssertEqual(baseline.findings.map(\.rule), ["observed-object-owned"])

        // Lines added above the finding, then the file moved to another folder.
        try write("// Profile screen.\n// Shows the user's name.\n\n" + ownedModel, to: root.appendingPathComponent("Profile.swift"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Screens"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: root.appendingPathComponent("Profile.swift"), to: root.appendingPathComponent("Screens/Profile.swift"))
        let second = try runStatecraft(["check", ".", "--baseline", "baseline.json"], in: root)
        XCTAssertEqual(second.status, 0, second.output)
        XCTAssertTrue(second.output.contains("No findings."), second.output)
        XCTAssertTrue(second.output.contains("1 finding is in the baseline and not reported"), second.output)

        // A new finding fails the run, and only it is reported.
        try write(ownedModel.replacingOccurrences(of: "Profile", with: "Settings"), to: root.appendingPathComponent("Settings.swift"))
        let third = try runStatecraft(["check", ".", "--baseline", "baseline.json", "--format", "relative-path"], in: root)
        XCTAssertEqual(third.status, 1)
        XCTAssertEqual(third.output.split(separator: "\n").count, 1, third.output)
        XCTAssertTrue(third.output.hasPrefix("Settings.swift:4:"), third.output)
    }

    func testTheConfigurationNamesTheBaselineAndStaleEntriesAreNoted() throws {
        let root = try temporaryFolder()
        try write(ownedModel, to: root.appendingPathComponent("Profile.swift"))
        try write("baseline: ci/statecraft-baseline.json\n", to: root.appendingPathComponent(".statecraft.yml"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("ci"), withIntermediateDirectories: true)
        _ = try runStatecraft(["check", ".", "--write-baseline", "ci/statecraft-baseline.json"], in: root)
        XCTAssertEqual(try runStatecraft(["check", "."], in: root).status, 0)

        // The finding is fixed: the run passes and says the entry can go.
        try write(ownedModel.replacingOccurrences(of: "@ObservedObject var", with: "@StateObject private var"),
                  to: root.appendingPathComponent("Profile.swift"))
        let fixed = try runStatecraft(["check", "."], in: root)
        XCTAssertEqual(fixed.status, 0)
        XCTAssertTrue(fixed.output.contains("1 baseline entry matches no finding any more"), fixed.output)
    }

    func testAMissingOrForeignBaselineIsBadUsage() throws {
        let root = try temporaryFolder()
        try write(ownedModel, to: root.appendingPathComponent("Profile.swift"))
        let missing = try runStatecraft(["check", ".", "--baseline", "none.json"], in: root)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.error.contains("cannot read the baseline `none.json`"), missing.error)
        try write("{\"results\": []}", to: root.appendingPathComponent("other.json"))
        let foreign = try runStatecraft(["check", ".", "--baseline", "other.json"], in: root)
        XCTAssertEqual(foreign.status, 2)
        XCTAssertTrue(foreign.error.contains("is not a Statecraft baseline"), foreign.error)
    }

    /// The fingerprint leaves out line numbers and folders, in the message and in its position.
    func testFingerprintsIgnoreLinesAndFolders() {
        let finding = Finding(ruleID: "r", severity: .warning, message: "`A` is injected at Views/Root.swift:12 (Sources/App/Main.swift:3:9)",
                              file: "Sources/A.swift", position: SourcePosition(line: 4, column: 1))
        var moved = finding
        moved.file = "Other/A.swift"
        moved.position.line = 40
        moved.message = "`A` is injected at Root.swift:90 (Main.swift:7:2)"
        XCTAssertEqual(Fingerprint.of(finding, lineText: "    @State var a = 0"), Fingerprint.of(moved, lineText: "@State  var a = 0"))
        XCTAssertNotEqual(Fingerprint.of(finding, lineText: "@State var a = 0"), Fingerprint.of(finding, lineText: "@State var b = 0"))
        XCTAssertEqual(Fingerprint.normalized(message: "`A` is injected at Views/Root.swift:12 (Sources/App/Main.swift:3:9)"),
                       "`A` is injected at Root.swift (Main.swift)")
        XCTAssertEqual(Fingerprint.normalized(message: "see `/tmp/x y/Feed.swift:8`, 'Pkg/Row.swift' and .swift:2 or Notes.md:3"),
                       "see `/tmp/x Feed.swift`, 'Row.swift' and .swift or Notes.md:3")
    }

    /// Each line a finding points at is read from the file's bytes, `\r\n` files included.
    func testFingerprintLinesAreReadFromTheBytes() {
        let data = Data("let a = 1\r\n  let b = 2\n\nlet c = 3".utf8)
        XCTAssertEqual(Fingerprint.lines([1, 2, 3, 4, 9], of: data), [1: "let a = 1\r", 2: "  let b = 2", 3: "", 4: "let c = 3"])
    }
}

/// `--only`: a pre-commit hook or an editor checks a few files and gets the findings a full run gives them.
final class ChangedFilesTests: XCTestCase {
    private let examples = packageRoot.appendingPathComponent("Examples")

    private func findings(_ run: CLIRun) -> [String] {
        run.output.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") || $0.contains(": warning: ") || $0.contains(": note: ") }
    }

    func testOnlyReportsWhatAFullRunReportsForThoseFiles() throws {
        // Checked alone, these files lose the findings other files explain (what injects, who reads).
        let files = ["TrailJournal/Views/SettingsView.swift", "TrailJournal/Components/StatTile.swift", "Pantry/Components/ShoppingListBadge.swift"]
        let full = findings(try runStatecraft(["check", ".", "--format", "relative-path"], in: examples))
        let only = try runStatecraft(["check", "--format", "relative-path", "--only"] + files, in: examples)
        XCTAssertEqual(findings(only), full.filter { line in files.contains { line.hasPrefix($0 + ":") } })
        XCTAssertEqual(findings(only).count, 5)
        let alone = findings(try runStatecraft(["check", "--format", "relative-path"] + files, in: examples))
        XCTAssertNotEqual(alone, findings(only), "the whole-project context changes what these files get")

        // The same list from standard input.
        let piped = try runStatecraft(["check", "--format", "relative-path", "--only", "-"], in: examples, input: files.joined(separator: "\n"))
        XCTAssertEqual(findings(piped), findings(only))
    }

    /// A folder whose only Swift file is skipped: `check` refuses the run and says why the file was left out.
    func testCheckSaysWhyItsOnlyFileWasSkipped() throws {
        let root = try temporaryFolder()
        try write("max_file_size_kb: 1\n", to: root.appendingPathComponent(".statecraft.yml"))
        try write("// " + String(repeating: "x", count: 3000) + "\nstruct Big {}\n", to: root.appendingPathComponent("Big.swift"))
        let run = try runStatecraft(["check", "."], in: root)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.error.contains("no Swift file to check in .; Big.swift: skipped: 2 KB is over the 1 KB limit"), run.error)
    }

    /// The files reported on are compared as resolved paths: one named through a link is the file it points to,
    /// and only a file no run checked is noted as such.
    func testReportedFilesAreMatchedHoweverTheirPathIsWritten() throws {
        let root = try temporaryFolder()
        let project = root.appendingPathComponent("App")
        try write("import SwiftUI\nstruct Home: View {\n    @State var count = 0\n    var body: some View { Text(\"\\(count)\") }\n}\n",
                  to: project.appendingPathComponent("Home.swift"))
        try write("struct Other {}\n", to: project.appendingPathComponent("Other.swift"))
        try write("struct Outside {}\n", to: root.appendingPathComponent("Outside.swift"))
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Link.swift").path,
                                                   withDestinationPath: project.appendingPathComponent("Home.swift").path)
        var result = try Linter(configuration: Configuration(), options: CheckOptions(jobs: 1), workingDirectory: project.path)
            .check(paths: [project.path])
        let full = result.findings
        XCTAssertFalse(full.isEmpty)
        let given = [root.appendingPathComponent("Link.swift").path, project.appendingPathComponent("Other.swift").path,
                     root.appendingPathComponent("Outside.swift").path]
        ReportedFiles.keep(Set(given.map { ReportedFiles.canonical($0) }), in: &result, paths: [project.path],
                           workingDirectory: project.path)
        XCTAssertEqual(result.findings, full, "the link names the checked Home.swift")
        let unchecked = result.notes.filter { $0.message.hasPrefix("not among the checked files") }.compactMap(\.file)
        XCTAssertEqual(unchecked, [ReportedFiles.canonical(root.appendingPathComponent("Outside.swift").path)])
    }

    func testNoSwiftFileToReportOnPassesAndFoldersAreRefused() throws {
        let none = try runStatecraft(["check", "--only", "README.md"], in: examples)
        XCTAssertEqual(none.status, 0)
        XCTAssertEqual(none.output, "")
        let folder = try runStatecraft(["check", "--only", "Pantry"], in: examples)
        XCTAssertEqual(folder.status, 2)
        XCTAssertTrue(folder.error.contains("--only takes files, and `Pantry` is a folder"), folder.error)
    }

    func testForceExcludeKeepsExcludedFilesOut() throws {
        let root = try temporaryFolder()
        let owned = "import SwiftUI\nstruct Generated: View {\n    @ObservedObject var model = Model()\n    var body: some View { Text(model.name) }\n}\nfinal class Model: ObservableObject {\n    @Published var name = \"\"\n    func rename(_ new: String) { name = new }\n}\n"
        try write(owned, to: root.appendingPathComponent("Generated/Screen.swift"))
        try write("exclude: [Generated]\n", to: root.appendingPathComponent(".statecraft.yml"))
        // Named explicitly, an excluded file is checked, as SwiftLint does; --force-exclude keeps it out.
        XCTAssertEqual(try runStatecraft(["check", "Generated/Screen.swift"], in: root).status, 1)
        let forced = try runStatecraft(["check", "Generated/Screen.swift", "--force-exclude", "--allow-empty"], in: root)
        XCTAssertEqual(forced.status, 0, forced.output)
        let hook = try runStatecraft(["check", "--force-exclude", "--only", "Generated/Screen.swift"], in: root)
        XCTAssertEqual(hook.status, 0)
        XCTAssertEqual(hook.output, "")
    }
}

/// Xcode's run-script phase hands the files it lists to the script as `SCRIPT_INPUT_FILE_0…` variables.
final class ScriptInputFilesTests: XCTestCase {
    func testScriptInputFilesAreTheFilesReportedOn() throws {
        let examples = packageRoot.appendingPathComponent("Examples")
        let process = Process()
        process.executableURL = Bundle.main.bundleURL.appendingPathComponent("statecraft")
        process.arguments = ["check", ".", "--use-script-input-files", "--format", "relative-path"]
        process.currentDirectoryURL = examples
        process.environment = ["SCRIPT_INPUT_FILE_COUNT": "1", "SCRIPT_INPUT_FILE_0": examples.appendingPathComponent("TrailJournal/Views/SettingsView.swift").path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let lines = text.split(separator: "\n").filter { $0.contains(": warning: ") || $0.contains(": error: ") || $0.contains(": note: ") }
        XCTAssertFalse(lines.isEmpty, text)
        XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("TrailJournal/Views/SettingsView.swift:") }, text)
    }
}

/// `statecraft init` writes a configuration that reads back, says what it found, and never overwrites silently.
final class InitTests: XCTestCase {
    func testInitWritesAValidCommentedConfiguration() throws {
        let root = try temporaryFolder()
        let source = packageRoot.appendingPathComponent("Examples/Pantry")
        for name in try FileManager.default.subpathsOfDirectory(atPath: source.path) where name.hasSuffix(".swift") {
            try write(try String(contentsOf: source.appendingPathComponent(name), encoding: .utf8), to: root.appendingPathComponent(name))
        }
        let first = try runStatecraft(["init"], in: root)
        XCTAssertEqual(first.status, 0, first.error)
        let text = try String(contentsOf: root.appendingPathComponent(".statecraft.yml"), encoding: .utf8)
        var notes: [Note] = []
        XCTAssertNoThrow(try ConfigurationLoader.parse(text, file: ".statecraft.yml", catalog: RuleRegistry.catalogInfo, notes: &notes))
        XCTAssertTrue(text.contains("# Found: mvvm (auto: 3 of 3 screens)."), text)
        XCTAssertTrue(text.contains("#   observed-object-owned"), text)
        XCTAssertEqual(try runStatecraft(["check", "."], in: root).status, 1, "the written file is read by check")

        let again = try runStatecraft(["init"], in: root)
        XCTAssertEqual(again.status, 2)
        XCTAssertTrue(again.error.contains("exists already (pass --force to replace it)"), again.error)
        XCTAssertEqual(try runStatecraft(["init", "--force"], in: root).status, 0)
    }

    func testRequiredVersionStopsAnOlderStatecraft() throws {
        let root = try temporaryFolder()
        try write("required_version: \"99.0\"\n", to: root.appendingPathComponent(".statecraft.yml"))
        try write("struct A {}\n", to: root.appendingPathComponent("A.swift"))
        let run = try runStatecraft(["check", "."], in: root)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.error.contains("this configuration needs Statecraft 99.0 or later; this is \(Statecraft.version)"), run.error)
    }
}

/// Every JSON document says what wrote it, the same way, and names files `file`.
final class JSONDocumentTests: XCTestCase {
    func testEveryJSONDocumentNamesItsVersionAndTool() throws {
        let examples = packageRoot.appendingPathComponent("Examples")
        let commands: [[String]] = [
            ["check", "Pantry", "--format", "json"], ["fix", "Pantry", "--dry-run", "--format", "json"],
            ["map", "Pantry", "--format", "json"], ["map", "Pantry", "--stats", "--format", "json"],
            ["rules", "--format", "json"], ["explain", "task-in-onappear", "--format", "json"],
        ]
        for command in commands {
            let run = try runStatecraft(command, in: examples)
            let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], "\(command)")
            XCTAssertEqual(object["version"] as? Int, 1, "\(command)")
            let tool = try XCTUnwrap(object["tool"] as? [String: Any], "\(command)")
            XCTAssertEqual(tool["name"] as? String, "statecraft")
            XCTAssertEqual(tool["version"] as? String, Statecraft.version)
            XCTAssertFalse(run.output.contains("\"path\" :"), "\(command) names a file `path`")
        }
    }
}

/// Nested configurations and `parent_config`.
final class NestedConfigurationTests: XCTestCase {
    /// `check Examples` applies each example's own `.statecraft.yml`: a folder's findings are those a run on the
    /// folder alone gives, while the index is built once.
    func testEachFolderGetsItsOwnConfiguration() throws {
        let examples = packageRoot.appendingPathComponent("Examples")
        let all = try runStatecraft(["check", ".", "--format", "relative-path"], in: examples).output.split(separator: "\n")
        for folder in ["Pantry", "TrailJournal"] {
            let alone = try runStatecraft(["check", folder, "--format", "relative-path"], in: examples).output.split(separator: "\n")
            XCTAssertFalse(alone.isEmpty)
            XCTAssertEqual(all.filter { $0.hasPrefix(folder + "/") }, alone, folder)
        }
        XCTAssertTrue(all.contains { $0.hasSuffix("[view-model-shape]") }, "Pantry's opt-in rule runs on Pantry")
    }

    func testNestedSettingsMergeAndExcludesApplyInTheirFolder() throws {
        let root = try temporaryFolder()
        let view = "import SwiftUI\nstruct V: View {\n    @State var count = 0\n    var body: some View { NavigationView { Text(\"\\(count)\") } }\n}\n"
        try write(view, to: root.appendingPathComponent("App/Main.swift"))
        try write(view.replacingOccurrences(of: "struct V", with: "struct W"), to: root.appendingPathComponent("Legacy/Old.swift"))
        try write(view.replacingOccurrences(of: "struct V", with: "struct X"), to: root.appendingPathComponent("Legacy/Generated/Gen.swift"))
        try write("severity: { navigation-view: error }\n", to: root.appendingPathComponent(".statecraft.yml"))
        try write("disabled_rules: [state-not-private]\nexclude: [Generated]\nmax_file_size_kb: 1\n", to: root.appendingPathComponent("Legacy/.statecraft.yml"))
        let run = try runStatecraft(["check", ".", "--format", "relative-path"], in: root)
        let lines = run.output.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains { $0.hasPrefix("App/Main.swift:3:") && $0.hasSuffix("[state-not-private]") }, run.output)
        XCTAssertFalse(lines.contains { $0.hasPrefix("Legacy/Old.swift") && $0.hasSuffix("[state-not-private]") }, "disabled in Legacy")
        XCTAssertTrue(lines.contains { $0.hasPrefix("Legacy/Old.swift") && $0.contains(": error: ") && $0.hasSuffix("[navigation-view]") },
                      "the root's severity reaches the nested folder: \(run.output)")
        XCTAssertFalse(lines.contains { $0.hasPrefix("Legacy/Generated") }, "excluded by the nested configuration")
        XCTAssertTrue(run.error.contains("`max_file_size_kb` applies to the whole run"), run.error)
    }

    /// `fix` follows the nested configurations too: what a folder disables or excludes stays as it is.
    func testFixFollowsNestedConfigurations() throws {
        let root = try temporaryFolder()
        let view = "import SwiftUI\nstruct V: View {\n    var body: some View { NavigationView { Text(\"a\") } }\n}\n"
        let model = "import SwiftUI\nfinal class Model: ObservableObject {\n    @Published var name = \"\"\n    @Published var count = 0\n}\nstruct MV: View {\n    @StateObject private var model = Model()\n    var body: some View { Text(model.name) }\n}\n"
        try write(view, to: root.appendingPathComponent("App/Main.swift"))
        try write(view.replacingOccurrences(of: "struct V", with: "struct W"), to: root.appendingPathComponent("Legacy/Old.swift"))
        try write(view.replacingOccurrences(of: "struct V", with: "struct X"), to: root.appendingPathComponent("Legacy/Generated/Gen.swift"))
        try write(model, to: root.appendingPathComponent("Legacy/Model.swift"))
        try write("deployment_target: { ios: \"17.0\" }\n", to: root.appendingPathComponent(".statecraft.yml"))
        try write("disabled_rules: [navigation-view, legacy-observable-object]\nexclude: [Generated]\n", to: root.appendingPathComponent("Legacy/.statecraft.yml"))
        let run = try runStatecraft(["fix", "."], in: root)
        XCTAssertEqual(run.status, 0, run.error)
        XCTAssertTrue(try String(contentsOf: root.appendingPathComponent("App/Main.swift"), encoding: .utf8).contains("NavigationStack"))
        XCTAssertEqual(try String(contentsOf: root.appendingPathComponent("Legacy/Old.swift"), encoding: .utf8), view.replacingOccurrences(of: "struct V", with: "struct W"))
        XCTAssertEqual(try String(contentsOf: root.appendingPathComponent("Legacy/Generated/Gen.swift"), encoding: .utf8), view.replacingOccurrences(of: "struct V", with: "struct X"))
        XCTAssertEqual(try String(contentsOf: root.appendingPathComponent("Legacy/Model.swift"), encoding: .utf8), model)
        XCTAssertTrue(run.output.contains("`legacy-observable-object` is off for its folder"), run.output)
    }

    func testParentConfigIsExtendedAndLoopsAreRefused() throws {
        let root = try temporaryFolder()
        try write("import SwiftUI\nstruct V: View {\n    @State var count = 0\n    var body: some View { Text(\"\\(count)\") }\n}\n", to: root.appendingPathComponent("App/V.swift"))
        try write("disabled_rules: [state-not-private]\n", to: root.appendingPathComponent("team.yml"))
        try write("parent_config: ../team.yml\n", to: root.appendingPathComponent("App/.statecraft.yml"))
        let run = try runStatecraft(["check", "App", "--format", "relative-path"], in: root)
        XCTAssertFalse(run.output.contains("[state-not-private]"), run.output)
        try write("parent_config: App/.statecraft.yml\n", to: root.appendingPathComponent("team.yml"))
        let loop = try runStatecraft(["check", "App"], in: root)
        XCTAssertEqual(loop.status, 2)
        XCTAssertTrue(loop.error.contains("a loop"), loop.error)
    }
}
