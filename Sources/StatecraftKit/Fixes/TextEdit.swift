import SwiftSyntax

/// A replacement of a UTF-8 byte range of a file's text, made by one fix.
public struct TextEdit: Sendable, Equatable {
    public var range: Range<Int>
    public var replacement: String
    /// The fix that made it.
    public var fix: String
    /// For `observation-migration`: the class the edit migrates. Edits of one class stand or fall together.
    public var group: String?
    /// Set on one edit of each thing fixed (a finding, a migrated class, a rewritten use site), for counting.
    public var counts = false

    public init(_ range: Range<Int>, _ replacement: String, fix: String, group: String? = nil) {
        self.range = range
        self.replacement = replacement
        self.fix = fix
        self.group = group
    }

    func counted() -> TextEdit {
        var copy = self
        copy.counts = true
        return copy
    }

    static func insert(_ text: String, at offset: Int, fix: String, group: String? = nil) -> TextEdit {
        TextEdit(offset..<offset, text, fix: fix, group: group)
    }

    /// Replaces a node's text, keeping its leading and trailing trivia.
    static func replace(_ node: some SyntaxProtocol, with text: String, fix: String, group: String? = nil) -> TextEdit {
        TextEdit(node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset,
                 text, fix: fix, group: group)
    }

    /// Whether two edits touch the same bytes (an insertion at the very start or end of a replacement does not,
    /// but two different insertions at one offset do: their order would be a guess).
    func conflicts(with other: TextEdit) -> Bool {
        // Insertions of one group at one offset go in the order the group made them.
        if range.isEmpty, other.range.isEmpty { return range.lowerBound == other.range.lowerBound && (group == nil || group != other.group) }
        if range.isEmpty { return other.range.lowerBound < range.lowerBound && range.lowerBound < other.range.upperBound }
        if other.range.isEmpty { return range.lowerBound < other.range.lowerBound && other.range.lowerBound < range.upperBound }
        return range.lowerBound < other.range.upperBound && other.range.lowerBound < range.upperBound
    }

    /// Applies edits, earlier ones in the list first: an edit conflicting with one already taken is left out
    /// (the next pass of `fix` redoes it on the new text). Returns the new text and the edits applied.
    static func apply(_ edits: [TextEdit], to text: String) -> (text: String, applied: [TextEdit]) {
        var accepted: [TextEdit] = []
        var duplicates: [TextEdit] = []
        let bytes = Array(text.utf8)
        for edit in edits where edit.range.upperBound <= bytes.count {
            // The same text at the same place from two groups (an import two classes need) is applied once,
            // and counts as applied for both.
            if accepted.contains(where: { $0.range == edit.range && $0.replacement == edit.replacement }) {
                duplicates.append(edit)
                continue
            }
            if accepted.contains(where: { $0.conflicts(with: edit) }) { continue }
            accepted.append(edit)
        }
        let sorted = accepted.enumerated().sorted {
            ($0.element.range.lowerBound, $0.element.range.isEmpty ? 0 : 1, $0.offset)
                < ($1.element.range.lowerBound, $1.element.range.isEmpty ? 0 : 1, $1.offset)
        }.map(\.element)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 64)
        var cursor = 0
        for edit in sorted {
            output += bytes[cursor..<edit.range.lowerBound]
            output += Array(edit.replacement.utf8)
            cursor = edit.range.upperBound
        }
        output += bytes[cursor...]
        return (String(decoding: output, as: UTF8.self), accepted + duplicates)
    }
}
