import XCTest
@testable import StatecraftKit

/// Runs every rule's own examples: triggering examples must produce findings exactly at their `↓` markers,
/// non-triggering examples none. A rule without examples of both kinds fails.
final class RuleExampleTests: XCTestCase {
    func testEveryRuleHasExamplesOfBothKinds() {
        for description in RuleRegistry.descriptions {
            XCTAssertFalse(description.triggering.isEmpty, "\(description.id) has no triggering example")
            XCTAssertFalse(description.nonTriggering.isEmpty, "\(description.id) has no non-triggering example")
            XCTAssertTrue(description.triggering.allSatisfy { !$0.unmarked.markers.isEmpty },
                          "\(description.id) has a triggering example without a ↓ marker")
        }
    }

    func testTriggeringExamplesReportAtMarkers() {
        for description in RuleRegistry.descriptions {
            for (number, example) in description.triggering.enumerated() {
                let files = example.files
                let found = run(description, example, files: files.map(\.code))
                let expected = files.enumerated().flatMap { index, file in file.markers.map { "File\(index).swift:\($0.line):\($0.column)" } }
                XCTAssertEqual(found.map { "\($0.file):\($0.position.line):\($0.position.column)" }, expected,
                               "\(description.id) triggering example \(number + 1): findings \(found.map { "\($0.file):\($0.position.line):\($0.position.column) \($0.message)" })")
            }
        }
    }

    func testNonTriggeringExamplesReportNothing() {
        for description in RuleRegistry.descriptions {
            for (number, example) in description.nonTriggering.enumerated() {
                let files = example.files
                XCTAssertTrue(files.allSatisfy { $0.markers.isEmpty }, "\(description.id) non-triggering example \(number + 1) has a marker")
                let found = run(description, example, files: files.map(\.code))
                XCTAssertEqual(found.count, 0, "\(description.id) non-triggering example \(number + 1): \(found.map(\.message))")
            }
        }
    }

    func testRuleIDsAreUniqueAndKebabCase() {
        let ids = RuleRegistry.descriptions.map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count)
        for id in ids { XCTAssertNotNil(id.range(of: "^[a-z]+(-[a-z]+)*$", options: .regularExpression), id) }
    }

    /// Examples of a pack's rules run with that architecture configured; `auto` rules with detection.
    private func run(_ description: RuleDescription, _ example: RuleExample, files: [String]) -> [Finding] {
        var configuration = Configuration()
        configuration.ruleOptions[description.id] = RuleOptions(example.options)
        switch description.pack {
        case .mv: configuration.architecture = .mv
        case .mvvm: configuration.architecture = .mvvm
        case .core, .auto: configuration.architecture = .auto
        }
        return findings(files, rules: [description.id], targets: example.deploymentTarget, configuration: configuration)
            .filter { $0.ruleID == description.id }
    }
}
