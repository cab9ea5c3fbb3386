import Foundation

/// A place in a document as the protocol gives it: 0-based line, and character counted in UTF-16 code units.
struct LSPPosition: Equatable, Comparable {
    var line: Int
    var character: Int

    init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    init?(_ json: Any?) {
        guard let object = json as? [String: Any], let line = object["line"] as? Int, let character = object["character"] as? Int,
              line >= 0, character >= 0 else { return nil }
        self.init(line: line, character: character)
    }

    var json: [String: Any] { ["line": line, "character": character] }

    static func < (lhs: LSPPosition, rhs: LSPPosition) -> Bool { (lhs.line, lhs.character) < (rhs.line, rhs.character) }
}

struct LSPRange: Equatable {
    var start: LSPPosition
    var end: LSPPosition

    init(start: LSPPosition, end: LSPPosition) {
        self.start = start
        self.end = end
    }

    init?(_ json: Any?) {
        guard let object = json as? [String: Any], let start = LSPPosition(object["start"]), let end = LSPPosition(object["end"]) else {
            return nil
        }
        self.init(start: start, end: end)
    }

    var json: [String: Any] { ["start": start.json, "end": end.json] }

    func overlaps(_ other: LSPRange) -> Bool { !(other.end < start || end < other.start) }
}

/// The text of a file as the editor holds it: an open document, kept in step with its changes.
struct TextDocument {
    var uri: String
    var path: String
    var version: Int
    /// UTF-16 code units: the protocol's positions count them, and edits splice them.
    private(set) var units: [UInt16]

    init(uri: String, path: String, version: Int, text: String) {
        self.uri = uri
        self.path = path
        self.version = version
        units = Array(text.utf16)
    }

    var text: String { String(decoding: units, as: UTF16.self) }

    /// Applies one `contentChanges` entry: a whole new text, or a range replaced.
    mutating func apply(_ change: [String: Any]) -> Bool {
        guard let text = change["text"] as? String else { return false }
        guard let rangeJSON = change["range"] else {
            units = Array(text.utf16)
            return true
        }
        guard let range = LSPRange(rangeJSON) else { return false }
        let start = Self.offset(of: range.start, in: units)
        let end = max(start, Self.offset(of: range.end, in: units))
        units.replaceSubrange(start..<end, with: Array(text.utf16))
        return true
    }

    /// The offset in `units` of a position; a line past the end is the end, a character past its line's end is
    /// the line's end (as the protocol asks). Lines end at `\n`, `\r\n` or `\r`.
    static func offset(of position: LSPPosition, in units: [UInt16]) -> Int {
        var offset = 0
        var line = 0
        while line < position.line {
            guard offset < units.count else { return units.count }
            let unit = units[offset]
            offset += 1
            if unit == 0x0A {
                line += 1
            } else if unit == 0x0D {
                if offset < units.count, units[offset] == 0x0A { offset += 1 }
                line += 1
            }
        }
        var end = offset
        while end < units.count, units[end] != 0x0A, units[end] != 0x0D { end += 1 }
        return min(offset + position.character, end)
    }

    /// The position of an offset in `units`.
    static func position(of offset: Int, in units: [UInt16]) -> LSPPosition {
        var line = 0
        var lineStart = 0
        var index = 0
        while index < min(offset, units.count) {
            let unit = units[index]
            index += 1
            if unit == 0x0A || (unit == 0x0D && (index >= units.count || units[index] != 0x0A)) {
                line += 1
                lineStart = index
            }
        }
        return LSPPosition(line: line, character: min(offset, units.count) - lineStart)
    }

    /// The one edit that turns `old` into `new`: the span between their common start and common end.
    static func edit(from old: String, to new: String) -> (range: LSPRange, text: String)? {
        let before = Array(old.utf16), after = Array(new.utf16)
        guard before != after else { return nil }
        var prefix = 0
        while prefix < before.count, prefix < after.count, before[prefix] == after[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < before.count - prefix, suffix < after.count - prefix,
              before[before.count - 1 - suffix] == after[after.count - 1 - suffix] { suffix += 1 }
        // Whole UTF-16 units are compared; a cut inside a surrogate pair moves out to the pair's start and end.
        if prefix > 0, UTF16.isLeadSurrogate(before[prefix - 1]) { prefix -= 1 }
        if suffix > 0, UTF16.isTrailSurrogate(before[before.count - suffix]) { suffix -= 1 }
        let range = LSPRange(start: position(of: prefix, in: before), end: position(of: before.count - suffix, in: before))
        return (range, String(decoding: after[prefix..<(after.count - suffix)], as: UTF16.self))
    }
}
