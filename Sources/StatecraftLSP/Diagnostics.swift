import Foundation
import StatecraftKit

/// Findings as the protocol's diagnostics.
enum Diagnostics {
    /// Past a line's end a character means the line's end (the protocol says so), so a finding's range runs
    /// from its column to the end of its line without reading the line.
    static let lineEnd = 100_000

    static func range(of finding: Finding) -> LSPRange {
        let line = max(0, finding.position.line - 1)
        let character = max(0, (finding.utf16Column ?? finding.position.column) - 1)
        return LSPRange(start: LSPPosition(line: line, character: character), end: LSPPosition(line: line, character: lineEnd))
    }

    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: return 1
        case .warning: return 2
        case .info: return 3
        }
    }

    static func diagnostic(_ finding: Finding, root: String, relatedInformation: Bool) -> [String: Any] {
        var diagnostic: [String: Any] = [
            "range": range(of: finding).json,
            "severity": severity(finding.severity),
            "code": finding.ruleID,
            "codeDescription": ["href": "\(RuleCatalogFormatter.directoryURL)/\(finding.ruleID).md"],
            "source": "statecraft",
            "message": finding.message,
        ]
        if relatedInformation, !finding.related.isEmpty {
            diagnostic["relatedInformation"] = finding.related.map { related -> [String: Any] in
                let line = max(0, related.position.line - 1)
                return [
                    "location": [
                        "uri": uri(ofPath: absolutePath(related.file, from: root)),
                        // The whole line: a related place's column counts UTF-8 bytes, and its line is not read here.
                        "range": LSPRange(start: LSPPosition(line: line, character: 0), end: LSPPosition(line: line, character: lineEnd)).json,
                    ],
                    "message": related.message,
                ]
            }
        }
        return diagnostic
    }

    static func uri(ofPath path: String) -> String { URL(fileURLWithPath: path).absoluteString }

    /// The absolute, standardised path of a `file:` URI; nil for other schemes (`untitled:`).
    static func path(ofURI uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.standardizedFileURL.path
    }
}
