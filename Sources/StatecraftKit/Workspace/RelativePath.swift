import Foundation

/// `path` made absolute against `base` (a file's shown path against the working directory), `.` and `..` resolved.
public func absolutePath(_ path: String, from base: String) -> String {
    let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: base).appendingPathComponent(path)
    return url.standardizedFileURL.path
}

/// A path as users read it: relative to `base` when it lies inside, unchanged otherwise.
func relativePath(_ path: String, to base: String?) -> String {
    guard let base, path.hasPrefix(base + "/") else { return path }
    return String(path.dropFirst(base.count + 1))
}
