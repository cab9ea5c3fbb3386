/// GitHub Actions workflow commands, which annotate the pull request. Notes are not included.
public struct GitHubReporter: Reporter {
    public init() {}

    public func render(_ result: CheckResult, context: ReportContext) -> String {
        result.findings.map { finding in
            let properties = [
                "file=\(escape(finding.file, isProperty: true))",
                "line=\(finding.position.line)",
                "col=\(finding.position.column)",
                "title=\(escape(finding.ruleID, isProperty: true))",
            ].joined(separator: ",")
            return "::\(command(finding.severity)) \(properties)::\(escape(finding.message, isProperty: false))\n"
        }.joined()
    }

    private func command(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "notice"
        }
    }

    /// Works on scalars so that `\r\n`, a single `Character`, is escaped as two.
    private func escape(_ text: String, isProperty: Bool) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": output += "%25"
            case "\r": output += "%0D"
            case "\n": output += "%0A"
            case ":" where isProperty: output += "%3A"
            case "," where isProperty: output += "%2C"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
