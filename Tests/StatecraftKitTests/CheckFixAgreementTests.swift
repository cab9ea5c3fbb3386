import XCTest
@testable import StatecraftKit

/// `check` and `fix` decide once: on every example of every correctable rule, each finding either carries the
/// decision that `fix` rewrites it (and `fix` does), or says in its message that `fix` leaves it, and why (and
/// `fix` leaves it, listing the same reason). `fix` never refuses a finding that `check` did not announce.
final class CheckFixAgreementTests: XCTestCase {
    func testEveryCorrectableRulesExamplesAgree() throws {
        var covered: [String] = []
        for description in RuleRegistry.descriptions {
            guard let fixID = RuleRegistry.fixID(ofRule: description.id) else { continue }
            covered.append(description.id)
            let examples = description.triggering.map { (code: $0.unmarked.code, targets: $0.deploymentTarget, options: $0.options) }
                + description.corrections.map { (code: $0.before, targets: $0.deploymentTarget, options: [String: OptionValue]()) }
            for (number, example) in examples.enumerated() {
                let label = "\(description.id) example \(number + 1)"
                let folder = try temporaryFolder()
                for (index, code) in example.code.components(separatedBy: "\n---\n").enumerated() {
                    try write(code, to: folder.appendingPathComponent("File\(index).swift"))
                }
                var configuration = RuleExampleTests.configuration(for: description, RuleExample("", options: example.options))
                configuration.deploymentTarget = example.targets
                configuration.optInRules.insert(description.id)
                let check = try Linter(configuration: configuration, options: CheckOptions(jobs: 1, onlyRules: [description.id]),
                                       workingDirectory: folder.path).check(paths: ["."])
                let found = check.findings.filter { $0.ruleID == description.id }
                let announced = found.filter { $0.message.contains("`fix` leaves") || $0.message.contains("`statecraft fix` cannot") }
                let fix = try FixEngine(configuration: configuration, options: FixOptions(fixes: [fixID], jobs: 1),
                                        workingDirectory: folder.path).run(paths: ["."])
                if description.id == LegacyPropertyWrapperRule.description.id {
                    // The migration rewrites a use site with its class: the lines it changes are the use sites
                    // whose finding does not say `fix` leaves them.
                    let changed = Set(fix.changes.flatMap { change in
                        UnifiedDiff.editScript(UnifiedDiff.lines(change.original), UnifiedDiff.lines(change.fixed))
                            .filter { $0.kind == .delete }.map { "\(change.path):\($0.oldIndex + 1)" }
                    })
                    let rewritten = found.filter { changed.contains("\($0.file):\($0.position.line)") }
                    XCTAssertEqual(rewritten.map(\.position), found.filter { !announced.contains($0) }.map(\.position), label)
                    continue
                }
                if fixID == ObservationMigration.id {
                    // The migration decides per class: the classes it migrates are those whose finding does not
                    // say it cannot, and it refuses exactly the others.
                    func className(_ finding: Finding) -> String { finding.message.split(separator: "`").first.map(String.init) ?? "" }
                    XCTAssertEqual(Set(fix.migratedClasses.map(\.name)), Set(found.filter { !announced.contains($0) }.map(className)), label)
                    XCTAssertEqual(Set(fix.skippedClasses.map(\.name)), Set(announced.map(className)), label)
                    continue
                }
                // What `fix` lists as left alone is exactly what `check` said it would leave, with the same reason.
                let refused = fix.skipped.filter { $0.fix == fixID }.map { "\($0.line): \($0.reason)" }.sorted()
                XCTAssertEqual(refused, announced.compactMap { f in f.fixLeaves.map { "\(f.position.line): \($0)" } }.sorted(),
                               "\(label): `fix` left alone other findings than `check` announced")
                XCTAssertEqual(fix.fixCounts[fixID] ?? 0, found.count - announced.count,
                               "\(label): \(found.map(\.message)) — fixed \(fix.fixCounts)")
            }
        }
        XCTAssertGreaterThanOrEqual(covered.count, 10, "\(covered)")
    }
}
