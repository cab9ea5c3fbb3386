import XCTest
@testable import StatecraftKit

/// The bundled sample apps: every `// statecraft-example: rule-id` comment announces a finding on the next
/// line, and nothing else in them is reported.
final class ExamplesTests: XCTestCase {
    func testExamplesReportExactlyTheirDeliberateFindings() throws {
        let examples = packageRoot.appendingPathComponent("Examples").path
        let linter = Linter(configuration: Configuration(), options: CheckOptions(jobs: 2), workingDirectory: examples)
        let result = try linter.check(paths: [examples])
        XCTAssertGreaterThan(result.filesChecked, 20)
        XCTAssertTrue(result.notes.isEmpty, "\(result.notes)")

        var expected = Set<String>()
        let known = Set(RuleRegistry.descriptions.map(\.id))
        let enumerator = FileManager.default.enumerator(atPath: examples)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let text = try String(contentsOfFile: examples + "/" + relative, encoding: .utf8)
            for (index, line) in text.components(separatedBy: "\n").enumerated() {
                guard let range = line.range(of: "// statecraft-example:") else { continue }
                for id in line[range.upperBound...].split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) })
                where known.contains(id) {
                    expected.insert("\(relative):\(index + 2) \(id)")
                }
            }
        }
        let actual = Set(result.findings.map { "\($0.file):\($0.position.line) \($0.ruleID)" })
        XCTAssertEqual(actual.subtracting(expected).sorted(), [], "unexpected findings")
        XCTAssertEqual(expected.subtracting(actual).sorted(), [], "missing findings")
        XCTAssertGreaterThanOrEqual(Set(result.findings.map(\.ruleID)).count, 14)
    }
}
