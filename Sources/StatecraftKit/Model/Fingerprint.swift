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

    /// Sets each finding's fingerprint, reading the lines from the files (relative paths from `workingDirectory`).
    static func assign(_ findings: inout [Finding], workingDirectory: String) {
        var linesByFile: [String: [Substring]] = [:]
        for index in findings.indices {
            let file = findings[index].file
            if linesByFile[file] == nil {
                let text = (try? String(contentsOfFile: absolutePath(file, from: workingDirectory), encoding: .utf8)) ?? ""
                linesByFile[file] = text.split(separator: "\n", omittingEmptySubsequences: false)
            }
            let lines = linesByFile[file]!
            let line = findings[index].position.line
            let text = line >= 1 && line <= lines.count ? String(lines[line - 1]) : ""
            findings[index].fingerprint = of(findings[index], lineText: text)
        }
    }
}
