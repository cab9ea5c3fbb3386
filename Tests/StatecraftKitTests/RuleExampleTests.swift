import XCTest
@testable import StatecraftKit

/// Runs every rule's own examples, one test per rule (`RuleExampleTests+Rules.swift`): triggering examples must
/// produce findings exactly at their `↓` markers, with the messages kept in `Golden/rules/<id>.txt`;
/// non-triggering examples none; corrections must turn each `before` into its `after`.
final class RuleExampleTests: XCTestCase {
    func testEveryRuleHasItsTest() {
        XCTAssertEqual(Self.rulesWithTests, RuleRegistry.descriptions.map(\.id),
                       "add a test method for each new rule to RuleExampleTests+Rules.swift")
    }

    func testRuleIDsAreUniqueAndKebabCase() {
        let ids = RuleRegistry.descriptions.map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count)
        for id in ids { XCTAssertNotNil(id.range(of: "^[a-z]+(-[a-z]+)*$", options: .regularExpression), id) }
    }

    func checkExamples(of id: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let description = try XCTUnwrap(RuleRegistry.rule(id: id)?.description, "no rule \(id)", file: file, line: line)
        XCTAssertFalse(description.triggering.isEmpty, "\(id) has no triggering example", file: file, line: line)
        XCTAssertFalse(description.nonTriggering.isEmpty, "\(id) has no non-triggering example", file: file, line: line)
        var messages = ""
        for (number, example) in description.triggering.enumerated() {
            let files = example.files
            XCTAssertFalse(files.allSatisfy { $0.markers.isEmpty }, "\(id) triggering example \(number + 1) has no ↓ marker",
                           file: file, line: line)
            let found = run(description, example, files: files.map(\.code))
            let expected = files.enumerated().flatMap { index, file in file.markers.map { "\(example.path(ofFile: index)):\($0.line):\($0.column)" } }
            XCTAssertEqual(found.map { "\($0.file):\($0.position.line):\($0.position.column)" }, expected,
                           "\(id) triggering example \(number + 1): \(found.map { "\($0.position.line):\($0.position.column) \($0.message)" })",
                           file: file, line: line)
            messages += "triggering example \(number + 1)\n"
            for finding in found {
                messages += "  \(finding.file):\(finding.position.line):\(finding.position.column): \(finding.severity.rawValue): \(finding.message)\n"
            }
        }
        try assertGolden(messages, "rules/\(id).txt", file: file, line: line)
        for (number, example) in description.nonTriggering.enumerated() {
            let files = example.files
            XCTAssertTrue(files.allSatisfy { $0.markers.isEmpty }, "\(id) non-triggering example \(number + 1) has a marker",
                          file: file, line: line)
            let found = run(description, example, files: files.map(\.code))
            XCTAssertEqual(found.count, 0, "\(id) non-triggering example \(number + 1): \(found.map(\.message))", file: file, line: line)
        }
        try checkCorrections(of: description, file: file, line: line)
    }

    /// A correctable rule shows what its fix does; each `before` becomes its `after` with that fix alone, and a
    /// second run changes nothing.
    private func checkCorrections(of description: RuleDescription, file: StaticString, line: UInt) throws {
        let id = description.id
        guard let fixID = RuleRegistry.fixID(ofRule: id) else {
            XCTAssertTrue(description.corrections.isEmpty, "\(id) has corrections but no fix", file: file, line: line)
            return
        }
        XCTAssertFalse(description.corrections.isEmpty, "\(id) is fixable but shows no correction", file: file, line: line)
        for (number, correction) in description.corrections.enumerated() {
            let folder = try temporaryFolder()
            let before = correction.before.components(separatedBy: "\n---\n")
            let after = correction.after.components(separatedBy: "\n---\n")
            for (index, code) in before.enumerated() { try write(code, to: folder.appendingPathComponent("File\(index).swift")) }
            var configuration = Self.configuration(for: description, RuleExample(""))
            configuration.deploymentTarget = correction.deploymentTarget
            let engine = FixEngine(configuration: configuration, options: FixOptions(fixes: [fixID], jobs: 1),
                                   workingDirectory: folder.path)
            XCTAssertFalse(FixEngine.write(try engine.run(paths: ["."])).wroteNothing, file: file, line: line)
            let fixed = try before.indices.map {
                try String(contentsOf: folder.appendingPathComponent("File\($0).swift"), encoding: .utf8)
            }
            XCTAssertEqual(fixed, after, "\(id) correction \(number + 1)", file: file, line: line)
            XCTAssertTrue(try engine.run(paths: ["."]).changes.isEmpty, "\(id) correction \(number + 1) is not idempotent",
                          file: file, line: line)
        }
    }

    /// Examples of a pack's rules run with that architecture configured; `auto` rules with detection.
    private func run(_ description: RuleDescription, _ example: RuleExample, files: [String]) -> [Finding] {
        let sources = files.enumerated().map { (path: example.path(ofFile: $0), source: $1) }
        return findings(files: sources, rules: [description.id], targets: DeploymentTargets(example.deploymentTarget),
                        configuration: Self.configuration(for: description, example))
            .filter { $0.ruleID == description.id }
    }

    static func configuration(for description: RuleDescription, _ example: RuleExample) -> Configuration {
        var configuration = Configuration()
        configuration.ruleOptions[description.id] = RuleOptions(example.options)
        switch description.pack {
        case .mv: configuration.architecture = .mv
        case .mvvm: configuration.architecture = .mvvm
        case .core, .auto: configuration.architecture = .auto
        }
        return configuration
    }
}

extension RuleExampleTests {
    func testFixPriorityListsEveryFixOnce() {
        let fixes = RuleRegistry.descriptions.compactMap { RuleRegistry.fixID(ofRule: $0.id) }
        XCTAssertEqual(Set(RuleRegistry.fixPriority), Set(fixes))
        XCTAssertEqual(Set(RuleRegistry.fixPriority).count, RuleRegistry.fixPriority.count)
        XCTAssertEqual(RuleRegistry.fixPriority.first, "observation-migration")
    }
}
