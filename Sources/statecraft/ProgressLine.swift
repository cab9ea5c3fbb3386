import Foundation

/// Progress of a long run on standard error, as SwiftLint shows it: on a terminal, one line rewritten in place
/// ("Parsing 1,200 of 5,000 files…", then "Analysing the project…") that appears only once the run has taken
/// half a second, and is cleared at the end; forced onto a pipe (`--progress`), a line at every tenth.
final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private let start = Date()
    private let inPlace: Bool
    private var lastDrawn = Date.distantPast
    private var lastTenth = -1
    private var shown = false

    init(inPlace: Bool) {
        self.inPlace = inPlace
    }

    /// Whether progress shows: asked for, or standard error is a terminal and the run is not quiet.
    static func enabled(forced: Bool, quiet: Bool) -> Bool {
        forced || (!quiet && isatty(STDERR_FILENO) != 0)
    }

    func update(parsed: Int?, total: Int) {
        lock.lock()
        defer { lock.unlock() }
        let now = Date()
        guard let parsed else {
            draw(total == 0 ? "Analysing…" : "Analysing the project (\(total) files)…")
            return
        }
        if inPlace {
            guard now.timeIntervalSince(start) > 0.5, now.timeIntervalSince(lastDrawn) > 0.1 || parsed == total else { return }
            lastDrawn = now
            draw("Parsing \(parsed) of \(total) files…")
        } else {
            let tenth = total == 0 ? 10 : parsed * 10 / total
            guard tenth > lastTenth else { return }
            lastTenth = tenth
            draw("Parsed \(parsed) of \(total) files")
        }
    }

    /// Clears the line, so that what follows starts on a clean one.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if inPlace, shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }

    private func draw(_ text: String) {
        if inPlace {
            guard Date().timeIntervalSince(start) > 0.5 else { return }
            shown = true
            FileHandle.standardError.write(Data("\r\u{1B}[K\(text)".utf8))
        } else {
            FileHandle.standardError.write(Data("statecraft: \(text)\n".utf8))
        }
    }
}
