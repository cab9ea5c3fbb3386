import Foundation

/// A finding's identity across edits, for baselines and SARIF: its rule, its message with line numbers and folders
/// left out, and the text of its line without indentation. Neither the line number nor the file's path is part
/// of it, so it survives edits above the finding and a move of the file; the text of the line ties it to the code.
public enum Fingerprint {
    public static func of(_ finding: Finding, lineText: String) -> String {
        fnv1a64Hex([finding.ruleID, normalized(message: finding.message), normalized(line: lineText)].joined(separator: "\u{0}"))
    }

    /// `(Views/Home.swift:12)` → `(Home.swift)`: references to other places move when unrelated code does.
    static func normalized(message: String) -> String {
        var result = message.replacingOccurrences(of: #"(\.swift):\d+(:\d+)?"#, with: "$1", options: .regularExpression)
        result = result.replacingOccurrences(of: #"[^\s`'"(]*/([^\s/`'"()]+\.swift)"#, with: "$1", options: .regularExpression)
        return result
    }

    /// The line's code with its blanks collapsed, so re-indenting it does not change the finding.
    static func normalized(line: String) -> String {
        line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }

    /// Sets each finding's fingerprint, reading each file with findings once, files in parallel (relative paths
    /// from `workingDirectory`).
    static func assign(_ findings: inout [Finding], workingDirectory: String, jobs: Int) {
        let byFile = Dictionary(grouping: findings.indices, by: { findings[$0].file })
        let files = Array(byFile.keys)
        let snapshot = findings
        let prints = Parallel.map(count: files.count, jobs: jobs) { position -> [(Int, String)] in
            let text = (try? String(contentsOfFile: absolutePath(files[position], from: workingDirectory), encoding: .utf8)) ?? ""
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            return byFile[files[position]]!.map { index in
                let line = snapshot[index].position.line
                return (index, of(snapshot[index], lineText: line >= 1 && line <= lines.count ? String(lines[line - 1]) : ""))
            }
        }
        for (index, fingerprint) in prints.joined() { findings[index].fingerprint = fingerprint }
    }
}
