import SwiftSyntax

/// Inline control comments of one file:
/// `// statecraft:disable rule-a rule-b` … `// statecraft:enable rule-a`, `// statecraft:disable:next rule`,
/// `// statecraft:disable:this rule`, `// statecraft:disable:previous rule`, with `all` for every rule.
public struct SuppressionMap: Sendable {
    struct Region: Sendable {
        var rule: String
        var startLine: Int
        var endLine: Int
    }

    private var regions: [Region] = []

    public init() {}

    public var isEmpty: Bool { regions.isEmpty }

    public func suppresses(rule: String, line: Int) -> Bool {
        regions.contains { ($0.rule == rule || $0.rule == "all") && $0.startLine <= line && line <= $0.endLine }
    }

    /// Reads control comments from the tokens' trivia, so text inside string literals is never mistaken for one.
    static func read(from tree: SourceFileSyntax, lineTable: LineTable) -> SuppressionMap {
        var map = SuppressionMap()
        var open: [String: Int] = [:]
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var offset = token.position
            for piece in token.leadingTrivia {
                map.consume(piece, at: offset, lineTable: lineTable, open: &open)
                offset += piece.sourceLength
            }
            offset = token.endPositionBeforeTrailingTrivia
            for piece in token.trailingTrivia {
                map.consume(piece, at: offset, lineTable: lineTable, open: &open)
                offset += piece.sourceLength
            }
        }
        for (rule, start) in open { map.regions.append(Region(rule: rule, startLine: start, endLine: Int.max)) }
        return map
    }

    private mutating func consume(_ piece: TriviaPiece, at offset: AbsolutePosition, lineTable: LineTable,
                                  open: inout [String: Int]) {
        let text: String
        switch piece {
        case .lineComment(let comment), .docLineComment(let comment): text = comment
        case .blockComment(let comment), .docBlockComment(let comment): text = comment
        default: return
        }
        guard let range = text.range(of: "statecraft:") else { return }
        var words = text[range.upperBound...].split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
            .map(String.init)
        if let last = words.last, last.hasSuffix("*/") {
            words[words.count - 1] = String(last.dropLast(2))
            if words[words.count - 1].isEmpty { words.removeLast() }
        }
        guard let command = words.first else { return }
        // Text after ` - ` is an explanation, as in `// statecraft:disable:next rule - reason`.
        let rules = words.dropFirst().prefix { $0 != "-" && $0 != "--" }
        guard !rules.isEmpty else { return }
        let line = lineTable.location(for: offset).line
        for rule in rules {
            switch command {
            case "disable": open[rule] = open[rule] ?? line
            case "enable":
                if rule == "all" {
                    for (openRule, start) in open { regions.append(Region(rule: openRule, startLine: start, endLine: line)) }
                    open.removeAll()
                } else if let start = open.removeValue(forKey: rule) {
                    regions.append(Region(rule: rule, startLine: start, endLine: line))
                }
            case "disable:next": regions.append(Region(rule: rule, startLine: line + 1, endLine: line + 1))
            case "disable:this": regions.append(Region(rule: rule, startLine: line, endLine: line))
            case "disable:previous": regions.append(Region(rule: rule, startLine: line - 1, endLine: line - 1))
            default: return
            }
        }
    }
}
