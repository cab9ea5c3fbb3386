import Foundation

/// Wrapping prose to a terminal's width, for the text report and `explain`.
public enum TextWrap {
    /// The width of the terminal standard output writes to: `COLUMNS` when set, else the terminal's own; nil
    /// when standard output is not a terminal (a pipe or a file keeps each finding on one line).
    public static func terminalWidth() -> Int? {
        guard isatty(STDOUT_FILENO) != 0 else { return nil }
        if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns > 20 { return columns }
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 20 else { return nil }
        return Int(size.ws_col)
    }

    /// `text` in lines of at most `width` visible characters (words longer than that stand alone); lines after
    /// the first start with `indent`. ANSI colour codes do not count towards the width.
    public static func wrap(_ text: String, width: Int, indent: String, firstLineUsed: Int = 0) -> String {
        var lines: [String] = []
        var line = ""
        var used = firstLineUsed
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let visible = visibleCount(word)
            // A run of spaces at a break would start the next line or end this one with blanks.
            if word.isEmpty, used + 1 > width || line.hasSuffix("\n") { continue }
            if !line.isEmpty, used + 1 + visible > width {
                lines.append(line)
                line = indent + word
                used = indent.count + visible
            } else if line.isEmpty, lines.isEmpty {
                line = String(word)
                used += visible
            } else {
                line += " " + word
                used += 1 + visible
            }
        }
        lines.append(line)
        return lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n")
    }

    private static func visibleCount(_ text: Substring) -> Int {
        var count = 0
        var inEscape = false
        for character in text {
            if character == "\u{1B}" { inEscape = true; continue }
            if inEscape { if character == "m" { inEscape = false }; continue }
            count += 1
        }
        return count
    }
}
