import Foundation
import SwiftParser
import SwiftSyntax

/// Reads, decodes, parses and extracts one file. Never throws: problems become notes.
public enum SourceReader {
    public struct Result: Sendable {
        public var facts: FileFacts?
        public var notes: [Note]
    }

    /// With a cache, a file whose path and content it has an entry for is not parsed: the entry's facts and
    /// notes are the result.
    public static func read(_ file: SourceFileRef, maxBytes: Int, cache: FactsCache? = nil) -> Result {
        var notes: [Note] = []
        if let contents = file.contents {
            let key = cache?.key(path: file.displayPath, contents: Array(contents.utf8))
            if let cache, let key, let cached = cache.load(key) { return cached }
            let facts = extract(source: contents, path: file.displayPath)
            let broken = facts.syntaxErrorCount > 0 ? [Note(file: file.displayPath, message: "the file has syntax errors; checked what could be parsed")] : []
            let result = Result(facts: facts, notes: broken)
            if let key { cache?.store(result, key) }
            return result
        }
        var info = stat()
        let stamp = stat(file.path, &info) == 0 ? FileStamp(info) : nil
        if stamp != nil, Int(info.st_size) > maxBytes {
            let size = Int(info.st_size) / 1024
            return Result(facts: nil, notes: [Note(file: file.displayPath, message: "skipped: \(size) KB is over the \(maxBytes / 1024) KB limit (max_file_size_kb)")])
        }
        if let cache, let stamp, let key = cache.key(ofFile: file.path, shownAs: file.displayPath, stamp: stamp),
           let cached = cache.load(key) {
            return cached
        }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            return Result(facts: nil, notes: [Note(file: file.displayPath, message: "cannot read the file, skipped")])
        }
        let bytes = [UInt8](data)
        let key = cache?.key(path: file.displayPath, contents: bytes)
        if let key, let stamp { cache?.record(key, ofFile: file.path, stamp: stamp) }
        if let cache, let key, let cached = cache.load(key) { return cached }
        let source = decode(bytes, path: file.displayPath, notes: &notes)
        let facts = extract(source: source, path: file.displayPath)
        if facts.syntaxErrorCount > 0 {
            notes.append(Note(file: file.displayPath, message: "the file has syntax errors; checked what could be parsed"))
        }
        let result = Result(facts: facts, notes: notes)
        if let key { cache?.store(result, key) }
        return result
    }

    /// A file's tree, parsed again (for the rare second step of reading the facts).
    static func tree(of file: SourceFileRef) -> SourceFileSyntax? {
        text(of: file).map { Parser.parse(source: $0) }
    }

    /// The file's text again, for a later stage that reads a few files once every file's facts are known.
    static func text(of file: SourceFileRef) -> String? {
        if let contents = file.contents { return contents }
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        var notes: [Note] = []
        return decode([UInt8](data), path: file.displayPath, notes: &notes)
    }

    static func decode(_ bytes: [UInt8], path: String, notes: inout [Note]) -> String {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return String(decoding: bytes.dropFirst(3), as: UTF8.self)
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]),
           let text = String(data: Data(bytes), encoding: .utf16) {
            notes.append(Note(file: path, message: "UTF-16 file; columns are reported for its UTF-8 form"))
            return text
        }
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        notes.append(Note(file: path, message: "not valid UTF-8; invalid bytes were replaced before checking"))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Parses `source` once and extracts every fact rules need.
    public static func extract(source: String, path: String) -> FileFacts {
        let tree = Parser.parse(source: source)
        let lineTable = LineTable(source)
        return extract(tree: tree, lineTable: lineTable, source: source, path: path)
    }

    /// Extracts the facts of a tree parsed elsewhere (`fix` keeps the tree to rewrite it).
    static func extract(tree: SourceFileSyntax, lineTable: LineTable, source: String, path: String) -> FileFacts {
        // Wrapper types (`ObservedObject<Clip>`) and erased ones (`some ObservableObject`) are rare: only files that
        // spell one have their types walked.
        let scansTypes = utf8Contains(source, "Object<") || utf8Contains(source, "Published<")
            || utf8Contains(source, "some ObservableObject") || utf8Contains(source, "any ObservableObject")
        var facts = FactExtractor(path: path, lineTable: lineTable, scansTypes: scansTypes).extract(from: tree)
        // As `wc -l` and editors count: a final line break ends the last line rather than starting another.
        let end = lineTable.location(for: tree.endPosition)
        facts.lineCount = end.column == 1 ? end.line - 1 : end.line
        facts.codeLines = lineTable.codeLines
        if utf8Contains(source, "statecraft:") {
            facts.suppressions = SuppressionMap.read(from: tree, lineTable: lineTable)
        }
        if tree.hasError { facts.syntaxErrorCount = ErrorCounter.count(tree) }
        return facts
    }
}

private final class ErrorCounter: SyntaxVisitor {
    var count = 0

    static func count(_ tree: SourceFileSyntax) -> Int {
        let counter = ErrorCounter(viewMode: .all)
        counter.walk(tree)
        return max(counter.count, 1)
    }

    override func visit(_ node: TokenSyntax) -> SyntaxVisitorContinueKind {
        if node.presence == .missing || node.tokenKind.isUnexpected { count += 1 }
        return .visitChildren
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        count += 1
        return .skipChildren
    }
}

private extension TokenKind {
    var isUnexpected: Bool {
        if case .unknown = self { return true }
        return false
    }
}
