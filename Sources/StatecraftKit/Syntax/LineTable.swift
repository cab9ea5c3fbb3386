import SwiftSyntax

/// Lines and columns of byte offsets in one file, and the lines that hold code, from one scan of its bytes:
/// what `SourceLocationConverter` answers, without the walk of the tree it makes to find line breaks. Lines and
/// columns are 1-based, columns count UTF-8 bytes, and `\n`, `\r\n` and a lone `\r` each end a line, as the
/// compiler counts them.
struct LineTable: Sendable {
    struct Location: Hashable, Sendable {
        var line: Int
        var column: Int
    }

    /// The offset at which each line starts.
    private let lineStarts: [Int]
    private let length: Int
    /// The lines that hold code, not only blanks or comments.
    let codeLines: CodeLines

    init(_ source: String) {
        let scan = CodeLines.scan(source)
        lineStarts = scan.lineStarts
        length = scan.length
        codeLines = scan.codeLines
    }

    func location(for position: AbsolutePosition) -> Location {
        let offset = min(max(position.utf8Offset, 0), length)
        // The last line start at or before the offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return Location(line: low + 1, column: offset - lineStarts[low] + 1)
    }
}
