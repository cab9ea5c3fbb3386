/// A `.gitignore`-style path pattern.
///
/// - `*` matches within one path component, `?` one character, `**` any number of components.
/// - A pattern without `/` matches the name of any file or folder at any depth (`Pods`, `*.generated.swift`).
/// - A pattern with `/` is matched against the whole path relative to the root (`Sources/Generated/**`).
/// - A trailing `/` is ignored; a pattern that matches a folder excludes everything below it.
public struct Glob: Hashable, Sendable {
    public let pattern: String
    private let components: [String]
    private let matchesAnyDepth: Bool

    public init(_ pattern: String) {
        var trimmed = pattern
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        if trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        let anchored = trimmed.hasPrefix("/")
        if anchored { trimmed.removeFirst() }
        self.pattern = pattern
        self.components = trimmed.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        self.matchesAnyDepth = !anchored && !trimmed.contains("/")
    }

    /// Whether `relativePath` (components separated by `/`, relative to the root) or any of its parent
    /// folders matches.
    public func matches(_ relativePath: String) -> Bool {
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard !components.isEmpty, !parts.isEmpty else { return false }
        if matchesAnyDepth {
            return parts.contains { Glob.match(name: $0, pattern: components[0]) }
        }
        // A folder match covers everything below it: try every prefix of the path.
        for end in stride(from: parts.count, through: 1, by: -1) {
            if Glob.match(parts: parts[0..<end], patterns: components[...]) { return true }
        }
        return false
    }

    private static func match(parts: ArraySlice<String>, patterns: ArraySlice<String>) -> Bool {
        guard let first = patterns.first else { return parts.isEmpty }
        if first == "**" {
            let rest = patterns.dropFirst()
            var remaining = parts
            while true {
                if match(parts: remaining, patterns: rest) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let part = parts.first, match(name: part, pattern: first) else { return false }
        return match(parts: parts.dropFirst(), patterns: patterns.dropFirst())
    }

    /// `fnmatch` for one path component: `*`, `?`, literal characters.
    static func match(name: String, pattern: String) -> Bool {
        let n = Array(name.utf8), p = Array(pattern.utf8)
        var ni = 0, pi = 0
        var starP = -1, starN = 0
        while ni < n.count {
            if pi < p.count, p[pi] == UInt8(ascii: "?") || p[pi] == n[ni] {
                ni += 1; pi += 1
            } else if pi < p.count, p[pi] == UInt8(ascii: "*") {
                starP = pi; starN = ni; pi += 1
            } else if starP >= 0 {
                pi = starP + 1; starN += 1; ni = starN
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == UInt8(ascii: "*") { pi += 1 }
        return pi == p.count
    }
}
