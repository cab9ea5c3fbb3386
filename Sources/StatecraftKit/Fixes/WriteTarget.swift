import Foundation

/// Where a fix may write a file, decided when the file is read: the file a path resolves to (through symbolic
/// links), which must lie under one of the paths `fix` was given and be writable. Its identity (device, inode)
/// and bytes as read are kept, so that at write time a file swapped for another, or edited meanwhile, is left
/// alone.
public struct WriteTarget: Sendable {
    /// The resolved path the new content goes to.
    public let path: String
    let device: UInt64
    let inode: UInt64

    /// The paths `fix` was given, absolute: every folder above each resolved, the last part kept as named, so
    /// that a linked folder or file named on the command line does not reach where its link points.
    public static func roots(of paths: [String], workingDirectory: String) -> [String] {
        paths.map { path in
            let absolute = path.hasPrefix("/") ? path : workingDirectory + "/" + path
            // `.` and `..` are removed by their text, without following any link (Foundation's
            // `standardizingPath` resolves links, which would let the last one through).
            var parts: [Substring] = []
            for part in absolute.split(separator: "/") where part != "." {
                if part == ".." { if !parts.isEmpty { parts.removeLast() } } else { parts.append(part) }
            }
            guard let last = parts.popLast() else { return "/" }
            let parent = "/" + parts.joined(separator: "/")
            let resolvedParent = realPath(parent) ?? parent
            return (resolvedParent == "/" ? "" : resolvedParent) + "/" + last
        }
    }

    /// Why a file may not be written.
    struct Refusal: Error {
        var reason: String
    }

    /// The target of `path`, or why the file may not be written.
    static func resolve(_ path: String, roots: [String]) -> Result<WriteTarget, Refusal> {
        guard let resolved = realPath(path) else { return .failure(Refusal(reason: "cannot resolve its path")) }
        guard roots.contains(where: { resolved == $0 || resolved.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) else {
            return .failure(Refusal(reason: "it resolves to \(resolved), outside the paths given"))
        }
        var info = stat()
        guard stat(resolved, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return .failure(Refusal(reason: "not a regular file")) }
        // No write permission for its owner marks a file read-only, also for a run as root, whom `access` lets write.
        guard info.st_mode & S_IWUSR != 0, access(resolved, W_OK) == 0 else { return .failure(Refusal(reason: "it is read-only")) }
        return .success(WriteTarget(path: resolved, device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
    }

    /// Whether the file at the target is still the one read, with the bytes read.
    func isUnchanged(since original: Data) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
              UInt64(info.st_dev) == device, UInt64(info.st_ino) == inode else { return false }
        return FileManager.default.contents(atPath: path) == original
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
