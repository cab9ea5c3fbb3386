import Foundation
import XCTest
@testable import StatecraftKit

/// Every way of running `check` tells the same truth as a full run: `--only` (the pre-commit hook), Xcode's
/// run-script inputs, baselines.
final class IntegrationTests: XCTestCase {
    /// An app whose scene no longer injects the store its root view reads: the crash is reported in the view's
    /// file, and the change that causes it is in the app's.
    private func appMissingItsInjection() throws -> URL {
        let root = try temporaryFolder()
        try write("""
            import SwiftUI
            @main
            struct CellarApp: App {
                var body: some Scene {
                    WindowGroup { CellarRoot() }
                }
            }

            """, to: root.appendingPathComponent("CellarApp.swift"))
        try write("""
            import SwiftUI
            final class Cellar: ObservableObject { @Published var bottles: [String] = [] }
            struct CellarRoot: View {
                @EnvironmentObject var cellar: Cellar
                var body: some View { List(cellar.bottles, id: \\.self) { Text($0) } }
            }

            """, to: root.appendingPathComponent("CellarRoot.swift"))
        return root
    }

    /// A commit that only touches the app file (it removed the injection) gets the crash it causes in another
    /// file: the finding's path goes through the changed file.
    func testOnlyReportsAFindingWhosePathGoesThroughTheNamedFile() throws {
        let root = try appMissingItsInjection()
        let hook = try runStatecraft(["check", "--quiet", "--force-exclude", "--format", "relative-path", "--only", "CellarApp.swift"], in: root)
        XCTAssertEqual(hook.status, 1, hook.output + hook.error)
        XCTAssertTrue(hook.output.contains("CellarRoot.swift:4:5: error: No ancestor injects `Cellar`"), hook.output)

        let json = try runStatecraft(["check", ".", "--format", "json"], in: root)
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let finding = try XCTUnwrap((document["findings"] as? [[String: Any]])?.first { $0["rule"] as? String == "missing-environment-object" })
        let related = try XCTUnwrap(finding["related"] as? [[String: Any]])
        XCTAssertEqual(related.map { "\($0["file"]!):\($0["line"]!) \($0["message"]!)" },
                       ["CellarApp.swift:3 the path starts at `CellarApp`",
                        "CellarApp.swift:5 `CellarApp` shows `WindowGroup`",
                        "CellarApp.swift:5 `WindowGroup` shows `CellarRoot`"])

        let sarif = try runStatecraft(["check", ".", "--format", "sarif"], in: root)
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as? [String: Any])
        let results = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let locations = try XCTUnwrap(results.first { $0["ruleId"] as? String == "missing-environment-object" }?["relatedLocations"] as? [[String: Any]])
        XCTAssertEqual(locations.count, 3)
        XCTAssertEqual((locations.last?["message"] as? [String: Any])?["text"] as? String, "`WindowGroup` shows `CellarRoot`")
    }

    /// A run-script phase that lists no input file reports every file, as the README says; one with input file
    /// lists reports the files they name.
    func testARunScriptPhaseWithNoInputsReportsEveryFile() throws {
        let root = try appMissingItsInjection()
        let none = try runStatecraft(["check", ".", "--use-script-input-files", "--format", "xcode"], in: root,
                                     environment: ["SCRIPT_INPUT_FILE_COUNT": "0"])
        XCTAssertEqual(none.status, 1)
        XCTAssertTrue(none.output.contains("CellarRoot.swift:4:5: error:"), none.output)

        let list = root.appendingPathComponent("inputs.xcfilelist")
        try write(root.appendingPathComponent("CellarApp.swift").path + "\n", to: list)
        let listed = try runStatecraft(["check", ".", "--use-script-input-file-lists", "--format", "relative-path"], in: root,
                                       environment: ["SCRIPT_INPUT_FILE_LIST_COUNT": "1", "SCRIPT_INPUT_FILE_LIST_0": list.path])
        XCTAssertEqual(listed.status, 1)
        XCTAssertTrue(listed.output.contains("CellarRoot.swift:4:5: error:"), listed.output)
        let unreadable = try runStatecraft(["check", ".", "--use-script-input-file-lists"], in: root,
                                           environment: ["SCRIPT_INPUT_FILE_LIST_COUNT": "1", "SCRIPT_INPUT_FILE_LIST_0": "/nonexistent/list"])
        XCTAssertEqual(unreadable.status, 2)
        XCTAssertTrue(unreadable.error.contains("cannot read the input file list /nonexistent/list"), unreadable.error)
    }

    /// A partial run neither writes a baseline (it would lose the other files' entries) nor calls the entries it
    /// did not look at stale.
    func testBaselinesAreNeverJudgedOrWrittenFromAPartialRun() throws {
        let root = try appMissingItsInjection()
        try write("""
            import SwiftUI
            struct Shelf: View {
                @State var count = 0
                var body: some View { Button("\\(count)") { count += 1 } }
            }

            """, to: root.appendingPathComponent("Shelf.swift"))
        _ = try runStatecraft(["check", ".", "--write-baseline", "baseline.json"], in: root)
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("baseline.json").path))
        let refused = try runStatecraft(["check", ".", "--only", "Shelf.swift", "--write-baseline", "other.json"], in: root)
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.error.contains("--write-baseline needs a whole run"), refused.error)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("other.json").path))

        let partial = try runStatecraft(["check", ".", "--baseline", "baseline.json", "--only", "Shelf.swift"], in: root)
        XCTAssertEqual(partial.status, 0, partial.output)
        XCTAssertTrue(partial.output.contains("1 finding is in the baseline"), partial.output)
        XCTAssertFalse(partial.output.contains("matches no finding any more"), partial.output)
        // Once the Shelf finding is fixed, a whole run says its entry is stale.
        try write("import SwiftUI\nstruct Shelf: View {\n    @State private var count = 0\n    var body: some View { Button(\"\\(count)\") { count += 1 } }\n}\n",
                  to: root.appendingPathComponent("Shelf.swift"))
        let whole = try runStatecraft(["check", ".", "--baseline", "baseline.json"], in: root)
        XCTAssertTrue(whole.output.contains("1 baseline entry matches no finding any more"), whole.output)
        let partialAgain = try runStatecraft(["check", ".", "--baseline", "baseline.json", "--rule", "state-not-private"], in: root)
        XCTAssertFalse(partialAgain.output.contains("matches no finding any more"), partialAgain.output)
    }

    /// A damaged baseline is named with what is wrong in a sentence, not a decoder's debug dump.
    func testACorruptBaselineSaysWhatIsWrong() throws {
        let root = try appMissingItsInjection()
        try write("{\"version\": 1, \"tool\": \"statecraft\", \"findings\": [{\"rule\": 3}]}", to: root.appendingPathComponent("b.json"))
        let run = try runStatecraft(["check", ".", "--baseline", "b.json"], in: root)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.error, "statecraft: error: the baseline `b.json` is not a Statecraft baseline (no `findings[0].fingerprint` field); write it again with `check --write-baseline b.json`\n")
        try write("not json", to: root.appendingPathComponent("b.json"))
        XCTAssertTrue(try runStatecraft(["check", ".", "--baseline", "b.json"], in: root).error.contains("(not JSON)"))
    }

    /// `--progress` shows how far parsing got on standard error (a line per tenth when it is not a terminal); a
    /// run that does not ask, on a pipe, shows none.
    func testProgressGoesToStandardErrorWhenAskedFor() throws {
        let examples = packageRoot.appendingPathComponent("Examples")
        let shown = try runStatecraft(["check", ".", "--progress", "--format", "json"], in: examples)
        let lines = shown.error.split(separator: "\n").filter { $0.hasPrefix("statecraft: Parsed ") }
        XCTAssertGreaterThanOrEqual(lines.count, 2, shown.error)
        XCTAssertTrue(shown.error.contains("statecraft: Analysing the project"), shown.error)
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(shown.output.utf8)), "the report on standard output stays clean")
        let quiet = try runStatecraft(["check", ".", "--format", "json"], in: examples)
        XCTAssertFalse(quiet.error.contains("Parsed"), quiet.error)
    }

    /// `only_rules` runs the rules it names (an opt-in one too) and no other; `--enable-all-rules` runs them all.
    func testOnlyRulesAndEnableAllRules() throws {
        let root = try temporaryFolder()
        try write("""
            import SwiftUI
            struct Shelf: View {
                @State var count = 0
                var body: some View { Button("\\(count)") { count += 1 } }
            }

            """, to: root.appendingPathComponent("Shelf.swift"))
        try write("only_rules: [missing-environment-object]\n", to: root.appendingPathComponent(".statecraft.yml"))
        let only = try runStatecraft(["check", ".", "--format", "json"], in: root)
        XCTAssertEqual(only.status, 0, only.error)
        XCTAssertTrue(only.output.contains("\"findings\" : [\n\n  ]") || only.output.contains("\"findings\" : []"), only.output)
        let all = try runStatecraft(["check", ".", "--enable-all-rules", "--format", "json"], in: root)
        XCTAssertTrue(all.output.contains("\"state-not-private\""), all.output)

        try write("only_rules: [state-not-private]\ndisabled_rules: [task-in-onappear]\n", to: root.appendingPathComponent(".statecraft.yml"))
        let clash = try runStatecraft(["check", "."], in: root)
        XCTAssertEqual(clash.status, 2)
        XCTAssertTrue(clash.error.contains(".statecraft.yml:2: `only_rules` names every rule that runs, so `disabled_rules` cannot go with it"), clash.error)
    }

    /// SARIF counts columns in UTF-16 code units, and says so: a finding after `café ☕` is where an editor shows it.
    func testSARIFColumnsAreUTF16CodeUnits() throws {
        let root = try temporaryFolder()
        try write("""
            import SwiftUI
            struct Café: View {
                let label = "café ☕"; @State var count = 0
                var body: some View { Button(label) { count += 1 } }
            }

            """, to: root.appendingPathComponent("Cafe.swift"))
        let run = try runStatecraft(["check", ".", "--rule", "state-not-private", "--format", "sarif"], in: root)
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let sarifRun = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        XCTAssertEqual(sarifRun["columnKind"] as? String, "utf16CodeUnits")
        let region = try XCTUnwrap(((((sarifRun["results"] as? [[String: Any]])?.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"]) as? [String: Any])
        // JSON keeps the UTF-8 byte column, as compilers count.
        let json = try runStatecraft(["check", ".", "--rule", "state-not-private", "--format", "json"], in: root)
        let finding = try XCTUnwrap(((try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])?["findings"] as? [[String: Any]])?.first)
        let byteColumn = try XCTUnwrap(finding["column"] as? Int)
        let line = "    let label = \"café ☕\"; @State var count = 0"
        let utf16Column = String(decoding: line.utf8.prefix(byteColumn - 1), as: UTF8.self).utf16.count + 1
        XCTAssertNotEqual(utf16Column, byteColumn)
        XCTAssertEqual(region["startColumn"] as? Int, utf16Column)
    }

    /// A baseline keeps its paths relative to its own folder, so it matches from wherever Statecraft runs.
    func testABaselineMatchesFromAnyFolder() throws {
        let parent = try temporaryFolder()
        let root = parent.appendingPathComponent("Cellar")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let app = try appMissingItsInjection()
        for name in ["CellarApp.swift", "CellarRoot.swift"] {
            try FileManager.default.copyItem(at: app.appendingPathComponent(name), to: root.appendingPathComponent(name))
        }
        _ = try runStatecraft(["check", "Cellar", "--write-baseline", "Cellar/baseline.json"], in: parent)
        let written = try String(contentsOf: root.appendingPathComponent("baseline.json"), encoding: .utf8)
        XCTAssertTrue(written.contains("\"file\" : \"CellarRoot.swift\""), written)
        let inside = try runStatecraft(["check", ".", "--baseline", "baseline.json"], in: root)
        XCTAssertEqual(inside.status, 0, inside.output)
        XCTAssertTrue(inside.output.contains("2 findings are in the baseline"), inside.output)
        let outside = try runStatecraft(["check", root.path, "--baseline", root.appendingPathComponent("baseline.json").path], in: URL(fileURLWithPath: "/"))
        XCTAssertEqual(outside.status, 0, outside.output)
    }

    /// An editor sends its unsaved buffer on standard input: the buffer is checked in place of the file on disk
    /// (or of a file not saved yet), with the whole project, and only its findings are reported.
    func testStandardInputTakesThePlaceOfTheFile() throws {
        let root = try appMissingItsInjection()
        // On disk the scene injects the cellar; the unsaved buffer has just removed the injection.
        try write("""
            import SwiftUI
            @main
            struct CellarApp: App {
                @StateObject private var cellar = Cellar()
                var body: some Scene {
                    WindowGroup { CellarRoot().environmentObject(cellar) }
                }
            }

            """, to: root.appendingPathComponent("CellarApp.swift"))
        XCTAssertEqual(try runStatecraft(["check", "."], in: root).status, 0)
        let buffer = "import SwiftUI\n@main\nstruct CellarApp: App {\n    var body: some Scene { WindowGroup { CellarRoot() } }\n}\n"
        let run = try runStatecraft(["check", ".", "--use-stdin", "--stdin-path", "CellarApp.swift", "--format", "relative-path"],
                                    in: root, input: buffer)
        let text = run.output
        XCTAssertEqual(run.status, 1, text)
        XCTAssertTrue(text.contains("CellarRoot.swift:4:5: error: No ancestor injects `Cellar`"), text)
        let refused = try runStatecraft(["check", ".", "--use-stdin"], in: root)
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.error.contains("--use-stdin and --stdin-path go together"), refused.error)
    }
}
