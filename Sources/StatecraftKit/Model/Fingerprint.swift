import Foundation

/// A finding's identity across edits, for baselines and SARIF: its rule, its message with line numbers and folders
/// left out, and the text of its line without indentation. Neither the line number nor the file's path is part
/// of it, so it survives edits above the finding and a move of the file; the text of the line ties it to the code.
public enum Fingerprint {
    public static func of(_ finding: Finding, lineText: String) -> String {
        fnv1a64Hex([finding.ruleID, normalized(message: finding.message), normalized(line: lineText)].joined(separator: "\u{0}"))
    }

    /// `(Views/Home.swift:12)` → `(Home.swift)`: references to other places move when unrelated code does. A
    /// reference is a file name ending in `.swift` (no blanks, `/`, quotes or parentheses in it): the folders
    /// written before it, up to a blank, a quote or `(`, are left out, and so is a `:line` or `:line:column` after it.
    static func normalized(message: String) -> String {
        let bytes = Array(message.utf8)
        let suffix = Array(".swift".utf8)
        guard bytes.count >= suffix.count else { return message }
        func endsName(_ byte: UInt8) -> Bool { isBlank(byte) || byte == UInt8(ascii: "/") || isQuoteOrParenthesis(byte) }
        func endsPath(_ byte: UInt8) -> Bool { isBlank(byte) || isQuoteOrParenthesis(byte) && byte != UInt8(ascii: ")") }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var copied = 0
        var index = 0
        while index + suffix.count <= bytes.count {
            guard bytes[index] == suffix[0], bytes[index..<index + suffix.count].elementsEqual(suffix) else {
                index += 1
                continue
            }
            var nameStart = index
            while nameStart > copied, !endsName(bytes[nameStart - 1]) { nameStart -= 1 }
            var keepFrom = copied
            if nameStart < index, nameStart > copied, bytes[nameStart - 1] == UInt8(ascii: "/") {
                var pathStart = nameStart - 1
                while pathStart > copied, !endsPath(bytes[pathStart - 1]) { pathStart -= 1 }
                result += bytes[copied..<pathStart]
                keepFrom = nameStart
            }
            var end = index + suffix.count
            result += bytes[keepFrom..<end]
            // `:12` or `:12:5`.
            for _ in 0..<2 {
                guard end + 1 < bytes.count, bytes[end] == UInt8(ascii: ":"), isDigit(bytes[end + 1]) else { break }
                end += 1
                while end < bytes.count, isDigit(bytes[end]) { end += 1 }
            }
            copied = end
            index = end
        }
        result += bytes[copied...]
        return String(decoding: result, as: UTF8.self)
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
            || byte == 0x0B || byte == 0x0C
    }

    private static func isQuoteOrParenthesis(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "`") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "(")
            || byte == UInt8(ascii: ")")
    }

    /// The line's code with its blanks collapsed, so re-indenting it does not change the finding.
    static func normalized(line: String) -> String {
        line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }

    /// Sets each finding's fingerprint and UTF-16 column, reading each file with findings once, files in parallel.
    /// Findings name files as file discovery shows them (relative to `workingDirectory` when inside it), so the
    /// path read is the one discovery listed; `contents`: files whose text is given instead of read, by that path.
    static func assign(_ findings: inout [Finding], workingDirectory: String, jobs: Int, contents: [String: String] = [:]) {
        let byFile = Dictionary(grouping: findings.indices, by: { findings[$0].file })
        let files = Array(byFile.keys)
        let snapshot = findings
        let discovery = FileDiscovery(configuration: Configuration(), workingDirectory: workingDirectory)
        let prints = Parallel.map(count: files.count, jobs: jobs) { position -> [(Int, String, Int?)] in
            let indices = byFile[files[position]]!
            let path = discovery.listedPath(displayPath: files[position])
            let data = contents[path].map { Data($0.utf8) } ?? FileManager.default.contents(atPath: path) ?? Data()
            let texts = lines(Set(indices.map { snapshot[$0].position.line }), of: data)
            return indices.map { index in
                let finding = snapshot[index]
                let text = texts[finding.position.line]
                return (index, of(finding, lineText: text ?? ""), text.map { utf16Column(finding.position.column, in: $0) })
            }
        }
        for (index, fingerprint, column) in prints.joined() {
            findings[index].fingerprint = fingerprint
            findings[index].utf16Column = column
        }
    }

    /// The 1-based column, counted in UTF-16 code units (as SARIF consumers and editors count), of the 1-based
    /// UTF-8 byte column `column` in `line`.
    static func utf16Column(_ column: Int, in line: String) -> Int {
        let prefix = line.utf8.prefix(max(0, column - 1))
        return String(decoding: prefix, as: UTF8.self).utf16.count + 1
    }

    /// The text of each of `numbers` (1-based lines, split at `\n`), without decoding the rest of the file.
    static func lines(_ numbers: Set<Int>, of data: Data) -> [Int: String] {
        guard let last = numbers.max(), last >= 1 else { return [:] }
        var result: [Int: String] = [:]
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            var line = 1
            var start = 0
            var index = 0
            while line <= last {
                if let base = bytes.baseAddress, index < bytes.count,
                   let newline = memchr(base + index, Int32(UInt8(ascii: "\n")), bytes.count - index) {
                    index = UnsafeRawPointer(newline) - UnsafeRawPointer(base)
                } else {
                    index = bytes.count
                }
                if numbers.contains(line) {
                    result[line] = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                }
                guard index < bytes.count else { break }
                index += 1
                start = index
                line += 1
            }
        }
        return result
    }
}
