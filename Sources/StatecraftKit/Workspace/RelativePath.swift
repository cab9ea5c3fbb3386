/// A path as users read it: relative to `base` when it lies inside, unchanged otherwise.
func relativePath(_ path: String, to base: String?) -> String {
    guard let base, path.hasPrefix(base + "/") else { return path }
    return String(path.dropFirst(base.count + 1))
}
