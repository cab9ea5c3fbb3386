import Foundation

/// The `.statecraft.yml` that `statecraft init` writes: what a first check found (architecture, deployment
/// target, the rules that fire most), with every choice commented so that a team decides on purpose.
public enum ConfigurationTemplate {
    public static func make(from result: CheckResult, rules: [RuleDescription]) -> String {
        var lines = [
            "# Statecraft configuration, written by `statecraft init` (Statecraft \(Statecraft.version)).",
            "# Every key is optional. `statecraft rules` lists the rules; `statecraft explain RULE` explains one.",
            "",
            "# Fail if an older Statecraft reads this file.",
            "required_version: \"\(Statecraft.version)\"",
            "",
            "# Found: \(result.architecture.text).",
            "# `auto` keeps detecting it; write `mv` or `mvvm` to hold every screen to one camp.",
            "architecture: auto",
            "",
        ]
        let targets = result.deploymentTargets.summary
        lines += targets == "unknown"
            ? ["# No deployment target found in Package.swift or the Xcode project: set it, so that rules and the",
               "# migration know whether Observation (iOS 17, macOS 14) is available.",
               "# deployment_target: { ios: \"17.0\" }"]
            : ["# Read from the project files: \(targets). Set it here to plan a raise:",
               "# deployment_target: { ios: \"17.0\" }"]
        lines += ["", "# Folders to leave out (generated code, vendored sources):", "# exclude: [\"**/Generated/**\"]", ""]
        let counts = Dictionary(grouping: result.findings, by: \.ruleID).mapValues(\.count)
        let top = counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(6)
        if top.isEmpty {
            lines += ["# No findings today.", "# disabled_rules: []"]
        } else {
            lines += ["# The rules that fire most here today. Disable one, or lower its severity, if the team disagrees:"]
            let width = top.map(\.key.count).max() ?? 0
            for (rule, count) in top {
                let severity = rules.first { $0.id == rule }?.severity.rawValue ?? ""
                lines.append("#   \(rule.padding(toLength: width, withPad: " ", startingAt: 0))  \(count) finding\(count == 1 ? "" : "s") (\(severity))")
            }
            lines += ["# disabled_rules: [\(top.first!.key)]"]
            // A severity one step lower than the rule's own: suggesting the one it has would change nothing.
            if let rule = top.first(where: { entry in (rules.first { $0.id == entry.key }?.severity ?? .info) > .info }),
               let severity = rules.first(where: { $0.id == rule.key })?.severity {
                lines.append("# severity: { \(rule.key): \(severity == .error ? "warning" : "info") }")
            }
        }
        // The opt-in rules of the packs that run here.
        let optIn = rules.filter { $0.optIn && ($0.pack == .core || $0.pack == .auto || $0.pack == result.architecture.pack) }.map(\.id)
        if !optIn.isEmpty {
            lines += ["", "# Opt-in rules (style and testability):"] + wrapped(optIn, prefix: "#   ") + ["# opt_in_rules: []"]
        }
        lines += [
            "",
            "# Adopting on an app with findings: record them once and fail only on new ones.",
            "#   statecraft check . --write-baseline .statecraft-baseline.json",
            "# baseline: .statecraft-baseline.json",
            "",
        ]
        return lines.joined(separator: "\n")
    }

    /// Comma-separated words on lines of at most 100 characters.
    private static func wrapped(_ words: [String], prefix: String) -> [String] {
        var lines: [String] = []
        var line = prefix
        for (index, word) in words.enumerated() {
            let piece = word + (index == words.count - 1 ? "" : ",")
            if line.count + piece.count + 1 > 100, line != prefix {
                lines.append(line)
                line = prefix
            }
            line += (line == prefix ? "" : " ") + piece
        }
        return lines + [line]
    }
}
