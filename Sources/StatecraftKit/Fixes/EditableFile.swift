import Foundation
import SwiftParser
import SwiftSyntax

/// A source file as `fix` reads and writes it. The text is edited as UTF-8 and written back in the
/// file's own encoding (UTF-8 with or without a byte-order mark, or UTF-16), so untouched bytes stay
/// exactly as they were.
public struct EditableFile: Sendable {
    public enum Encoding: Sendable { case utf8, utf8BOM, utf16LittleEndian, utf16BigEndian }

    public let ref: SourceFileRef
    public let encoding: Encoding
    public var text: String
    /// Read for the project index only (its bytes would not survive a rewrite, it lies outside the paths given,
    /// or it is read-only), so no fix edits it; `readOnlyReason` says why.
    public var readOnly = false
    public var readOnlyReason = "it cannot be rewritten byte for byte"
    /// Where its new content may go, decided when it was read.
    public var target: WriteTarget?

    /// Reads a file, or says why it cannot be rewritten byte for byte.
    public static func load(_ ref: SourceFileRef) -> Result<EditableFile, FileSkip> {
        if let given = ref.contents { return .success(EditableFile(ref: ref, text: given)) }
        guard let data = FileManager.default.contents(atPath: ref.path) else {
            return .failure(FileSkip(path: ref.displayPath, reason: "cannot read the file"))
        }
        let bytes = [UInt8](data)
        let decoded: (String, Encoding)?
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            decoded = String(validating: bytes.dropFirst(3), as: UTF8.self).map { ($0, .utf8BOM) }
        } else if bytes.starts(with: [0xFF, 0xFE]) {
            decoded = String(data: Data(bytes.dropFirst(2)), encoding: .utf16LittleEndian).map { ($0, .utf16LittleEndian) }
        } else if bytes.starts(with: [0xFE, 0xFF]) {
            decoded = String(data: Data(bytes.dropFirst(2)), encoding: .utf16BigEndian).map { ($0, .utf16BigEndian) }
        } else {
            decoded = String(validating: bytes, as: UTF8.self).map { ($0, .utf8) }
        }
        guard let (text, encoding) = decoded else {
            return .failure(FileSkip(path: ref.displayPath, reason: "not valid UTF-8 or UTF-16: read, but left unchanged"))
        }
        let file = EditableFile(ref: ref, encoding: encoding, text: text)
        guard file.encoded(text) == data else {
            return .failure(FileSkip(path: ref.displayPath, reason: "its bytes do not survive decoding: read, but left unchanged"))
        }
        return .success(file)
    }

    /// A file that cannot be rewritten, decoded as `check` would, so its uses still count.
    static func readOnly(_ ref: SourceFileRef) -> EditableFile? {
        if let given = ref.contents {
            var file = EditableFile(ref: ref, text: given)
            file.readOnly = true
            return file
        }
        guard let data = FileManager.default.contents(atPath: ref.path) else { return nil }
        var notes: [Note] = []
        var file = EditableFile(ref: ref, text: SourceReader.decode([UInt8](data), path: ref.displayPath, notes: &notes))
        file.readOnly = true
        return file
    }

    public init(ref: SourceFileRef, encoding: Encoding = .utf8, text: String) {
        self.ref = ref
        self.encoding = encoding
        self.text = text
    }

    /// `text` in this file's encoding.
    public func encoded(_ text: String) -> Data {
        switch encoding {
        case .utf8: return Data(text.utf8)
        case .utf8BOM: return Data([0xEF, 0xBB, 0xBF] + Array(text.utf8))
        case .utf16LittleEndian:
            var bytes: [UInt8] = [0xFF, 0xFE]
            for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
            return Data(bytes)
        case .utf16BigEndian:
            var bytes: [UInt8] = [0xFE, 0xFF]
            for unit in text.utf16 { bytes += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
            return Data(bytes)
        }
    }

    /// The line ending the file uses most: new lines written by a fix use it too.
    public static func lineEnding(of text: String) -> String {
        var crlf = 0
        var lf = 0
        var previous: UInt8 = 0
        for byte in text.utf8 where byte == 10 || byte == 13 {
            if byte == 10 { if previous == 13 { crlf += 1 } else { lf += 1 } }
            previous = byte
        }
        return crlf > lf ? "\r\n" : "\n"
    }
}

/// A file `fix` left alone, and why.
public struct FileSkip: Error, Sendable, Equatable {
    public var path: String
    public var reason: String
}

/// One file parsed for `fix`: the facts the project index holds, and the tree the fixes read. A tree is kept
/// only where a fix is likely to need it; any other is parsed again the first time a fix reads it, so that a
/// large project's trees are not all held at once.
final class ParsedFile: @unchecked Sendable {
    let file: EditableFile
    let lineTable: LineTable
    let facts: FileFacts
    let lineEnding: String
    private let lock = NSLock()
    private var keptTree: SourceFileSyntax?

    init(_ file: EditableFile) {
        self.file = file
        let tree = Parser.parse(source: file.text)
        lineTable = LineTable(file.text)
        facts = SourceReader.extract(tree: tree, lineTable: lineTable, source: file.text, path: file.ref.displayPath)
        lineEnding = EditableFile.lineEnding(of: file.text)
        if ObservationMigration.mayEdit(facts) { keptTree = tree }
    }

    var tree: SourceFileSyntax {
        lock.lock()
        defer { lock.unlock() }
        if let keptTree { return keptTree }
        let tree = Parser.parse(source: file.text)
        keptTree = tree
        return tree
    }

    var path: String { file.ref.displayPath }

    func position(of node: some SyntaxProtocol) -> SourcePosition {
        let location = lineTable.location(for: node.positionAfterSkippingLeadingTrivia)
        return SourcePosition(line: location.line, column: location.column)
    }

    /// The indentation of the line `node` starts on.
    func indentation(of node: some SyntaxProtocol) -> String {
        let bytes = Array(file.text.utf8)
        var start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        while start > 0, bytes[start - 1] != 10, bytes[start - 1] != 13 { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == 32 || bytes[end] == 9 { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
