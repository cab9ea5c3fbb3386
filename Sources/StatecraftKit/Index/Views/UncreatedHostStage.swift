import Foundation

/// A project type that hosts a root (`NSHostingView(rootView:)` in `MainWindowController`) but that nothing in the
/// project names is likely left over: AppKit and UIKit create only the classes that code, a storyboard, a nib or a
/// property list names. Its roots are followed for reach and never reported (`HostingFact.ownerNamedNowhere`).
///
/// Run once every file's facts are known, on every check (facts may come from the cache or from memory). The facts
/// rule most owners in (a call that builds one or reads a static member, a subclass); only the rest are looked for
/// in the text of the Swift files, then in the naming files.
enum UncreatedHostStage {
    /// `text(i)` gives Swift file `i`'s text again.
    static func attach(to files: inout [FileFacts], text: (Int) -> String?, namingFiles: [String]) {
        let nowhere = namedNowhere(files, text: text, namingFiles: namingFiles)
        for file in files.indices where !files[file].hostings.isEmpty {
            for position in files[file].hostings.indices {
                let owner = files[file].hostings[position].owner
                files[file].hostings[position].ownerNamedNowhere = owner.map { nowhere.contains($0) } ?? false
            }
        }
    }

    /// The qualified names of the hosting owners nothing names.
    private static func namedNowhere(_ files: [FileFacts], text: (Int) -> String?, namingFiles: [String]) -> Set<String> {
        var owners = Set<String>()
        for file in files where !file.isTestFile {
            for hosting in file.hostings { if let owner = hosting.owner { owners.insert(owner) } }
        }
        guard !owners.isEmpty else { return [] }
        // By simple name, the way other code spells them; the system creates `@main` types itself.
        var candidates: [String: Set<String>] = [:]
        for file in files {
            for type in file.types where owners.contains(type.qualifiedName) {
                guard !type.attributes.contains(where: Vocabulary.entryPointAttributes.contains) else { continue }
                candidates[type.name, default: []].insert(type.qualifiedName)
            }
        }
        for file in files where !candidates.isEmpty {
            for type in file.types {
                for inherited in type.inherited { candidates[SyntaxReading.simpleName(inherited)] = nil }
            }
            for (_, scope) in file.scopes {
                for call in scope.usage.calls {
                    candidates[call.name] = nil
                    if let root = call.path?.split(separator: ".", maxSplits: 1).first { candidates[String(root)] = nil }
                }
            }
        }
        for file in files.indices where !candidates.isEmpty {
            guard let source = text(file) else { return [] }
            for name in candidates.keys where mentions(source, name) { candidates[name] = nil }
        }
        for path in namingFiles where !candidates.isEmpty {
            // Unreadable: the class may be named there.
            guard let data = FileManager.default.contents(atPath: path) else { return [] }
            let source = String(decoding: data, as: UTF8.self)
            for name in candidates.keys where names(source, name) { candidates[name] = nil }
        }
        return candidates.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    }

    /// Whether Swift source names `name` as a word outside a line comment and other than in its declaration
    /// (`class Name`, `extension Name`): read on the bytes, so a mention inside a string counts (`NSClassFromString`).
    static func mentions(_ source: String, _ name: String) -> Bool {
        containsWord(source, name) { bytes, offset, _ in !isInLineComment(bytes, offset) && !isDeclared(bytes, offset) }
    }

    /// Whether a storyboard, property list, build setting or Objective-C file names `name` as a class
    /// (`customClass="Name"`, `$(PRODUCT_MODULE_NAME).Name`, `[Name alloc]`), not as a file (`Name.swift` in a
    /// project's file list).
    static func names(_ source: String, _ name: String) -> Bool {
        containsWord(source, name) { bytes, _, end in end >= bytes.count || bytes[end] != UInt8(ascii: ".") }
    }

    /// Whether `name` stands in `source` as a whole word at a place `counts(bytes, start, end)` accepts.
    private static func containsWord(_ source: String, _ name: String,
                                     counts: (UnsafeBufferPointer<UInt8>, Int, Int) -> Bool) -> Bool {
        guard utf8Contains(source, name) else { return false }
        var source = source
        var name = name
        return source.withUTF8 { bytes in
            name.withUTF8 { needle in
                guard let base = bytes.baseAddress, let pattern = needle.baseAddress else { return false }
                var start = 0
                let last = bytes.count - needle.count
                while start <= last, let found = memchr(base + start, Int32(needle[0]), last - start + 1) {
                    let offset = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                    start = offset + 1
                    guard memcmp(base + offset, pattern, needle.count) == 0 else { continue }
                    let end = offset + needle.count
                    if offset > 0, isIdentifierByte(bytes[offset - 1]) { continue }
                    if end < bytes.count, isIdentifierByte(bytes[end]) { continue }
                    if counts(bytes, offset, end) { return true }
                }
                return false
            }
        }
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"):
            return true
        default:
            return byte >= 0x80
        }
    }

    /// After `//` on its line, outside a string literal.
    private static func isInLineComment(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Bool {
        var lineStart = offset
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        var inString = false
        var index = lineStart
        while index < offset {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), inString {
                index += 2
                continue
            }
            if byte == UInt8(ascii: "\"") { inString.toggle() }
            if !inString, byte == UInt8(ascii: "/"), index + 1 < offset, bytes[index + 1] == UInt8(ascii: "/") { return true }
            index += 1
        }
        return false
    }

    /// The name a declaration gives: after `class`, `struct`, `enum`, `actor`, `protocol` or `extension`.
    private static func isDeclared(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Bool {
        var end = offset
        while end > 0, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        guard end < offset else { return false }
        var start = end
        while start > 0, isIdentifierByte(bytes[start - 1]) { start -= 1 }
        let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        return declarationKeywords.contains(word)
    }

    private static let declarationKeywords: Set<String> = ["class", "struct", "enum", "actor", "protocol", "extension"]
}
