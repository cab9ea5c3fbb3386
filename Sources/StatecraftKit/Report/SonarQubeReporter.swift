/// SonarQube's generic issue format (`sonar.externalIssuesReportPaths`), as servers from 10.3 read it: the rules
/// that found something, with their clean-code attribute and impact, and an issue per finding, whose secondary
/// locations are the finding's related ones. Columns are left out: SonarQube counts them its own way and
/// refuses a report whose column lies past a line's end.
public struct SonarQubeReporter: Reporter {
    public init() {}

    public func render(_ result: CheckResult, context: ReportContext) -> String {
        let used = Set(result.findings.map(\.ruleID))
        let descriptions = Dictionary(context.rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let rules = used.sorted().map { id -> Rule in
            let description = descriptions[id] ?? RuleRegistry.rule(id: id)?.description
            let severity = description?.severity ?? .warning
            return Rule(id: id, name: description?.summary ?? id, description: description?.rationale ?? id,
                        cleanCodeAttribute: description?.pack == .core ? "LOGICAL" : "MODULAR",
                        type: severity == .error ? "BUG" : "CODE_SMELL", severity: legacySeverity(severity),
                        impacts: [impact(severity)])
        }
        let issues = result.findings.map { finding in
            Issue(ruleId: finding.ruleID, primaryLocation: Location(message: finding.message, filePath: finding.file,
                                                                    textRange: TextRange(startLine: max(1, finding.position.line))),
                  secondaryLocations: finding.related.isEmpty ? nil : finding.related.map {
                      Location(message: $0.message, filePath: $0.file, textRange: TextRange(startLine: max(1, $0.position.line)))
                  })
        }
        return JSONOutput.render(Document(rules: rules, issues: issues))
    }

    private func impact(_ severity: Severity) -> Impact {
        switch severity {
        case .error: return Impact(softwareQuality: "RELIABILITY", severity: "HIGH")
        case .warning: return Impact(softwareQuality: "MAINTAINABILITY", severity: "MEDIUM")
        case .info: return Impact(softwareQuality: "MAINTAINABILITY", severity: "LOW")
        }
    }

    private func legacySeverity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "CRITICAL"
        case .warning: return "MAJOR"
        case .info: return "INFO"
        }
    }

    private struct Document: Encodable {
        var rules: [Rule]
        var issues: [Issue]
    }

    private struct Rule: Encodable {
        var id: String
        var name: String
        var description: String
        var engineId = "statecraft"
        var cleanCodeAttribute: String
        var type: String
        var severity: String
        var impacts: [Impact]
    }

    private struct Impact: Encodable {
        var softwareQuality: String
        var severity: String
    }

    private struct Issue: Encodable {
        var ruleId: String
        var effortMinutes = 5
        var primaryLocation: Location
        var secondaryLocations: [Location]?
    }

    private struct Location: Encodable {
        var message: String
        var filePath: String
        var textRange: TextRange
    }

    private struct TextRange: Encodable {
        var startLine: Int
    }
}
