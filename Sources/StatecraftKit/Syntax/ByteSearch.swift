import Foundation

/// Whether `source` holds `text`, compared byte for byte, without Foundation's general search: files without
/// control comments skip the trivia scan, files that never name a wrapper type skip the type walk, and index
/// passes test type texts cheaply. `memchr` to each place the needle's rarest byte (an upper-case letter or
/// punctuation rather than a lower-case letter or a blank) could stand, then `memcmp` of the whole needle there.
func utf8Contains(_ source: String, _ text: String) -> Bool {
    var source = source
    var text = text
    return source.withUTF8 { haystack in
        text.withUTF8 { needle in
            guard let base = haystack.baseAddress, let pattern = needle.baseAddress, !needle.isEmpty,
                  needle.count <= haystack.count else { return false }
            let anchor = needle.indices.min { anchorRank(needle[$0]) < anchorRank(needle[$1]) }!
            var offset = anchor
            let last = haystack.count - needle.count + anchor
            while offset <= last {
                guard let found = memchr(base + offset, Int32(needle[anchor]), last - offset + 1) else { return false }
                let position = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                if memcmp(base + position - anchor, pattern, needle.count) == 0 { return true }
                offset = position + 1
            }
            return false
        }
    }
}

/// How common a byte is in Swift source, roughly: lower-case letters and blanks most, upper-case letters least.
private func anchorRank(_ byte: UInt8) -> Int {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): return 0
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"): return 2
    default: return 1
    }
}
