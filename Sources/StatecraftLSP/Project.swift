import Foundation
import StatecraftKit

/// One workspace folder: its configuration and the facts cache its checks share (kept in memory, so a check after
/// an edit parses the edited files only). Used from the server's work queue only.
final class Project {
    let root: String
    let cache: FactsCache?
    /// The notes of the last check, to tell only new ones.
    private var notesShown: Set<String> = []

    init(root: String, cache: FactsCache?) {
        self.root = root
        self.cache = cache
    }

    /// What one check of the folder found.
    struct Check {
        var findings: [String: [Finding]]
        var newNotes: [String]
        var filesChecked: Int
        var duration: TimeInterval
    }

    func holds(_ path: String) -> Bool { path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/") }

    func configuration(notes: inout [Note]) throws -> Configuration {
        guard let path = ConfigurationLoader.find(startingAt: root) else { return Configuration() }
        return try ConfigurationLoader.load(path: URL(fileURLWithPath: path).standardizedFileURL.path,
                                            catalog: RuleRegistry.catalogInfo, notes: &notes)
    }

    /// Checks the whole folder, with `texts` (by absolute path) instead of those files' contents on disk.
    func check(texts: [String: String]) throws -> Check {
        let start = Date()
        var notes: [Note] = []
        let configuration = try configuration(notes: &notes)
        var options = CheckOptions()
        options.cache = cache
        options.sourceOverrides = texts.filter { holds($0.key) }
        options.givenTextsAddFiles = false
        let linter = Linter(configuration: configuration, options: options, workingDirectory: root)
        var result = try linter.check(paths: [root])
        if let path = configuration.baselinePath, FileManager.default.fileExists(atPath: path) {
            try Baseline.load(path: path).apply(to: &result, path: path, partial: false)
        }
        var byPath: [String: [Finding]] = [:]
        for finding in result.findings {
            byPath[absolutePath(finding.file, from: root), default: []].append(finding)
        }
        let messages = (notes + result.notes).map { note in (note.file.map { "\($0): " } ?? "") + note.message }
        let newNotes = messages.filter { !notesShown.contains($0) }
        notesShown = Set(messages)
        return Check(findings: byPath, newNotes: newNotes, filesChecked: result.filesChecked,
                     duration: Date().timeIntervalSince(start))
    }

    /// What `fix` would change for the findings in `focus`, with `texts` as the files' contents.
    func fix(_ focus: FixFocus, texts: [String: String]) throws -> FixResult {
        var notes: [Note] = []
        let configuration = try configuration(notes: &notes)
        var options = FixOptions()
        options.sourceOverrides = texts.filter { holds($0.key) }
        options.focus = focus
        return try FixEngine(configuration: configuration, options: options, workingDirectory: root).run(paths: [root])
    }
}
