/// What the index reads from a file's path when several project types share a name: how near two files sit
/// in the folder tree, and whether a file is one platform's version of another. Both run for every look-up of
/// an ambiguous name, so they read bytes and build no arrays.
enum FilePaths {
    /// How many leading folders two paths share: 2 for `App/Feed/FeedView.swift` and `App/Feed/Row/Cell.swift`.
    /// Folders are the path's non-empty components before the last, as `split(separator: "/")` gives them.
    static func sharedFolderCount(_ first: String, _ second: String) -> Int {
        var first = first, second = second
        return first.withUTF8 { a in
            second.withUTF8 { b in
                var i = 0, j = 0, shared = 0
                while let folderA = nextFolder(a, from: i), let folderB = nextFolder(b, from: j),
                      folderA.count == folderB.count, a[folderA].elementsEqual(b[folderB]) {
                    shared += 1
                    i = folderA.upperBound
                    j = folderB.upperBound
                }
                return shared
            }
        }
    }

    /// The next non-empty component of `path` at or after `start` when another component follows it (a folder).
    private static func nextFolder(_ path: UnsafeBufferPointer<UInt8>, from start: Int) -> Range<Int>? {
        let slash = UInt8(ascii: "/")
        var begin = start
        while begin < path.count, path[begin] == slash { begin += 1 }
        var end = begin
        while end < path.count, path[end] != slash { end += 1 }
        var next = end
        while next < path.count, path[next] == slash { next += 1 }
        return begin < end && next < path.count ? begin..<end : nil
    }

    /// A file's name without its platform suffix (`Player+iOS.swift` → `Player`); nil when it has none.
    static func platformNeutralStem(_ path: String) -> String? {
        var path = path
        return path.withUTF8 { bytes -> String? in
            let slash = UInt8(ascii: "/")
            var end = bytes.count
            while end > 0, bytes[end - 1] == slash { end -= 1 }
            var start = end
            while start > 0, bytes[start - 1] != slash { start -= 1 }
            let swift = ".swift".utf8
            if end - start >= swift.count, bytes[(end - swift.count)..<end].elementsEqual(swift) { end -= swift.count }
            for separator in ["+", "-", "_", "."].map({ UInt8(ascii: $0) }) {
                guard let found = bytes[start..<end].lastIndex(of: separator) else { continue }
                let suffix = bytes[(found + 1)..<end]
                guard suffix.allSatisfy({ $0 < 0x80 }) else {
                    // Outside ASCII, lower-casing is Unicode's (`K`, the Kelvin sign, lower-cases to `k`).
                    let text = String(decoding: suffix, as: UTF8.self).lowercased()
                    if Vocabulary.platformFileSuffixes.contains(text) { return String(decoding: bytes[start..<found], as: UTF8.self) }
                    continue
                }
                let lowered = String(decoding: suffix.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }, as: UTF8.self)
                if Vocabulary.platformFileSuffixes.contains(lowered) { return String(decoding: bytes[start..<found], as: UTF8.self) }
            }
            return nil
        }
    }
}
