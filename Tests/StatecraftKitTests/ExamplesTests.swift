import XCTest
@testable import StatecraftKit

/// The bundled sample apps, each checked on its own with its own `.statecraft.yml`: every
/// `// statecraft-example: rule-id` comment announces a finding on the next line, and nothing else in them is
/// reported.
final class ExamplesTests: XCTestCase {
    private let examples = packageRoot.appendingPathComponent("Examples")

    func testTrailJournalIsConfiguredMV() throws {
        let result = try check("TrailJournal")
        XCTAssertEqual(result.architecture.mode, .mv)
        XCTAssertEqual(result.architecture.pack, .mv)
        XCTAssertEqual(result.architecture.screens, [.mv: 3, .mvvm: 1])
    }

    func testPantryIsConfiguredMVVM() throws {
        let result = try check("Pantry")
        XCTAssertEqual(result.architecture.mode, .mvvm)
        XCTAssertEqual(result.architecture.pack, .mvvm)
        XCTAssertEqual(result.architecture.screens, [.mvvm: 3])
    }

    func testHabitsIsDetectedAsMixedButMostlyMV() throws {
        let result = try check("Habits")
        XCTAssertEqual(result.architecture.mode, .auto)
        XCTAssertEqual(result.architecture.detected, .mv)
        XCTAssertEqual(result.architecture.pack, .mv)
        XCTAssertEqual(result.architecture.screens, [.mv: 4, .mvvm: 1])
        XCTAssertEqual(result.architecture.statelessScreens, 2)
    }

    func testTheExamplesTogetherCoverBothPacksAndCore() throws {
        var rules = Set<String>()
        for name in ["TrailJournal", "Pantry", "Habits"] { rules.formUnion(try check(name).findings.map(\.ruleID)) }
        let packs = Set(rules.compactMap { RuleRegistry.rule(id: $0)?.description.pack })
        XCTAssertEqual(packs, [.core, .mv, .mvvm])
        XCTAssertGreaterThanOrEqual(rules.count, 21)
    }

    /// Checks one example with the configuration found from its folder, and compares the findings with its
    /// `statecraft-example` comments.
    @discardableResult
    private func check(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> CheckResult {
        let folder = examples.appendingPathComponent(name).path
        var notes: [Note] = []
        var configuration = Configuration()
        if let path = ConfigurationLoader.find(startingAt: folder) {
            configuration = try ConfigurationLoader.load(path: path, catalog: RuleRegistry.catalogInfo, notes: &notes)
        }
        let linter = Linter(configuration: configuration, options: CheckOptions(jobs: 2), workingDirectory: examples.path)
        let result = try linter.check(paths: [folder])
        XCTAssertGreaterThan(result.filesChecked, 8, file: file, line: line)
        XCTAssertTrue((notes + result.notes).isEmpty, "\(notes + result.notes)", file: file, line: line)

        var expected = Set<String>()
        let known = Set(RuleRegistry.descriptions.map(\.id))
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let text = try String(contentsOfFile: folder + "/" + relative, encoding: .utf8)
            for (index, sourceLine) in text.components(separatedBy: "\n").enumerated() {
                guard let range = sourceLine.range(of: "// statecraft-example:") else { continue }
                for id in sourceLine[range.upperBound...].split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                    XCTAssertTrue(known.contains(id), "\(relative): unknown rule \(id)", file: file, line: line)
                    expected.insert("\(name)/\(relative):\(index + 2) \(id)")
                }
            }
        }
        let actual = Set(result.findings.map { "\($0.file):\($0.position.line) \($0.ruleID)" })
        XCTAssertEqual(actual.subtracting(expected).sorted(), [], "unexpected findings in \(name)", file: file, line: line)
        XCTAssertEqual(expected.subtracting(actual).sorted(), [], "missing findings in \(name)", file: file, line: line)
        return result
    }
}
