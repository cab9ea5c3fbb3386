import Foundation

/// `check --only`: the whole project is analysed, and the report keeps the findings and notes of some files.
public enum ReportedFiles {
    /// An absolute path with `.`/`..` and symbolic links resolved, for comparing paths however they were written.
    public static func canonical(_ path: String, workingDirectory: String = FileManager.default.currentDirectoryPath) -> String {
        URL(fileURLWithPath: absolutePath(path, from: workingDirectory)).resolvingSymlinksInPath().path
    }

    /// Why `name`, given to `option` (`--only`, MCP's `files`), cannot be reported on; nil when it can. Names that
    /// are not Swift files are left out, not refused: a commit's other files reach `--only` too.
    public static func rejection(of name: String, option: String) -> String? {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: canonical(name), isDirectory: &isFolder)
        if exists, isFolder.boolValue {
            return "\(option) takes files, and `\(name)` is a folder: name the folders to analyse as the paths to check"
        }
        if name.hasSuffix(".swift"), !exists { return "no such file: \(name)" }
        return nil
    }

    /// Why a run that checked no file is refused: the paths, and why files found there were skipped.
    public static func emptyRunMessage(_ result: CheckResult, paths: [String]) -> String {
        let skipped = result.notes.compactMap { note in note.file.map { "\($0): \(note.message)" } }
        let why = skipped.isEmpty ? "" : "; " + skipped.prefix(3).joined(separator: "; ") + (skipped.count > 3 ? "; and \(skipped.count - 3) more" : "")
        return "no Swift file to check in \(paths.joined(separator: ", "))\(why)"
    }

    /// Keeps the findings that `files` (canonical paths) hold or take part in (a view on a crash's path, where an
    /// injection went missing) and the notes of those files, and notes each of them the run did not analyse.
    public static func keep(_ files: Set<String>, in result: inout CheckResult, paths: [String],
                            workingDirectory: String = FileManager.default.currentDirectoryPath) {
        // Resolving a path's links reads each folder on the way: once per path, and the checked files only when
        // one of `files` is not among them as written.
        var resolved: [String: String] = [:]
        func canonical(_ path: String) -> String {
            if let known = resolved[path] { return known }
            let result = Self.canonical(path, workingDirectory: workingDirectory)
            resolved[path] = result
            return result
        }
        result.findings = result.findings.filter { finding in
            files.contains(canonical(finding.file)) || finding.related.contains { files.contains(canonical($0.file)) }
        }
        result.notes = result.notes.filter { note in note.file.map { files.contains(canonical($0)) } ?? true }
        // A canonical path is its own canonical form: one written the same way among the checked files is checked.
        // (Checked files are shown relative to the working directory, or absolute outside it.)
        let written = Set(result.checkedFiles.map { $0.hasPrefix("/") ? $0 : workingDirectory + "/" + $0 })
        var unlisted = files.filter { !written.contains($0) }
        if !unlisted.isEmpty { unlisted.subtract(result.checkedFiles.map(canonical)) }
        for file in unlisted.sorted() {
            result.notes.append(Note(file: file, message: "not among the checked files (outside \(paths.joined(separator: ", ")) or excluded), so not analysed"))
        }
    }
}
