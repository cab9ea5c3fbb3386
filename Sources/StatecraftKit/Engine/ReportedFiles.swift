import Foundation

/// `check --only`: the whole project is analysed, and the report keeps the findings and notes of some files.
public enum ReportedFiles {
    /// An absolute path with `.`/`..` and symbolic links resolved, for comparing paths however they were written.
    public static func canonical(_ path: String, workingDirectory: String = FileManager.default.currentDirectoryPath) -> String {
        URL(fileURLWithPath: absolutePath(path, from: workingDirectory)).resolvingSymlinksInPath().path
    }

    /// Keeps the findings and notes of `files` (canonical paths), and notes each of them the run did not analyse.
    public static func keep(_ files: Set<String>, in result: inout CheckResult, paths: [String],
                            workingDirectory: String = FileManager.default.currentDirectoryPath) {
        let canonical = { (path: String) in Self.canonical(path, workingDirectory: workingDirectory) }
        result.findings = result.findings.filter { files.contains(canonical($0.file)) }
        result.notes = result.notes.filter { note in note.file.map { files.contains(canonical($0)) } ?? true }
        let checked = Set(result.checkedFiles.map(canonical))
        for file in files.subtracting(checked).sorted() {
            result.notes.append(Note(file: file, message: "not among the checked files (outside \(paths.joined(separator: ", ")) or excluded), so not analysed"))
        }
    }
}
