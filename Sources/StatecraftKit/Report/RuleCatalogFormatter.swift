import Foundation

/// Renders the rule catalogue for `statecraft rules` and `statecraft explain`.
public enum RuleCatalogFormatter {
    public static func text(_ rules: [RuleDescription]) -> String {
        let width = rules.map(\.id.count).max() ?? 0
        var output = ""
        for rule in rules {
            let flags = [rule.fixable ? "fixable" : nil, rule.optIn ? "opt-in" : nil].compactMap { $0 }
            let padded = rule.id.padding(toLength: width, withPad: " ", startingAt: 0)
            let severity = rule.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            output += "\(padded)  \(rule.pack.rawValue.padding(toLength: 4, withPad: " ", startingAt: 0))  \(severity)  \(rule.summary)"
            output += flags.isEmpty ? "\n" : " (\(flags.joined(separator: ", ")))\n"
        }
        return output
    }

    public static func json(_ rules: [RuleDescription]) -> String {
        let objects: [[String: Any]] = rules.map {
            ["id": $0.id, "pack": $0.pack.rawValue, "severity": $0.severity.rawValue, "fixable": $0.fixable,
             "optIn": $0.optIn, "summary": $0.summary]
        }
        let document: [String: Any] = ["version": 1, "tool": JSONTool.object, "rules": objects]
        let data = (try? JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    public static func markdown(_ rules: [RuleDescription]) -> String {
        var output = "| Rule | Pack | Severity | Fixable | Opt-in | What it finds |\n|---|---|---|---|---|---|\n"
        for rule in rules {
            let summary = rule.summary.replacingOccurrences(of: "|", with: "\\|")
            output += "| `\(rule.id)` | \(rule.pack.rawValue) | \(rule.severity.rawValue) | \(rule.fixable ? "yes" : "no") | \(rule.optIn ? "yes" : "no") | \(summary) |\n"
        }
        return output
    }

    /// `width`: the terminal's, to wrap the prose to (code examples stay as written).
    public static func explanation(_ rule: RuleDescription, width: Int? = nil) -> String {
        let prose = { (text: String) in width.map { TextWrap.wrap(text, width: max(40, $0 - 4), indent: "") } ?? text }
        var output = "\(rule.id) (\(rule.pack.rawValue), \(rule.severity.rawValue)\(rule.fixable ? ", fixable" : "")\(rule.optIn ? ", opt-in" : ""))\n"
        output += "\(prose(rule.summary))\n\n"
        output += "Why\n\(indent(prose(rule.rationale)))\n\n"
        output += "Not reported\n\(indent(prose(rule.exclusions)))\n"
        if !rule.options.isEmpty {
            output += "\nOptions (in .statecraft.yml under rules: \(rule.id):)\n"
            for option in rule.options { output += "  \(option.name): \(option.summary)\n" }
        }
        output += "\nTriggers (↓ marks the finding)\n"
        for example in rule.triggering { output += "\n" + indent(example.code) + "\n" }
        output += "\nDoes not trigger\n"
        for example in rule.nonTriggering { output += "\n" + indent(example.code) + "\n" }
        if !rule.corrections.isEmpty {
            output += "\nFixed by `statecraft fix` (before, then after)\n"
            for correction in rule.corrections {
                output += "\n" + indent(correction.before) + "\n  becomes\n" + indent(correction.after) + "\n"
            }
        }
        return output
    }

    /// Where each rule's page is published; SARIF's `helpUri` points there.
    public static let directoryURL = "https://github.com/statecraft/statecraft/blob/main/docs/rules"

    /// One rule's page of the rule directory (`docs/rules/ID.md`, `statecraft explain --format markdown`): the
    /// same content as `explanation`, in Markdown, with Swift code blocks.
    public static func page(_ rule: RuleDescription) -> String {
        let traits = [rule.pack.rawValue + " pack", "default severity: " + rule.severity.rawValue]
            + (rule.fixable ? ["fixable"] : []) + (rule.optIn ? ["opt-in"] : [])
        var output = "# `\(rule.id)`\n\n\(rule.summary).\n\n*\(traits.joined(separator: " · "))*\n\n"
        output += "## Why\n\n\(rule.rationale)\n\n## Not reported\n\n\(rule.exclusions)\n"
        if !rule.options.isEmpty {
            output += "\n## Options\n\nIn `.statecraft.yml`, under `rules:` › `\(rule.id):`\n\n"
            for option in rule.options { output += "- `\(option.name)`: \(option.summary)\n" }
        }
        let block = { (code: String) in "```swift\n" + code + "\n```\n" }
        output += "\n## Triggers\n\n`↓` marks where the finding is reported.\n"
        for example in rule.triggering { output += "\n" + block(example.code) }
        output += "\n## Does not trigger\n"
        for example in rule.nonTriggering { output += "\n" + block(example.code) }
        if !rule.corrections.isEmpty {
            output += "\n## Fixed by `statecraft fix`\n"
            for correction in rule.corrections { output += "\nBefore:\n\n" + block(correction.before) + "\nAfter:\n\n" + block(correction.after) }
        }
        return output
    }

    /// The rule directory's index (`docs/rules/README.md`): every rule, linking to its page.
    public static func directoryIndex(_ rules: [RuleDescription]) -> String {
        var output = "# Statecraft rules\n\nGenerated by `statecraft rules --directory docs/rules`; `statecraft explain ID` shows the same pages.\n\n"
        output += "| Rule | Pack | Severity | Summary |\n| --- | --- | --- | --- |\n"
        for rule in rules.sorted(by: { ($0.pack.rawValue, $0.id) < ($1.pack.rawValue, $1.id) }) {
            output += "| [`\(rule.id)`](\(rule.id).md) | \(rule.pack.rawValue) | \(rule.severity.rawValue)\(rule.optIn ? " (opt-in)" : "") | \(rule.summary.replacingOccurrences(of: "|", with: "\\|")) |\n"
        }
        return output
    }

    /// `explain --format json`: the same content as `explanation`, for tools and coding agents.
    public static func explanationJSON(_ rule: RuleDescription) -> String {
        let object: [String: Any] = [
            "version": 1, "tool": JSONTool.object,
            "rule": [
                "id": rule.id, "pack": rule.pack.rawValue, "severity": rule.severity.rawValue, "fixable": rule.fixable,
                "optIn": rule.optIn, "summary": rule.summary, "rationale": rule.rationale, "exclusions": rule.exclusions,
                "options": rule.options.map { ["name": $0.name, "summary": $0.summary] },
                "triggering": rule.triggering.map(\.code), "nonTriggering": rule.nonTriggering.map(\.code),
                "corrections": rule.corrections.map { ["before": $0.before, "after": $0.after] },
            ] as [String: Any],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
    }
}
