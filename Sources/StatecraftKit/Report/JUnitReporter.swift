/// JUnit XML, which CI systems show as test results (GitLab's merge request widget, Jenkins, Azure Pipelines,
/// CircleCI): a test suite per file with findings, a failing test case per finding, its type the severity.
public struct JUnitReporter: Reporter {
    public init() {}

    public func render(_ result: CheckResult, context: ReportContext) -> String {
        let files = Dictionary(grouping: result.findings, by: \.file)
        let count = "\(result.findings.count)"
        return XMLElement("testsuites", [("name", "statecraft"), ("tests", count), ("failures", count), ("errors", "0")],
                          children: files.keys.sorted().map { file in
            let findings = files[file]!
            return XMLElement("testsuite", [("name", file), ("tests", "\(findings.count)"), ("failures", "\(findings.count)"), ("errors", "0")],
                              children: findings.map { finding in
                let place = "\(file):\(finding.position.line):\(finding.position.column)"
                return XMLElement("testcase", [("classname", "statecraft.\(finding.ruleID)"), ("name", place)], children: [
                    XMLElement("failure", [("type", finding.severity.rawValue), ("message", finding.message)],
                               text: "\(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]\nat \(place)"),
                ])
            })
        }).document()
    }
}
