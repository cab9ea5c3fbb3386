import Foundation

/// Replaces a file's contents atomically: a temporary file in the same folder, the original permissions,
/// then `rename`, so a crash or a full disk never leaves a half-written source file.
enum AtomicWriter {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func write(_ data: Data, to path: String) throws {
        var info = stat()
        guard lstat(path, &info) == 0 else { throw Failure(description: "cannot read its attributes") }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw Failure(description: "not a regular file (a symbolic link?)") }
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = (folder as NSString).appendingPathComponent(".\(name).statecraft-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, info.st_mode & 0o7777)
        guard descriptor >= 0 else { throw Failure(description: "cannot create a temporary file beside it") }
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
        close(descriptor)
        guard ok, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw Failure(description: "cannot write it")
        }
    }
}
