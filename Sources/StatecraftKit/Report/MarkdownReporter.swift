/// A Markdown table of the findings and a summary line, for a pull request comment or a job summary
/// (`$GITHUB_STEP_SUMMARY`).
public struct MarkdownReporter: Reporter {
    public init() {}

    public func render(_ result: CheckResult, context: ReportContext) -> String {
        let counts = FindingCounts(result.findings)
        var output = "## Statecraft\n\n"
        guard !result.findings.isEmpty else {
            return output + "No findings in \(result.filesChecked) files.\n"
        }
        output += "\(result.findings.count) finding\(result.findings.count == 1 ? "" : "s") in \(result.filesChecked) files: "
            + "\(counts.errors) errors, \(counts.warnings) warnings, \(counts.infos) infos.\n\n"
        output += "| File | Line | Severity | Message | Rule |\n| --- | ---: | --- | --- | --- |\n"
        for finding in result.findings {
            let cells = [cell(finding.file), "\(finding.position.line)", finding.severity.rawValue, cell(finding.message), "`\(finding.ruleID)`"]
            output += "| " + cells.joined(separator: " | ") + " |\n"
        }
        return output
    }

    /// Table cells hold one line, and a `|` ends a cell unless escaped (in code spans too, in GitHub's tables).
    private func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
            .replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
    }
}
