import Foundation

/// The record that makes `fix`'s writes one transaction across files. Before any temporary file exists, the
/// journal names every file to rewrite, its temporary file and its backup (a hard link to the file as read);
/// once every temporary file is ready it says `committing`, and the renames follow. A run killed at any point
/// leaves the journal behind, and the next `fix` that reads any of those files finishes it before anything
/// else: one killed while preparing is rolled back, one killed while renaming is completed, or rolled back when
/// a file it had not renamed yet was edited since.
struct FixJournal: Codable {
    enum State: String, Codable { case preparing, committing }

    struct Entry: Codable {
        /// The file rewritten, resolved.
        var target: String
        var temporary: String
        /// A second name for the file as read; absent when the file system has no hard links.
        var backup: String
        /// Hashes of the file's bytes as read and as rewritten.
        var original: String
        var fixed: String
    }

    var format = 1
    var process: Int32
    var state: State
    var entries: [Entry]

    static let fileName = ".statecraft-fix-journal"

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func hash(_ data: Data) -> String { fnv1a64Hex(bytes: data) }

    /// The folder that holds every target: where the journal goes.
    static func folder(holding targets: [String]) -> String {
        var common: [Substring]?
        for target in targets {
            let parts = Array(target.split(separator: "/").dropLast())
            common = common.map { Array(zip($0, parts).prefix { $0 == $1 }.map(\.0)) } ?? parts
        }
        return "/" + (common ?? []).joined(separator: "/")
    }

    // MARK: Writing

    /// Takes the journal's place in `folder`, which a second `fix` writing there at the same time cannot, and
    /// records `self` in it.
    func create(in folder: String) throws -> String {
        let path = Self.path(in: folder)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else {
            if errno == EEXIST {
                throw Failure(description: "\(path) exists: another `statecraft fix` is writing there, or one was interrupted and could not be finished (see the notes above)")
            }
            throw Failure(description: "cannot create \(path)")
        }
        close(descriptor)
        do {
            try save(at: path)
        } catch {
            unlink(path)
            throw error
        }
        return path
    }

    /// Replaces the journal's content atomically.
    func save(at path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(self)
        let staging = path + ".tmp"
        let descriptor = open(staging, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw Failure(description: "cannot write \(staging)") }
        let written = data.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) } == data.count
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard written, synced, rename(staging, path) == 0 else {
            unlink(staging)
            throw Failure(description: "cannot write \(path)")
        }
        Self.syncFolder(of: path)
    }

    static func remove(at path: String) {
        unlink(path + ".tmp")
        unlink(path)
        syncFolder(of: path)
    }

    /// Makes renames and removals in a file's folder durable.
    static func syncFolder(of path: String) {
        let descriptor = open((path as NSString).deletingLastPathComponent, O_RDONLY)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    static func path(in folder: String) -> String {
        (folder == "/" ? "" : folder) + "/" + fileName
    }

    // MARK: Recovery

    /// Finishes the journals of interrupted runs found in `folders` or above them, and says what it did.
    static func recover(near folders: Set<String>, display: (String) -> String) -> [Note] {
        journals(near: folders).flatMap { recover(at: $0, display: display) }
    }

    /// Journals left in `folders` or above them, for a dry run to mention.
    static func journals(near folders: Set<String>) -> [String] {
        var seen = Set<String>()
        var found: [String] = []
        for folder in folders {
            var current = folder
            while seen.insert(current).inserted {
                let candidate = path(in: current)
                if access(candidate, F_OK) == 0 { found.append(candidate) }
                if current == "/" { break }
                current = (current as NSString).deletingLastPathComponent
                if current.isEmpty { current = "/" }
            }
        }
        return found.sorted()
    }

    private static func recover(at path: String, display: (String) -> String) -> [Note] {
        let shown = display(path)
        guard let data = FileManager.default.contents(atPath: path) else {
            return [Note(file: shown, message: "cannot read this journal of an interrupted `statecraft fix`")]
        }
        // Empty: the run was killed before it recorded anything, so it had not prepared anything either.
        if data.isEmpty {
            remove(at: path)
            return [Note(file: shown, message: "removed the empty journal of a `statecraft fix` interrupted before it prepared any file")]
        }
        guard let journal = try? JSONDecoder().decode(FixJournal.self, from: data), journal.format == 1,
              journal.entries.allSatisfy(\.isWellFormed) else {
            return [Note(file: shown, message: "not a journal this version of Statecraft can finish: check the files it names and remove it")]
        }
        if journal.process != getpid(), isRunning(journal.process) {
            return [Note(file: shown, message: "another `statecraft fix` (process \(journal.process)) is writing there; if none is running, check the files it names and remove it")]
        }
        switch journal.state {
        case .preparing:
            for entry in journal.entries {
                unlink(entry.temporary)
                unlink(entry.backup)
            }
            remove(at: path)
            return [Note(file: shown, message: "rolled back a `statecraft fix` interrupted while it prepared its files: none of the \(journal.entries.count) files had been changed")]
        case .committing:
            return journal.finish(at: path, shown: shown, display: display)
        }
    }

    /// Whether a process lives. A killed process whose parent has not collected it yet (a zombie) does not.
    private static func isRunning(_ process: Int32) -> Bool {
        guard kill(process, 0) == 0 || errno == EPERM else { return false }
        #if os(Linux)
        // `/proc/PID/stat` reads "PID (name) STATE …"; the name may hold spaces and parentheses.
        if let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
           let close = stat.lastIndex(of: ")") {
            return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first != "Z"
        }
        #endif
        return true
    }

    /// Completes an interrupted commit, or rolls it back when a file it had not renamed yet was edited since.
    private func finish(at path: String, shown: String, display: (String) -> String) -> [Note] {
        var notes: [Note] = []
        var pending: [Entry] = []
        var renamed: [Entry] = []
        var editedPending: [Entry] = []
        for entry in entries {
            let current = FileManager.default.contents(atPath: entry.target).map(Self.hash)
            if access(entry.temporary, F_OK) == 0 {
                if current == entry.original { pending.append(entry) } else { editedPending.append(entry) }
            } else if current == entry.fixed {
                renamed.append(entry)
            } else {
                notes.append(Note(file: display(entry.target), message: "changed since an interrupted `statecraft fix` rewrote it: left as it is"))
            }
        }
        var failed = false
        if editedPending.isEmpty {
            for entry in pending where rename(entry.temporary, entry.target) != 0 {
                failed = true
                notes.append(Note(file: display(entry.target), message: "cannot finish rewriting it: \(String(cString: strerror(errno)))"))
            }
            if !failed {
                notes.append(Note(file: shown, message: "completed a `statecraft fix` interrupted while it renamed its files: \(pending.count) of \(entries.count) files were left to rename"))
            }
        } else {
            for entry in editedPending {
                notes.append(Note(file: display(entry.target), message: "changed since an interrupted `statecraft fix` read it: left as it is"))
                unlink(entry.temporary)
            }
            for entry in pending { unlink(entry.temporary) }
            for entry in renamed where rename(entry.backup, entry.target) != 0 {
                failed = true
                notes.append(Note(file: display(entry.target), message: "cannot restore it: \(String(cString: strerror(errno)))"))
            }
            if !failed {
                notes.append(Note(file: shown, message: "rolled back a `statecraft fix` interrupted while it renamed its files, because a file it had not renamed yet changed since: \(renamed.count) files restored"))
            }
        }
        for folder in Set(entries.map { ($0.target as NSString).deletingLastPathComponent }) { Self.syncFolder(of: folder + "/.") }
        // A journal that could not be finished stays, and blocks the next write there, until a run finishes it.
        guard !failed else { return notes }
        for entry in entries { unlink(entry.backup) }
        Self.remove(at: path)
        return notes
    }
}

extension FixJournal.Entry {
    /// Temporary and backup files lie beside their target and carry Statecraft's names, so that a journal
    /// written by anything else cannot make a run rename or remove other files.
    var isWellFormed: Bool {
        guard target.hasPrefix("/") else { return false }
        let folder = (target as NSString).deletingLastPathComponent
        let prefix = (folder == "/" ? "" : folder) + "/." + (target as NSString).lastPathComponent + ".statecraft-"
        return temporary.hasPrefix(prefix) && temporary.hasSuffix(".tmp") && !temporary.dropFirst(prefix.count).contains("/")
            && backup.hasPrefix(prefix) && backup.hasSuffix(".orig") && !backup.dropFirst(prefix.count).contains("/")
    }
}
