import Foundation

/// Prepares a file's new content: a temporary file beside it, with its mode and owner, flushed to disk, for
/// `FixTransaction` to rename into place.
enum AtomicWriter {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// A hidden name beside `path`, ending in `suffix`, that no other run picks.
    static func sibling(of path: String, suffix: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        return (folder as NSString).appendingPathComponent(".\(name).statecraft-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).\(suffix)")
    }

    /// Writes `data` to `temporary`, beside `path`, with the mode, owner and group `path` has.
    static func prepare(_ data: Data, for path: String, at temporary: String) throws {
        var info = stat()
        guard lstat(path, &info) == 0 else { throw Failure(description: "cannot read its attributes") }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw Failure(description: "not a regular file") }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, info.st_mode & 0o7777)
        guard descriptor >= 0 else { throw Failure(description: "cannot create a temporary file beside it") }
        // A rename gives the file the temporary's owner: it must be the original's (a run as root keeps a user's
        // files theirs), or the file is not rewritten.
        guard fchown(descriptor, info.st_uid, info.st_gid) == 0 else {
            close(descriptor)
            unlink(temporary)
            throw Failure(description: "cannot keep its owner")
        }
        var ok = fchmod(descriptor, info.st_mode & 0o7777) == 0
        ok = ok && data.withUnsafeBytes { buffer -> Bool in
            var written = 0
            while written < buffer.count {
                let result = Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if result <= 0 { return false }
                written += result
            }
            return true
        }
        ok = ok && fsync(descriptor) == 0
        ok = close(descriptor) == 0 && ok
        guard ok else {
            unlink(temporary)
            throw Failure(description: "cannot write it")
        }
    }
}
