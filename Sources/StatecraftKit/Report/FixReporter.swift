/// Renders what `statecraft fix` did (or would do, under `--dry-run`) as text or JSON.
public enum FixReporter {
    /// With `diffs`, a dry run shows the diffs of only those changed files; the summary counts them all.
    public static func text(_ result: FixResult, dryRun: Bool, diffs: Range<Int>? = nil) -> String {
        var output = ""
        if dryRun {
            for change in result.changes[diffs ?? result.changes.indices] { output += change.diff }
            if !result.changes.isEmpty { output += "\n" }
        }
        let counts = result.fixCounts
        let total = counts.values.reduce(0, +)
        let verb = dryRun ? "Would apply" : "Applied"
        if result.changes.isEmpty {
            output += "Nothing to fix in \(result.filesChecked) \(result.filesChecked == 1 ? "file" : "files").\n"
        } else {
            output += "\(verb) \(total) \(total == 1 ? "fix" : "fixes") in \(result.changes.count) \(result.changes.count == 1 ? "file" : "files"):\n"
        }
        let width = counts.keys.map(\.count).max() ?? 0
        for (fix, count) in counts.sorted(by: { $0.key < $1.key }) {
            var line = "  " + fix.padding(toLength: width, withPad: " ", startingAt: 0) + "  \(count)"
            if fix == ObservationMigration.id {
                let sites = count - result.migratedClasses.count
                line += " (\(result.migratedClasses.count) \(result.migratedClasses.count == 1 ? "class" : "classes") and \(sites) use \(sites == 1 ? "site" : "sites"))"
            }
            output += line + "\n"
        }
        if !result.skippedClasses.isEmpty {
            output += "\nClasses left as ObservableObject (\(result.skippedClasses.count)):\n"
            for skipped in result.skippedClasses {
                let reasons = ShortList.joined(skipped.reasons)
                output += "  \(skipped.file):\(skipped.line): `\(skipped.name)`: \(reasons.text)"
                    + (reasons.shortened ? " (`--format json` lists them all)" : "") + "\n"
            }
        }
        if !result.skipped.isEmpty {
            output += "\nFindings left alone (\(result.skipped.count)):\n"
            for skipped in result.skipped { output += "  \(skipped.file):\(skipped.line): [\(skipped.fix)] \(skipped.reason)\n" }
        }
        if !result.rejected.isEmpty {
            output += "\nNot fixed, the result would not parse (\(result.rejected.count)):\n"
            for rejected in result.rejected { output += "  \(rejected.file): [\(rejected.fix)] \(rejected.reason)\n" }
        }
        if !result.behaviourChanges.isEmpty {
            output += "\nBehaviour changes to review (\(result.behaviourChanges.count)):\n"
            for change in result.behaviourChanges { output += "  \(change.file):\(change.line): \(change.message)\n" }
        }
        return output
    }

    public static func json(_ result: FixResult, dryRun: Bool) -> String {
        let document = Document(
            version: 1, tool: JSONTool(), dryRun: dryRun,
            summary: Summary(files: result.filesChecked, filesChanged: result.changes.count, fixes: result.fixCounts,
                             classesMigrated: result.migratedClasses.count, classesSkipped: result.skippedClasses.count),
            files: result.changes.map { FileEntry(file: $0.path, fixes: $0.fixes, diff: dryRun ? $0.diff : nil) },
            classes: Classes(
                migrated: result.migratedClasses.map { ClassEntry(name: $0.name, file: $0.file, line: $0.line, reasons: nil) },
                skipped: result.skippedClasses.map { ClassEntry(name: $0.name, file: $0.file, line: $0.line, reasons: $0.reasons) }),
            skipped: result.skipped.map { SkipEntry(fix: $0.fix, file: $0.file, line: $0.line, reason: $0.reason) },
            rejected: result.rejected.map { SkipEntry(fix: $0.fix, file: $0.file, line: nil, reason: $0.reason) },
            behaviourChanges: result.behaviourChanges.map { ChangeEntry(file: $0.file, line: $0.line, message: $0.message) },
            notes: result.notes.map { JSONNoteEntry(file: $0.file, message: $0.message) })
        return JSONOutput.render(document)
    }

    private struct Document: Encodable {
        var version: Int
        var tool: JSONTool
        var dryRun: Bool
        var summary: Summary
        var files: [FileEntry]
        var classes: Classes
        var skipped: [SkipEntry]
        var rejected: [SkipEntry]
        var behaviourChanges: [ChangeEntry]
        var notes: [JSONNoteEntry]
    }

    private struct Summary: Encodable {
        var files: Int
        var filesChanged: Int
        var fixes: [String: Int]
        var classesMigrated: Int
        var classesSkipped: Int
    }

    private struct FileEntry: Encodable {
        var file: String
        var fixes: [String: Int]
        var diff: String?
    }

    private struct Classes: Encodable {
        var migrated: [ClassEntry]
        var skipped: [ClassEntry]
    }

    private struct ClassEntry: Encodable {
        var name: String
        var file: String
        var line: Int
        var reasons: [String]?
    }

    private struct SkipEntry: Encodable {
        var fix: String
        var file: String
        var line: Int?
        var reason: String
    }

    private struct ChangeEntry: Encodable {
        var file: String
        var line: Int
        var message: String
    }
}
