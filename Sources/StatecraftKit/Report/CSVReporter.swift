/// One finding per row, for spreadsheets and scripts.
public struct CSVReporter: Reporter {
    public init() {}

    public func render(_ result: CheckResult, context: ReportContext) -> String {
        CSVWriter.render(header: ["file", "line", "column", "severity", "rule", "message", "fingerprint"],
                         rows: result.findings.map { finding in
            [finding.file, "\(finding.position.line)", "\(finding.position.column)", finding.severity.rawValue,
             finding.ruleID, finding.message, finding.fingerprint ?? ""]
        })
    }
}
