import Foundation
import XCTest
@testable import StatecraftKit

/// Golden tests: each format's whole output for a fixed result is compared with a file in `Golden/`.
/// Run with `STATECRAFT_UPDATE_GOLDEN=1` to rewrite the files after an intended change.
final class ReportTests: XCTestCase {
    private let result = CheckResult(
        findings: [
            Finding(ruleID: "state-not-private", severity: .warning, message: "`@State var count` is not private, 100% sure",
                    file: "App/Row.swift", position: SourcePosition(line: 8, column: 16)),
            Finding(ruleID: "environment-read-in-init", severity: .error,
                    message: "`calendar` is an environment value read in `init`", file: "App/Row.swift",
                    position: SourcePosition(line: 39, column: 25)),
            Finding(ruleID: "state-never-written", severity: .info, message: "`@State var title` is never changed",
                    file: "App/Views, Lists/List: Main.swift", position: SourcePosition(line: 6, column: 24)),
            ReportTests.crash,
        ],
        notes: [Note(file: "App/Broken.swift", message: "the file has syntax errors; checked what could be parsed")],
        filesChecked: 3, linesChecked: 120, duration: 0.25,
        deploymentTargets: DeploymentTargets([.iOS: OSVersion(17, 0)]), architecture: ArchitectureSummary(mode: .auto, detected: .mv, screens: [.mv: 41, .mvvm: 4],
                                                                                   statelessScreens: 3, pack: .mv),
        configurationPath: nil)

    /// A finding with related places and notes, whose message holds what every format must escape: quotes,
    /// a comma, a pipe, `<&>`, a line break and a control character.
    private static var crash: Finding {
        var finding = Finding(ruleID: "missing-environment-object", severity: .error,
                              message: "No ancestor injects `Cellar` on \"Main\", a <&> | b\nthen\u{1}: crash",
                              file: "App/CellarRoot.swift", position: SourcePosition(line: 4, column: 5))
        finding.related = [RelatedLocation(file: "App/CellarApp.swift", position: SourcePosition(line: 3, column: 1),
                                           message: "the path starts at `CellarApp`")]
        finding.notes = ["first reason", "second reason", "third reason", "fourth reason"]
        finding.fingerprint = "0123456789abcdef"
        return finding
    }

    private var context: ReportContext {
        ReportContext(rules: RuleRegistry.descriptions.filter {
            ["environment-read-in-init", "state-not-private", "state-never-written", "missing-environment-object"].contains($0.id)
        }, useColor: false, workingDirectory: "/work/project")
    }

    func testText() throws {
        try assertGolden(TextReporter(includeTiming: false).render(result, context: context), "report.txt")
    }

    /// On a terminal the text report wraps each message under itself and keeps `path:line:col` at the start.
    func testTextWrapsToTheTerminal() throws {
        var narrow = context
        narrow.width = 60
        let text = TextReporter(includeTiming: false).render(result, context: narrow)
        let findingLines = text.split(separator: "\n").prefix(5)
        XCTAssertEqual(Array(findingLines), [
            "App/Row.swift:8:16   warning  `@State var count` is not",
            "                              private, 100% sure",
            "                              [state-not-private]",
            "App/Row.swift:39:25  error    `calendar` is an environment",
            "                              value read in `init`",
        ])
        XCTAssertTrue(text.split(separator: "\n").allSatisfy { $0.count <= 60 || !$0.contains(" ") || $0.hasPrefix("Checked") })
        // `explain` wraps its prose and leaves the code examples as written.
        let explained = RuleCatalogFormatter.explanation(TaskInOnAppearRule.description, width: 50)
        let why = explained.components(separatedBy: "\nWhy\n")[1].components(separatedBy: "\n\n")[0]
        XCTAssertGreaterThan(why.split(separator: "\n").count, 3)
        XCTAssertTrue(why.split(separator: "\n").allSatisfy { $0.count <= 50 && $0.hasPrefix("    ") }, why)
        XCTAssertTrue(explained.contains(TaskInOnAppearRule.description.triggering[0].code.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")))
    }

    func testXcode() throws {
        try assertGolden(XcodeReporter(fullPaths: false).render(result, context: context), "report.xcode.txt")
    }

    func testJSON() throws {
        try assertGolden(JSONReporter(includeTiming: false).render(result, context: context), "report.json")
    }

    func testSARIF() throws {
        try assertGolden(SARIFReporter().render(result, context: context), "report.sarif")
    }

    func testGitHub() throws {
        try assertGolden(GitHubReporter().render(result, context: context), "report.github.txt")
    }

    func testCheckstyle() throws {
        try assertGolden(CheckstyleReporter().render(result, context: context), "report.checkstyle.xml")
    }

    func testJUnit() throws {
        try assertGolden(JUnitReporter().render(result, context: context), "report.junit.xml")
    }

    func testCodeClimate() throws {
        try assertGolden(CodeClimateReporter().render(result, context: context), "report.codeclimate.json")
    }

    func testSonarQube() throws {
        try assertGolden(SonarQubeReporter().render(result, context: context), "report.sonarqube.json")
    }

    func testCSV() throws {
        try assertGolden(CSVReporter().render(result, context: context), "report.csv")
    }

    func testMarkdown() throws {
        try assertGolden(MarkdownReporter().render(result, context: context), "report.md")
    }

    /// Two findings alike in every way but their line (a copy in the same file) stay two issues for GitLab.
    func testCodeClimateFingerprintsAreUnique() throws {
        var twin = result
        var copy = result.findings[0]
        copy.position.line += 10
        twin.findings.append(copy)
        let issues = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(CodeClimateReporter().render(twin, context: context).utf8)) as? [[String: Any]])
        XCTAssertEqual(Set(issues.compactMap { $0["fingerprint"] as? String }).count, issues.count)
    }

    /// A list keeps to its budget: whole items, then a count; only a caller that allows it cuts a lone long item.
    func testShortListKeepsItemsWholeUnlessAskedToCut() {
        let long = "`Cellar` (for `@EnvironmentObject var cellar: Cellar` via Preview › CellarRoot › ShelfList › BottleRow)"
        XCTAssertEqual(ShortList.joined(["a", "b"], budget: 10).text, "a; b")
        XCTAssertEqual(ShortList.joined(["alpha", "beta", "gamma"], budget: 12).text, "alpha; beta; and 1 more")
        XCTAssertTrue(ShortList.joined(["alpha", "beta", "gamma"], budget: 12).shortened)
        XCTAssertEqual(ShortList.joined([long, "b"], separator: ", ", budget: 40).text, long + ", and 1 more")
        XCTAssertEqual(ShortList.joined([long], budget: 40, cutsLongItem: true).text, "`Cellar` (for `@EnvironmentObject var …")
    }

    func testSARIFIsValidAgainstTheSchema() throws {
        // The OASIS SARIF 2.1.0 schema, kept with the tests so any clone can validate.
        let schema = packageRoot.appendingPathComponent("Tests/StatecraftKitTests/Schemas/sarif-schema-2.1.0.json")
        let folder = try temporaryFolder()
        let document = folder.appendingPathComponent("report.sarif")
        try Data(SARIFReporter().render(result, context: context).utf8).write(to: document)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", """
            import json, sys
            try:
                import jsonschema
            except ImportError:
                sys.exit(3)
            jsonschema.validate(json.load(open(sys.argv[2])), json.load(open(sys.argv[1])))
            """, schema.path, document.path]
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus == 3 { throw XCTSkip("python3 has no jsonschema module") }
        XCTAssertEqual(process.terminationStatus, 0, "SARIF output does not validate against the 2.1.0 schema")
    }

    /// The configuration's JSON Schema lists exactly the keys the loader accepts.
    func testConfigurationSchemaKnowsEveryKey() throws {
        let data = try Data(contentsOf: packageRoot.appendingPathComponent("schemas/statecraft-config.schema.json"))
        let schema = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let properties = try XCTUnwrap(schema["properties"] as? [String: Any])
        XCTAssertEqual(Set(properties.keys), Set(ConfigurationLoader.knownKeys))
    }

    func testRuleCatalogJSONHasTheDocumentedKeys() throws {
        let data = Data(RuleCatalogFormatter.json(RuleRegistry.descriptions).utf8)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let rules = try XCTUnwrap(document["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.count, RuleRegistry.all.count)
        XCTAssertEqual(Set(rules[0].keys), ["id", "pack", "severity", "fixable", "optIn", "summary"])
    }

    /// The README's rule table is generated by `statecraft rules --format markdown`; it must not go stale.
    func testReadmeRuleTableIsCurrent() throws {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try XCTUnwrap(readme.range(of: "<!-- rules:begin -->\n"))
        let end = try XCTUnwrap(readme.range(of: "<!-- rules:end -->"))
        XCTAssertEqual(String(readme[start.upperBound..<end.lowerBound]), RuleCatalogFormatter.markdown(RuleRegistry.descriptions),
                       "README rule table is stale: regenerate it with `swift run statecraft rules --format markdown`")
    }

    /// `docs/rules` holds a page per rule and an index, as `rules --directory` writes them; SARIF's `helpUri`
    /// points at those pages.
    func testRuleDirectoryIsCurrent() throws {
        let folder = packageRoot.appendingPathComponent("docs/rules")
        var expected = ["README.md": RuleCatalogFormatter.directoryIndex(RuleRegistry.descriptions)]
        for rule in RuleRegistry.descriptions { expected["\(rule.id).md"] = RuleCatalogFormatter.page(rule) }
        if ProcessInfo.processInfo.environment["STATECRAFT_UPDATE_GOLDEN"] != nil {
            try? FileManager.default.removeItem(at: folder)
            for (name, text) in expected { try write(text, to: folder.appendingPathComponent(name)) }
        }
        XCTAssertEqual(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)), Set(expected.keys),
                       "docs/rules is stale: regenerate it with `swift run statecraft rules --directory docs/rules`")
        for (name, text) in expected {
            XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8), text,
                           "docs/rules/\(name) is stale: regenerate it with `swift run statecraft rules --directory docs/rules`")
        }
        XCTAssertTrue(SARIFReporter().render(result, context: context).contains("\"helpUri\" : \"\(RuleCatalogFormatter.directoryURL)/state-not-private.md\""))
    }
}
