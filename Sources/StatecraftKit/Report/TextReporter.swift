import Foundation

/// Human-readable output: findings grouped by file, each starting with its clickable `path:line:column`, then
/// notes, then a summary. On a terminal, a long message wraps under itself.
public struct TextReporter: Reporter {
    public var includeTiming = true

    public init(includeTiming: Bool = true) {
        self.includeTiming = includeTiming
    }

    public func render(_ result: CheckResult, context: ReportContext) -> String {
        let style = ANSIStyle(enabled: context.useColor)
        var sections: [[String]] = groupedByFile(result.findings).map { fileSection($0.file, $0.findings, style, width: context.width) }
        if !result.notes.isEmpty {
            sections.append(notesSection(result.notes, style).map { line in
                context.width.map { TextWrap.wrap(line, width: $0, indent: "    ") } ?? line
            })
        }
        sections.append(summarySection(result))
        return sections.map { $0.joined(separator: "\n") + "\n" }.joined(separator: "\n")
    }

    private func groupedByFile(_ findings: [Finding]) -> [(file: String, findings: [Finding])] {
        var order: [String] = []
        var groups: [String: [Finding]] = [:]
        for finding in findings {
            if groups[finding.file] == nil { order.append(finding.file) }
            groups[finding.file, default: []].append(finding)
        }
        return order.map { ($0, groups[$0] ?? []) }
    }

    private func fileSection(_ file: String, _ findings: [Finding], _ style: ANSIStyle, width: Int?) -> [String] {
        let locations = findings.map { "\(file):\($0.position.line):\($0.position.column)" }
        let locationWidth = locations.map(\.count).max() ?? 0
        let severityWidth = Severity.allCases.map(\.rawValue.count).max() ?? 0
        var lines: [String] = []
        for (finding, location) in zip(findings, locations) {
            let word = finding.severity.rawValue
            let severity = style.severity(finding.severity, word) + String(repeating: " ", count: severityWidth - word.count)
            let lead = "\(location.padded(to: locationWidth))  \(severity)  "
            let text = "\(finding.message)  [\(finding.ruleID)]"
            let details = Self.details(finding.notes)
            guard let width else {
                lines.append(lead + text)
                lines += details.map { "    · " + $0 }
                continue
            }
            // Under the message when there is room for it, else a short hanging indent.
            let leadWidth = locationWidth + 2 + severityWidth + 2
            let indent = String(repeating: " ", count: leadWidth <= width / 2 ? leadWidth : 4)
            lines.append(lead + TextWrap.wrap(text, width: width, indent: indent, firstLineUsed: leadWidth))
            lines += details.map { TextWrap.wrap("    · " + $0, width: width, indent: "      ") }
        }
        return lines
    }

    /// A finding's notes under it: the first three, then how many more JSON and SARIF list.
    static func details(_ notes: [String]) -> [String] {
        guard notes.count > 3 else { return notes }
        return notes.prefix(3) + ["and \(notes.count - 3) more (`--format json` lists them all)"]
    }

    private func notesSection(_ notes: [Note], _ style: ANSIStyle) -> [String] {
        [style.bold("Notes")] + notes.map { note in
            if let file = note.file { return "  \(file): \(note.message)" }
            return "  \(note.message)"
        }
    }

    private func summarySection(_ result: CheckResult) -> [String] {
        var checked = "Checked \(count(result.filesChecked, "file")) (\(count(result.linesChecked, "line")))"
        if includeTiming {
            checked += " in \(String(format: "%.2f", result.duration)) s"
        }
        checked += " · deployment target: \(result.deploymentTargets.summary)"
        checked += " · architecture: \(result.architecture.text)"
        if !result.folderArchitectures.isEmpty {
            checked += "; folders with their own: \(result.folderArchitectures.joined(separator: ", "))"
        }
        if let coverage = result.coverage, coverage.views > 0 {
            checked += "\nApp paths cover \(coverage.reachedInApp) of \(coverage.views) views"
                + (coverage.reachedInApp < coverage.views ? " (`statecraft map --stats --verbose` says why the others are not)" : "")
        }

        guard !result.findings.isEmpty else { return [checked, "No findings."] }
        let counts = FindingCounts(result.findings)
        let totals = "\(count(result.findings.count, "finding")): "
            + [count(counts.errors, "error"), count(counts.warnings, "warning"), count(counts.infos, "info")]
                .joined(separator: ", ")
        let countWidth = counts.byRule.map { String($0.count).count }.max() ?? 0
        let perRule = counts.byRule.map { "  \(String($0.count).padded(to: countWidth, leading: true))  \($0.id)" }
        return [checked, totals] + perRule
    }

    private func count(_ value: Int, _ noun: String) -> String {
        "\(value) \(noun)\(value == 1 ? "" : "s")"
    }
}

private struct ANSIStyle {
    var enabled: Bool

    func bold(_ text: String) -> String { wrap(text, code: "1") }

    func severity(_ severity: Severity, _ text: String) -> String {
        switch severity {
        case .error: return wrap(text, code: "31")
        case .warning: return wrap(text, code: "33")
        case .info: return wrap(text, code: "34")
        }
    }

    private func wrap(_ text: String, code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

private extension String {
    func padded(to width: Int, leading: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - count))
        return leading ? padding + self : self + padding
    }
}
