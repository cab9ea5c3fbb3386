/// The Code Climate issue format as GitLab's Code Quality report reads it (`artifacts: reports: codequality:`):
/// a JSON array with a description, check name, fingerprint, severity and location per finding. GitLab keeps
/// one issue per fingerprint, so each carries the finding's fingerprint, file and rank among its equals.
public struct CodeClimateReporter: Reporter {
    public init() {}

    public func render(_ result: CheckResult, context: ReportContext) -> String {
        var seen: [String: Int] = [:]
        let issues = result.findings.map { finding -> Issue in
            let identity = "\(finding.fingerprint ?? Fingerprint.of(finding, lineText: ""))\u{0}\(finding.file)"
            let rank = seen[identity, default: 0]
            seen[identity] = rank + 1
            return Issue(description: finding.message, check_name: finding.ruleID,
                         fingerprint: fnv1a64Hex("\(identity)\u{0}\(rank)"), severity: severity(finding.severity),
                         categories: [finding.severity == .info ? "Style" : "Bug Risk"],
                         location: Location(path: finding.file, positions: Positions(
                            begin: Position(line: max(1, finding.position.line), column: max(1, finding.position.column)))))
        }
        return JSONOutput.render(issues)
    }

    private func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "critical"
        case .warning: return "minor"
        case .info: return "info"
        }
    }

    private struct Issue: Encodable {
        var type = "issue"
        var description: String
        var check_name: String
        var fingerprint: String
        var severity: String
        var categories: [String]
        var location: Location
    }

    private struct Location: Encodable {
        var path: String
        var positions: Positions
    }

    private struct Positions: Encodable {
        var begin: Position
    }

    private struct Position: Encodable {
        var line: Int
        var column: Int
    }
}
