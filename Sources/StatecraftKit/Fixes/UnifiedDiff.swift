/// A unified diff (`diff -u` style, three lines of context) between two versions of a file.
public enum UnifiedDiff {
    public static func render(old: String, new: String, path: String, context: Int = 3) -> String {
        let a = lines(old)
        let b = lines(new)
        let script = editScript(a, b)
        guard script.contains(where: { $0.kind != .same }) else { return "" }
        let name = path.hasPrefix("/") ? String(path.dropFirst()) : path
        var output = "--- a/\(name)\n+++ b/\(name)\n"
        for hunk in hunks(script, context: context) {
            let oldStart = hunk.first.map { $0.oldIndex } ?? 0
            let newStart = hunk.first.map { $0.newIndex } ?? 0
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            output += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for step in hunk {
                let (prefix, line) = switch step.kind {
                case .same: (" ", a[step.oldIndex])
                case .delete: ("-", a[step.oldIndex])
                case .insert: ("+", b[step.newIndex])
                }
                output += prefix + line.text
                if !line.hasNewline { output += "\n\\ No newline at end of file\n" }
            }
        }
        return output
    }

    struct Line: Equatable {
        var text: String
        var hasNewline: Bool
    }

    /// Lines with their own ending kept (`\r\n` stays in the text so a CRLF file diffs as CRLF).
    static func lines(_ text: String) -> [Line] {
        var result: [Line] = []
        var current: [UInt8] = []
        for byte in text.utf8 {
            current.append(byte)
            if byte == 10 {
                result.append(Line(text: String(decoding: current, as: UTF8.self), hasNewline: true))
                current = []
            }
        }
        if !current.isEmpty { result.append(Line(text: String(decoding: current, as: UTF8.self), hasNewline: false)) }
        return result
    }

    enum Kind { case same, delete, insert }

    struct Step {
        var kind: Kind
        var oldIndex: Int
        var newIndex: Int
    }

    /// Myers' shortest edit script, after trimming the common head and tail.
    static func editScript(_ a: [Line], _ b: [Line]) -> [Step] {
        var head = 0
        while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head, tail < b.count - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
        let x = Array(a[head..<(a.count - tail)])
        let y = Array(b[head..<(b.count - tail)])

        var steps: [Step] = (0..<head).map { Step(kind: .same, oldIndex: $0, newIndex: $0) }
        steps += middle(x, y).map { Step(kind: $0.kind, oldIndex: $0.oldIndex + head, newIndex: $0.newIndex + head) }
        steps += (0..<tail).map { Step(kind: .same, oldIndex: a.count - tail + $0, newIndex: b.count - tail + $0) }
        return steps
    }

    private static func middle(_ a: [Line], _ b: [Line]) -> [Step] {
        let n = a.count
        let m = b.count
        if n == 0 { return (0..<m).map { Step(kind: .insert, oldIndex: 0, newIndex: $0) } }
        if m == 0 { return (0..<n).map { Step(kind: .delete, oldIndex: $0, newIndex: 0) } }
        let offset = n + m
        var v = [Int](repeating: 0, count: 2 * offset + 2)
        var trace: [[Int]] = []
        search: for d in 0...(n + m) {
            trace.append(Array(v[(offset - d)...(offset + d + 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                v[offset + k] = x
                if x >= n, y >= m { break search }
            }
        }
        // Walk the trace back from the end.
        var steps: [Step] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let saved = trace[d]
            func at(_ k: Int) -> Int { saved[k + d] }
            let k = x - y
            let previousK = (k == -d || (k != d && at(k - 1) < at(k + 1))) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : at(previousK)
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1; y -= 1
                steps.append(Step(kind: .same, oldIndex: x, newIndex: y))
            }
            if d > 0 {
                if x == previousX { y -= 1; steps.append(Step(kind: .insert, oldIndex: x, newIndex: y)) }
                else { x -= 1; steps.append(Step(kind: .delete, oldIndex: x, newIndex: y)) }
            }
        }
        return steps.reversed()
    }

    /// Groups changes with `context` unchanged lines around them; groups closer than that merge.
    private static func hunks(_ script: [Step], context: Int) -> [[Step]] {
        let changed = script.indices.filter { script[$0].kind != .same }
        var hunks: [[Step]] = []
        var start = 0
        var end = 0
        var open = false
        for index in changed {
            let lower = max(0, index - context)
            let upper = min(script.count - 1, index + context)
            if open, lower <= end + 1 {
                end = upper
            } else {
                if open { hunks.append(Array(script[start...end])) }
                start = lower
                end = upper
                open = true
            }
        }
        if open { hunks.append(Array(script[start...end])) }
        return hunks
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        let first = count == 0 ? start : start + 1
        return count == 1 ? "\(first)" : "\(first),\(count)"
    }
}
