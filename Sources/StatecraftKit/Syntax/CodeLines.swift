/// The lines of a file that hold code: not blank, not only a comment. Found by the same scan of the bytes that
/// finds where lines start (`LineTable`); it knows comments (`//`, nested `/* */`) and string literals
/// (single-line, `"""` multi-line, `#"…"#` raw), so a `//` inside a string is code and the lines of a block
/// comment are not.
public struct CodeLines: Sendable, Hashable, FactCodable {
    // Internal rather than private: the facts cache's generated coding writes it.
    var bits: [UInt64] = []

    public init() {}

    init(_ source: String) {
        self = Self.scan(source).codeLines
    }

    /// One scan of the bytes: where each line starts (for `LineTable`), the length, and the lines of code.
    static func scan(_ source: String) -> (lineStarts: [Int], length: Int, codeLines: CodeLines) {
        var source = source
        return source.withUTF8 { bytes in
            var starts = [0]
            let lines = CodeLines(scanning: bytes, lineStarts: &starts)
            return (starts, bytes.count, lines)
        }
    }

    /// Whether line `line` (1-based) holds code.
    public func contains(_ line: Int) -> Bool {
        let index = line - 1
        guard index >= 0, index / 64 < bits.count else { return false }
        return bits[index / 64] & (1 << UInt64(index % 64)) != 0
    }

    /// How many lines in `range` hold code.
    public func count(in range: ClosedRange<Int>) -> Int {
        range.reduce(0) { $0 + (contains($1) ? 1 : 0) }
    }

    private mutating func insert(_ line: Int) {
        let index = line - 1
        while index / 64 >= bits.count { bits.append(0) }
        bits[index / 64] |= 1 << UInt64(index % 64)
    }

    private enum State: Equatable {
        case code
        case lineComment
        /// Nesting depth of `/* */`.
        case blockComment(Int)
        /// A string literal: multi-line or not, and how many `#` close it.
        case string(multiline: Bool, hashes: Int)
    }

    private init(scanning bytes: UnsafeBufferPointer<UInt8>, lineStarts: inout [Int]) {
        let newline: UInt8 = 10, carriageReturn: UInt8 = 13, slash: UInt8 = 47, star: UInt8 = 42
        let quote: UInt8 = 34, hash: UInt8 = 35, backslash: UInt8 = 92, space: UInt8 = 32, tab: UInt8 = 9
        var state = State.code
        var line = 1
        var marked = false
        var index = 0
        let count = bytes.count
        func at(_ offset: Int) -> UInt8 { offset < count ? bytes[offset] : 0 }
        // Bytes no state changes on: every byte above `/` (letters, digits, most punctuation) and the others but
        // line breaks, blanks, `/`, `"` and `#`. Runs of them are skipped in one tight loop.
        func isPlain(_ byte: UInt8) -> Bool {
            byte > slash || (byte != slash && byte != newline && byte != carriageReturn && byte != space && byte != tab
                             && byte != quote && byte != hash)
        }
        func isLineBreak(_ byte: UInt8) -> Bool { byte == newline || byte == carriageReturn }
        func quotes(at offset: Int) -> Bool { at(offset) == quote && at(offset + 1) == quote && at(offset + 2) == quote }
        while index < count {
            let byte = bytes[index]
            if byte == newline || byte == carriageReturn {
                if byte == carriageReturn, at(index + 1) == newline { index += 1 }
                line += 1
                marked = false
                index += 1
                lineStarts.append(index)
                switch state {
                case .lineComment: state = .code
                // An unclosed single-line string ends with its line (the compiler reports it; the scan moves on).
                case .string(multiline: false, _): state = .code
                default: break
                }
                continue
            }
            switch state {
            case .lineComment:
                index += 1
                while index < count, !isLineBreak(bytes[index]) { index += 1 }
            case .blockComment(let depth):
                if byte == star, at(index + 1) == slash {
                    state = depth == 1 ? .code : .blockComment(depth - 1)
                    index += 2
                } else if byte == slash, at(index + 1) == star {
                    state = .blockComment(depth + 1)
                    index += 2
                } else {
                    index += 1
                }
            case .string(let multiline, let hashes):
                if !marked { insert(line); marked = true }
                // An escape skips the byte it escapes, unless that ends the line (a multi-line string's `\`
                // continuation): every line break is counted above.
                if byte == backslash, hashes == 0, at(index + 1) != newline, at(index + 1) != carriageReturn {
                    index += 2
                } else if byte == quote, !multiline || quotes(at: index) {
                    let end = index + (multiline ? 3 : 1)
                    var closing = 0
                    while closing < hashes, at(end + closing) == hash { closing += 1 }
                    if closing == hashes {
                        state = .code
                        index = end + hashes
                    } else {
                        index += 1
                    }
                } else {
                    index += 1
                    // The string's other bytes in one tight loop.
                    while index < count, bytes[index] != quote, bytes[index] != backslash, !isLineBreak(bytes[index]) {
                        index += 1
                    }
                }
            case .code:
                if byte == space || byte == tab {
                    index += 1
                    while index < count, bytes[index] == space || bytes[index] == tab { index += 1 }
                } else if byte == slash, at(index + 1) == slash {
                    state = .lineComment
                    index += 2
                } else if byte == slash, at(index + 1) == star {
                    state = .blockComment(1)
                    index += 2
                } else if isPlain(byte) {
                    if !marked { insert(line); marked = true }
                    index += 1
                    while index < count, isPlain(bytes[index]) { index += 1 }
                } else {
                    if !marked { insert(line); marked = true }
                    var hashes = 0
                    while at(index + hashes) == hash { hashes += 1 }
                    if at(index + hashes) == quote {
                        let multiline = quotes(at: index + hashes)
                        state = .string(multiline: multiline, hashes: hashes)
                        index += hashes + (multiline ? 3 : 1)
                    } else {
                        index += max(hashes, 1)
                    }
                }
            }
        }
    }
}
