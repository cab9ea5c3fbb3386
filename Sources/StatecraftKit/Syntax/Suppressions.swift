import SwiftSyntax

/// Inline control comments of one file:
/// `// statecraft:disable rule-a rule-b` … `// statecraft:enable rule-a`, `// statecraft:disable:next rule`,
/// `// statecraft:disable:this rule`, `// statecraft:disable:previous rule`, with `all` for every rule.
public struct SuppressionMap: Sendable, FactCodable {
    public struct Region: Sendable, FactCodable {
        public var rule: String
        var startLine: Int
        var endLine: Int
        /// Where the comment that opened it is, and how it reads (`statecraft:disable:next`).
        public var commentLine: Int
        public var commentColumn = 1
        public var command: String
    }

    // Settable in the module: the facts cache's generated coding reads it back.
    public internal(set) var regions: [Region] = []

    public init() {}

    public var isEmpty: Bool { regions.isEmpty }

    public func suppresses(rule: String, line: Int) -> Bool {
        region(suppressing: rule, line: line) != nil
    }

    /// The first region that silences `rule` on `line`, by index.
    public func region(suppressing rule: String, line: Int) -> Int? {
        regions.firstIndex { ($0.rule == rule || $0.rule == "all") && $0.startLine <= line && line <= $0.endLine }
    }

    /// Reads control comments from the tokens' trivia, so text inside string literals is never mistaken for one.
    static func read(from tree: SourceFileSyntax, lineTable: LineTable) -> SuppressionMap {
        var map = SuppressionMap()
        var open: [String: (start: Int, comment: Int, column: Int)] = [:]
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
        for (rule, start) in open.sorted(by: { $0.value.start < $1.value.start }) {
            map.regions.append(Region(rule: rule, startLine: start.start, endLine: Int.max, commentLine: start.comment, commentColumn: start.column, command: "disable"))
        }
        return map
    }

    private mutating func consume(_ piece: TriviaPiece, at offset: AbsolutePosition, lineTable: LineTable,
                                  open: inout [String: (start: Int, comment: Int, column: Int)]) {
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
        let location = lineTable.location(for: offset)
        let line = location.line
        let regionsBefore = regions.count
        defer {
            for index in regionsBefore..<regions.count where regions[index].commentLine == line { regions[index].commentColumn = location.column }
        }
        for rule in rules {
            switch command {
            case "disable": open[rule] = open[rule] ?? (line, line, location.column)
            case "enable":
                if rule == "all" {
                    for (openRule, start) in open.sorted(by: { $0.value.start < $1.value.start }) {
                        regions.append(Region(rule: openRule, startLine: start.start, endLine: line, commentLine: start.comment, commentColumn: start.column, command: "disable"))
                    }
                    open.removeAll()
                } else if let start = open.removeValue(forKey: rule) {
                    regions.append(Region(rule: rule, startLine: start.start, endLine: line, commentLine: start.comment, commentColumn: start.column, command: "disable"))
                }
            case "disable:next": regions.append(Region(rule: rule, startLine: line + 1, endLine: line + 1, commentLine: line, command: command))
            case "disable:this": regions.append(Region(rule: rule, startLine: line, endLine: line, commentLine: line, command: command))
            case "disable:previous": regions.append(Region(rule: rule, startLine: line - 1, endLine: line - 1, commentLine: line, command: command))
            default: return
            }
        }
    }
}
