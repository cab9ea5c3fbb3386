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
                let (code, markers) = example.unmarked
                let found = run(description, example, code: code)
                XCTAssertEqual(found.map(\.position), markers,
                               "\(description.id) triggering example \(number + 1): findings \(found.map { "\($0.position.line):\($0.position.column) \($0.message)" })")
            }
        }
    }

    func testNonTriggeringExamplesReportNothing() {
        for description in RuleRegistry.descriptions {
            for (number, example) in description.nonTriggering.enumerated() {
                let (code, markers) = example.unmarked
                XCTAssertTrue(markers.isEmpty, "\(description.id) non-triggering example \(number + 1) has a marker")
                let found = run(description, example, code: code)
                XCTAssertEqual(found.count, 0, "\(description.id) non-triggering example \(number + 1): \(found.map(\.message))")
            }
        }
    }

    func testRuleIDsAreUniqueAndKebabCase() {
        let ids = RuleRegistry.descriptions.map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count)
        for id in ids { XCTAssertNotNil(id.range(of: "^[a-z]+(-[a-z]+)*$", options: .regularExpression), id) }
    }

    private func run(_ description: RuleDescription, _ example: RuleExample, code: String) -> [Finding] {
        var configuration = Configuration()
        configuration.ruleOptions[description.id] = RuleOptions(example.options)
        return findings([code], rules: [description.id], targets: example.deploymentTarget, configuration: configuration)
            .filter { $0.ruleID == description.id }
    }
}
