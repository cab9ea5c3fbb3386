import Foundation

/// What writing a fix's result did.
public struct WriteOutcome: Sendable {
    /// Why files could not be written; when there is any, no file was written.
    public var failures: [Note] = []
    /// Files edited (or swapped for another) on disk since the run read them; no file was written.
    public var changedMeanwhile: [FileChange] = []
    /// The run was interrupted (SIGINT, SIGTERM, SIGHUP) before it renamed any file; no file was written.
    public var interrupted = false

    public init() {}

    public var wroteNothing: Bool { !failures.isEmpty || !changedMeanwhile.isEmpty || interrupted }
}

/// Writes every changed file of a fix, all or none, journalled so that a run killed at any point can be
/// finished by the next one (`FixJournal`):
///
/// 1. each file is checked to be the one read (device, inode) with the bytes read;
/// 2. the journal is created beside the files, naming each one's temporary file and backup;
/// 3. every new content is written to its temporary file and flushed, and a backup link made to each file;
/// 4. each file is checked again; an edit, a failure or a SIGINT/SIGTERM/SIGHUP so far undoes steps 2–3;
/// 5. the journal says `committing`, and every temporary file is renamed over its file (signals wait);
/// 6. backups and journal are removed.
enum FixTransaction {
    private struct Prepared {
        var change: FileChange
        var target: WriteTarget
        var original: Data
        var fixed: Data
    }

    static func write(_ changes: [FileChange]) -> WriteOutcome {
        SignalDeferral.run { writeAll(changes) }
    }

    private static func writeAll(_ changes: [FileChange]) -> WriteOutcome {
        var outcome = WriteOutcome()
        var files: [Prepared] = []
        for change in changes {
            guard let target = change.file.target else {
                outcome.failures.append(Note(file: change.path, message: "not written: \(change.file.readOnlyReason)"))
                continue
            }
            let original = change.file.encoded(change.original)
            guard target.isUnchanged(since: original) else {
                outcome.changedMeanwhile.append(change)
                continue
            }
            files.append(Prepared(change: change, target: target, original: original, fixed: change.file.encoded(change.fixed)))
        }
        guard !outcome.wroteNothing, !files.isEmpty else { return outcome }

        var journal = FixJournal(process: getpid(), state: .preparing, entries: files.map { file in
            FixJournal.Entry(target: file.target.path,
                             temporary: AtomicWriter.sibling(of: file.target.path, suffix: "tmp"),
                             backup: AtomicWriter.sibling(of: file.target.path, suffix: "orig"),
                             original: FixJournal.hash(file.original), fixed: FixJournal.hash(file.fixed))
        })
        let journalPath: String
        do {
            journalPath = try journal.create(in: FixJournal.folder(holding: files.map(\.target.path)))
        } catch {
            outcome.failures.append(Note(file: nil, message: "not written: \(error)"))
            return outcome
        }
        func undo() {
            for entry in journal.entries {
                unlink(entry.temporary)
                unlink(entry.backup)
            }
            FixJournal.remove(at: journalPath)
        }

        for (position, file) in files.enumerated() {
            let entry = journal.entries[position]
            do {
                try AtomicWriter.prepare(file.fixed, for: file.target.path, at: entry.temporary)
            } catch {
                outcome.failures.append(Note(file: file.change.path, message: "not written: \(error)"))
                break
            }
            // Without hard links (some network and FAT file systems), a commit can still be completed, only not undone.
            link(file.target.path, entry.backup)
        }
        pauseForTests(at: "prepared")
        // An editor, a formatter or another tool saved a file meanwhile, or swapped it for another: its edit
        // would be lost, so nothing is written.
        if outcome.failures.isEmpty {
            outcome.changedMeanwhile = files.filter { !$0.target.isUnchanged(since: $0.original) }.map(\.change)
        }
        if SignalDeferral.hasArrived { outcome.interrupted = true }
        guard !outcome.wroteNothing else {
            undo()
            return outcome
        }

        journal.state = .committing
        do {
            try journal.save(at: journalPath)
        } catch {
            undo()
            outcome.failures.append(Note(file: nil, message: "not written: \(error)"))
            return outcome
        }
        for (position, entry) in journal.entries.enumerated() {
            guard rename(entry.temporary, entry.target) == 0 else {
                outcome.failures.append(Note(file: files[position].change.path, message: "not written: cannot replace it (\(String(cString: strerror(errno))))"))
                rollBack(journal.entries.prefix(position), then: undo, into: &outcome)
                return outcome
            }
            if position == 0 { pauseForTests(at: "committing") }
        }
        for folder in Set(journal.entries.map { ($0.target as NSString).deletingLastPathComponent }) {
            FixJournal.syncFolder(of: folder + "/.")
        }
        for entry in journal.entries { unlink(entry.backup) }
        FixJournal.remove(at: journalPath)
        return outcome
    }

    /// Puts back the files already renamed when a later rename fails. If one cannot be put back, the journal
    /// stays, and the next run completes or rolls back the commit.
    private static func rollBack(_ renamed: ArraySlice<FixJournal.Entry>, then undo: () -> Void, into outcome: inout WriteOutcome) {
        for entry in renamed where rename(entry.backup, entry.target) != 0 {
            outcome.failures.append(Note(file: nil, message: "\(entry.target) was rewritten and cannot be restored; the next `statecraft fix` finishes the transaction"))
            return
        }
        undo()
    }

    /// Tests interrupt a run at a phase named in `STATECRAFT_TEST_PAUSE` (`prepared:3` pauses 3 seconds once every
    /// temporary file is ready, `committing:3` once the first file is renamed).
    private static func pauseForTests(at phase: String) {
        guard let setting = ProcessInfo.processInfo.environment["STATECRAFT_TEST_PAUSE"] else { return }
        let parts = setting.split(separator: ":")
        guard parts.count == 2, parts[0] == phase, let seconds = Double(parts[1]) else { return }
        Thread.sleep(forTimeInterval: seconds)
    }
}
