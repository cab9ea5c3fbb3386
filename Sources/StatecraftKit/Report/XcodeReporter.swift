/// One compiler-style diagnostic per finding, which Xcode shows inline. Notes are not included.
public struct XcodeReporter: Reporter {
    public init() {}

    public func render(_ result: CheckResult, context: ReportContext) -> String {
        result.findings.map { finding in
            "\(finding.file):\(finding.position.line):\(finding.position.column): "
                + "\(level(finding.severity)): \(finding.message) [\(finding.ruleID)]\n"
        }.joined()
    }

    private func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }
}
