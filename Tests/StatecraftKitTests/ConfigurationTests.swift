import XCTest
@testable import StatecraftKit

final class ConfigurationTests: XCTestCase {
    private func parse(_ yaml: String) throws -> (Configuration, [Note]) {
        var notes: [Note] = []
        let configuration = try ConfigurationLoader.parse(yaml, file: ".statecraft.yml", catalog: RuleRegistry.catalogInfo, notes: &notes)
        return (configuration, notes)
    }

    private func error(_ yaml: String) -> ConfigurationError? {
        do {
            _ = try parse(yaml)
            return nil
        } catch {
            return error as? ConfigurationError
        }
    }

    func testFullConfiguration() throws {
        let (configuration, notes) = try parse("""
            architecture: mvvm
            deployment_target: { ios: "17.0", macos: 14 }
            include: [Sources, App]
            exclude: ["**/Generated/**", Pods]
            disabled_rules: [navigation-view]
            severity: { legacy-observable-object: error }
            rules:
              view-too-large: { max_lines: 200 }
              body-too-deep: { max_depth: 3 }
            max_file_size_kb: 100
            """)
        XCTAssertEqual(configuration.architecture, .mvvm)
        XCTAssertEqual(configuration.deploymentTarget, [.iOS: OSVersion(17, 0), .macOS: OSVersion(14, 0)])
        XCTAssertEqual(configuration.include.map(\.pattern), ["Sources", "App"])
        XCTAssertEqual(configuration.exclude.map(\.pattern), ["**/Generated/**", "Pods"])
        XCTAssertEqual(configuration.disabledRules, ["navigation-view"])
        XCTAssertEqual(configuration.severity, ["legacy-observable-object": .error])
        XCTAssertEqual(configuration.options(for: "view-too-large").int("max_lines", default: 300), 200)
        XCTAssertEqual(configuration.options(for: "body-too-deep").int("max_depth", default: 4), 3)
        XCTAssertEqual(configuration.maxFileSizeKB, 100)
        XCTAssertTrue(notes.isEmpty)
    }

    func testUnknownKeyNamesKeyAndLine() {
        let failure = error("architecture: mv\nexclud: [Pods]\n")
        XCTAssertEqual(failure?.line, 2)
        XCTAssertTrue(failure?.message.contains("unknown key `exclud`; did you mean `exclude`?") ?? false, failure?.description ?? "")
        XCTAssertEqual(failure?.description.hasPrefix(".statecraft.yml:2: "), true)
    }

    func testUnknownRuleIsAnError() {
        let failure = error("disabled_rules:\n  - state-not-private\n  - no-such-rule\n")
        XCTAssertEqual(failure?.line, 3)
        XCTAssertTrue(failure?.message.contains("unknown rule `no-such-rule` (run") ?? false, "nothing is close: no suggestion")
        XCTAssertTrue(error("opt_in_rules: [body-to-deep]\n")?.message.contains("unknown rule `body-to-deep`; did you mean `body-too-deep`?") ?? false)
    }

    func testUnknownRuleOptionIsAnError() {
        let failure = error("rules:\n  view-too-large:\n    max_line: 10\n")
        XCTAssertEqual(failure?.line, 3)
        XCTAssertTrue(failure?.message.contains("unknown option `max_line` for rule `view-too-large`; did you mean `max_lines`?") ?? false, failure?.description ?? "")
    }

    func testSuggestionsAreCloseOrNothing() {
        let ids = ["task-in-onappear", "state-not-private", "state-never-written"]
        XCTAssertEqual(Suggestion.closest(to: "task-in-on-appear", among: ids), "task-in-onappear")
        XCTAssertEqual(Suggestion.closest(to: "state-never", among: ids), "state-never-written", "the only one it begins")
        XCTAssertNil(Suggestion.closest(to: "state", among: ids), "several begin with it, none is close")
        XCTAssertNil(Suggestion.closest(to: "navigation", among: ids))
        XCTAssertEqual(Suggestion.phrase(for: "zzz", among: ids), "")
    }

    func testWrongValueTypes() {
        XCTAssertEqual(error("architecture: layered\n")?.line, 1)
        XCTAssertEqual(error("severity:\n  navigation-view: fatal\n")?.line, 2)
        XCTAssertEqual(error("rules:\n  body-too-deep: { max_depth: deep }\n")?.line, 2)
        XCTAssertEqual(error("deployment_target: { android: 14 }\n")?.line, 1)
        XCTAssertNotNil(error("[1, 2]\n"))
    }

    func testInvalidYAMLReportsLine() {
        let failure = error("architecture: mv\nexclude: [Pods\n")
        XCTAssertNotNil(failure)
        XCTAssertTrue(failure?.message.hasPrefix("invalid YAML") ?? false)
    }

    func testPackRulesAndTheirOptionsAreAccepted() throws {
        let (configuration, notes) = try parse(
            "disabled_rules: [view-model-in-mv]\nrules:\n  view-model-in-mv: { allow: [\"*Player*\"] }\n  massive-view-model: { max_methods: 20 }\n")
        XCTAssertEqual(configuration.disabledRules, ["view-model-in-mv"])
        XCTAssertEqual(configuration.options(for: "view-model-in-mv").strings("allow", default: []), ["*Player*"])
        XCTAssertEqual(configuration.options(for: "massive-view-model").int("max_methods", default: 15), 20)
        XCTAssertTrue(notes.isEmpty)
    }

    func testEmptyFileIsDefaultConfiguration() throws {
        let (configuration, _) = try parse("")
        XCTAssertEqual(configuration.architecture, .auto)
    }

    func testFindWalksUp() throws {
        let root = try temporaryFolder()
        try write("architecture: mv\n", to: root.appendingPathComponent(".statecraft.yml"))
        try write("struct A {}\n", to: root.appendingPathComponent("Sources/App/A.swift"))
        XCTAssertEqual(ConfigurationLoader.find(startingAt: root.appendingPathComponent("Sources/App/A.swift").path),
                       root.appendingPathComponent(".statecraft.yml").standardizedFileURL.path)
    }

    func testSeverityOverrideAndDisabledRules() {
        let source = """
            struct V: View {
                @State var count = 0
                var body: some View { NavigationView { Text("\\(count)") } }
                func bump() { count += 1 }
            }
            """
        var configuration = Configuration()
        configuration.severity["state-not-private"] = .error
        configuration.disabledRules = ["navigation-view"]
        let result = findings([source], configuration: configuration)
        XCTAssertEqual(result.map(\.ruleID), ["state-not-private"])
        XCTAssertEqual(result.first?.severity, .error)
    }

    func testPreviewsSettingSetsTheSeverityOfPreviewFindingsOnly() throws {
        let sources = ["""
            @main
            struct ShelfApp: App {
                var body: some Scene { WindowGroup { ShelfView() } }
            }
            struct ShelfView: View {
                @Environment(Library.self) private var library
                var body: some View { Text(library.name) }
            }
            #Preview { ShelfView() }
            """, "@Observable final class Library { var name = \"\" }"]
        func severities(_ setting: String?) throws -> [Severity] {
            var configuration = Configuration()
            if let setting { configuration = try parse("previews: \(setting)\n").0 }
            return findings(sources, rules: ["missing-environment-object"], configuration: configuration)
                .sorted { $0.position.line < $1.position.line }.map(\.severity)
        }
        // The scene crashes the app (an error); the preview crashes the canvas (a warning unless set otherwise).
        XCTAssertEqual(try severities(nil), [.error, .warning])
        XCTAssertEqual(try severities("error"), [.error, .error])
        XCTAssertEqual(try severities("info"), [.error, .info])
        XCTAssertEqual(try severities("off"), [.error])
        XCTAssertEqual(error("previews: loud\n")?.line, 1)
    }
}

final class SuppressionTests: XCTestCase {
    private let rule: Set<String> = ["state-not-private"]

    private func lines(_ source: String) -> [Int] {
        findings([source], rules: rule).map(\.position.line)
    }

    func testDisableNextThisPrevious() {
        let source = """
            struct V: View {
                // statecraft:disable:next state-not-private
                @State var a = 0
                @State var b = 0 // statecraft:disable:this state-not-private
                @State var c = 0
                // statecraft:disable:previous state-not-private - kept internal for tests
                @State var d = 0
                var body: some View { Text("\\(a)\\(b)\\(c)\\(d)") }
            }
            """
        XCTAssertEqual(lines(source), [7])
    }

    func testRegionsAndAll() {
        let source = """
            struct V: View {
                // statecraft:disable state-not-private
                @State var a = 0
                // statecraft:enable state-not-private
                @State var b = 0
                /* statecraft:disable all */
                @State var c = 0
                var body: some View { Text("\\(a)\\(b)\\(c)") }
            }
            """
        XCTAssertEqual(lines(source), [5])
    }

    /// A comment for a rule that ran and silenced nothing is information; one that silenced a finding, or names a
    /// rule that did not run, is left alone.
    func testSuperfluousDisableComments() {
        let source = """
            struct Badge: View {
                // statecraft:disable:next state-not-private - set by the previews
                @State var count = 0
                // statecraft:disable:next state-not-private
                @State private var title = ""
                // statecraft:disable:next view-too-large
                var body: some View { Text("\\(count)\\(title)") }
            }
            """
        let found = findings([source], rules: ["state-not-private", "superfluous-disable"])
        XCTAssertEqual(found.map(\.ruleID), ["superfluous-disable"])
        XCTAssertEqual(found.first?.position, SourcePosition(line: 4, column: 5))
        XCTAssertEqual(found.first?.severity, .info)
        XCTAssertEqual(found.first?.message, "`statecraft:disable:next state-not-private` silences nothing here: remove it")
    }

    func testOtherRulesAndStringsDoNotSuppress() {
        let source = """
            struct V: View {
                // statecraft:disable:next navigation-view
                @State var a = 0
                let text = "// statecraft:disable:next state-not-private"
                @State var b = 0
                var body: some View { Text("\\(a)\\(b)") }
            }
            """
        XCTAssertEqual(lines(source), [3, 5])
    }
}
