import StatecraftKit

/// What hovering over a finding shows: the findings there, then each rule's explanation (`statecraft explain`).
enum Hover {
    static func markdown(_ findings: [Finding]) -> String {
        var parts = findings.map { "**\($0.severity.rawValue)** `\($0.ruleID)`: \($0.message)" }
        var explained = Set<String>()
        for finding in findings where explained.insert(finding.ruleID).inserted {
            if let rule = RuleRegistry.rule(id: finding.ruleID) { parts.append("---\n\n" + RuleCatalogFormatter.page(rule.description)) }
        }
        return parts.joined(separator: "\n\n")
    }
}
