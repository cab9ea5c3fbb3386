/// Checkstyle's XML report, which Jenkins (Warnings NG), Danger, reviewdog and many CI systems read: a `file`
/// element per file with findings, an `error` per finding.
public struct CheckstyleReporter: Reporter {
    public init() {}

    public func render(_ result: CheckResult, context: ReportContext) -> String {
        let files = Dictionary(grouping: result.findings, by: \.file)
        return XMLElement("checkstyle", [("version", "4.3")], children: files.keys.sorted().map { file in
            XMLElement("file", [("name", file)], children: files[file]!.map { finding in
                XMLElement("error", [
                    ("line", "\(finding.position.line)"), ("column", "\(finding.position.column)"),
                    ("severity", finding.severity.rawValue), ("message", finding.message),
                    ("source", "statecraft.\(finding.ruleID)"),
                ])
            })
        }).document()
    }
}
