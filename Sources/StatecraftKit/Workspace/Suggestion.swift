/// "Did you mean …?" for a misspelt rule id, configuration key or option.
public enum Suggestion {
    /// The candidate nearest to `name`: a few edits away (about one in three characters), or the only one that
    /// starts with it. Nil when none is close.
    public static func closest(to name: String, among candidates: [String]) -> String? {
        let target = Array(name.lowercased())
        guard !target.isEmpty else { return nil }
        let limit = max(1, target.count / 3)
        let scored = candidates.map { ($0, distance(target, Array($0.lowercased()))) }.filter { $0.1 <= limit }
        if let best = scored.min(by: { ($0.1, $0.0) < ($1.1, $1.0) }) { return best.0 }
        let extended = candidates.filter { target.count >= 4 && $0.lowercased().hasPrefix(name.lowercased()) }
        return extended.count == 1 ? extended[0] : nil
    }

    /// `; did you mean `x`?`, or nothing.
    public static func phrase(for name: String, among candidates: [String]) -> String {
        closest(to: name, among: candidates).map { "; did you mean `\($0)`?" } ?? ""
    }

    /// Levenshtein distance.
    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
