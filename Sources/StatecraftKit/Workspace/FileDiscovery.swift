import Foundation

/// A Swift file to check.
public struct SourceFileRef: Hashable, Sendable {
    /// Absolute, standardised path.
    public var path: String
    /// The path shown to the user: relative to the working directory when under it.
    public var displayPath: String
    /// The file's text when it is not read from disk: an editor's unsaved buffer (`check --use-stdin`).
    public var contents: String? = nil
}

/// The files under the checked paths, and the build manifests found beside them.
public struct Workspace: Sendable {
    public var files: [SourceFileRef] = []
    public var packageManifests: [String] = []
    public var xcodeProjects: [String] = []
    /// XcodeGen specs (`project.yml`), which hold the deployment targets when the Xcode project is generated.
    public var xcodeGenSpecs: [String] = []
    /// Files that may name a Swift class for the system to create: storyboards, nibs, property lists
    /// (`NSPrincipalClass`, a scene delegate), build settings (`INFOPLIST_KEY_…`), Objective-C sources.
    public var namingFiles: [String] = []
    /// `.statecraft.yml` files in checked sub-folders (not the one the run was configured with).
    public var nestedConfigurations: [String] = []
    public var notes: [Note] = []

    /// Takes `texts` (by absolute path) as the contents of those files; `adding` the ones discovery did not list.
    mutating func give(_ texts: [String: String], adding: Bool, displayPath: (String) -> String) {
        guard !texts.isEmpty else { return }
        var listed: [String: Int] = [:]
        for (position, file) in files.enumerated() { listed[file.path] = position }
        for (path, text) in texts.sorted(by: { $0.key < $1.key }) {
            if let position = listed[path] {
                files[position].contents = text
            } else if adding {
                files.append(SourceFileRef(path: path, displayPath: displayPath(path), contents: text))
            }
        }
    }
}

public struct PathNotFound: Error, CustomStringConvertible {
    public var path: String
    public var description: String { "no such file or folder: \(path)" }
}

/// Walks the checked paths like a careful `find`: skips build products, dependencies, hidden folders and
/// excluded globs; never follows a symbolic link out of the root, and never loops.
public struct FileDiscovery {
    /// The extensions of `Workspace.namingFiles`.
    static let namingExtensions = [".storyboard", ".xib", ".plist", ".xcconfig", ".m", ".mm", ".h"]

    /// Folders that hold build products or third-party code, skipped wherever they appear.
    public static let skippedFolders: Set<String> = [
        ".build", ".swiftpm", "Pods", "Carthage", "DerivedData", "SourcePackages", "checkouts", "node_modules",
    ]

    public var configuration: Configuration
    public var workingDirectory: String
    /// Files named explicitly are checked even when excluded (as SwiftLint does), unless this is set.
    public var forceExclude = false

    public init(configuration: Configuration, workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.configuration = configuration
        self.workingDirectory = URL(fileURLWithPath: workingDirectory).standardizedFileURL.path
    }

    public func discover(paths: [String]) throws -> Workspace {
        var workspace = Workspace()
        var seen = Set<String>()
        for path in paths {
            let absolute = absolutePath(path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
                throw PathNotFound(path: path)
            }
            if isDirectory.boolValue {
                let root = URL(fileURLWithPath: absolute).resolvingSymlinksInPath().path
                walk(folder: root, root: root, into: &workspace, seen: &seen)
            } else if absolute.hasSuffix(".swift"), !isForcedOut(absolute), seen.insert(absolute).inserted {
                workspace.files.append(SourceFileRef(path: absolute, displayPath: displayPath(absolute)))
            }
        }
        workspace.files.sort { $0.path < $1.path }
        return workspace
    }

    private func walk(folder: String, root: String, into workspace: inout Workspace, seen: inout Set<String>) {
        guard let entries = Self.entries(of: folder) else {
            workspace.notes.append(Note(file: displayPath(folder), message: "cannot read folder, skipped"))
            return
        }
        for (name, entryType) in entries {
            let path = folder == "/" ? "/" + name : folder + "/" + name
            var type = entryType
            var resolved = path
            var info = stat()
            if type == nil {
                guard lstat(path, &info) == 0 else { continue }
                type = info.st_mode & S_IFMT
            }
            if type == S_IFLNK {
                // Follow links to files inside the root only; linked folders would be walked twice or loop.
                let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
                guard stat(target, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
                guard target == root || target.hasPrefix(root + "/") else {
                    if name.hasSuffix(".swift") {
                        workspace.notes.append(Note(file: displayPath(path), message: "symbolic link points outside the checked folder, skipped"))
                    }
                    continue
                }
                type = S_IFREG
                resolved = target
            }
            if type == S_IFDIR {
                if name.hasPrefix(".") || Self.skippedFolders.contains(name) { continue }
                if isExcluded(path: path, relative: relativePath(path, to: root)) { continue }
                walk(folder: path, root: root, into: &workspace, seen: &seen)
            } else if type == S_IFREG {
                if name == "project.pbxproj" {
                    workspace.xcodeProjects.append(path)
                    continue
                }
                if name == "project.yml" {
                    workspace.xcodeGenSpecs.append(path)
                    continue
                }
                if name == Configuration.fileName {
                    if path != configuration.path { workspace.nestedConfigurations.append(path) }
                    continue
                }
                guard name.hasSuffix(".swift"), !name.hasPrefix(".") else {
                    if !name.hasPrefix("."), Self.namingExtensions.contains(where: name.hasSuffix) { workspace.namingFiles.append(path) }
                    continue
                }
                if name == "Package.swift" { workspace.packageManifests.append(path) }
                let relative = relativePath(path, to: root)
                if isExcluded(path: path, relative: relative) || !isIncluded(path: path, relative: relative) { continue }
                guard seen.insert(resolved).inserted else { continue }
                workspace.files.append(SourceFileRef(path: path, displayPath: displayPath(path)))
            }
        }
    }

    /// A folder's entries, sorted by name, each with its type (`S_IFDIR`, `S_IFREG`, `S_IFLNK`, other) when the
    /// folder listing gives it, so most entries need no `lstat`; nil when the folder cannot be read.
    private static func entries(of folder: String) -> [(name: String, type: mode_t?)]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var result: [(name: String, type: mode_t?)] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    String(cString: $0)
                }
            }
            guard name != ".", name != ".." else { continue }
            let type: mode_t?
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): type = S_IFDIR
            case Int32(DT_REG): type = S_IFREG
            case Int32(DT_LNK): type = S_IFLNK
            case Int32(DT_UNKNOWN): type = nil
            default: type = 0
            }
            result.append((name, type))
        }
        return result.sorted { $0.name < $1.name }
    }

    /// Whether a nested configuration's own `include`/`exclude` (relative to its folder) admit the file.
    static func admits(_ path: String, under scope: ConfigurationScope) -> Bool {
        let relative = String(path.dropFirst(scope.folder.count + 1))
        let configuration = scope.configuration
        // The file, or a folder on the way to it, as the walk of the checked root tests them.
        let parts = relative.split(separator: "/")
        let prefixes = parts.indices.map { parts[...$0].joined(separator: "/") }
        if prefixes.contains(where: { prefix in configuration.exclude.contains { $0.matches(prefix) } }) { return false }
        return configuration.include.isEmpty || configuration.include.contains { $0.matches(relative) }
    }

    /// A file named on the command line that `--force-exclude` keeps out: globs read from the working directory.
    public func isForcedOut(_ absolute: String) -> Bool {
        guard forceExclude else { return false }
        let relative = displayPath(absolute)
        return isExcluded(path: absolute, relative: relative) || !isIncluded(path: absolute, relative: relative)
    }

    /// Globs are relative to the configuration file's folder when the path is under it, else to the checked root.
    private func globPaths(path: String, relative: String) -> [String] {
        var candidates = [relative]
        if let configPath = configuration.path {
            let base = (configPath as NSString).deletingLastPathComponent
            if path.hasPrefix(base + "/") { candidates.append(String(path.dropFirst(base.count + 1))) }
        }
        return candidates
    }

    private func isExcluded(path: String, relative: String) -> Bool {
        guard !configuration.exclude.isEmpty else { return false }
        let candidates = globPaths(path: path, relative: relative)
        return configuration.exclude.contains { glob in candidates.contains { glob.matches($0) } }
    }

    private func isIncluded(path: String, relative: String) -> Bool {
        guard !configuration.include.isEmpty else { return true }
        let candidates = globPaths(path: path, relative: relative)
        return configuration.include.contains { glob in candidates.contains { glob.matches($0) } }
    }

    func absolutePath(_ path: String) -> String {
        StatecraftKit.absolutePath(path, from: workingDirectory)
    }

    public func displayPath(_ path: String) -> String {
        if path.hasPrefix(workingDirectory + "/") { return String(path.dropFirst(workingDirectory.count + 1)) }
        return path
    }

    /// The path discovery listed for a file it shows as `displayPath`: the inverse of `displayPath(_:)`.
    func listedPath(displayPath: String) -> String {
        displayPath.hasPrefix("/") ? displayPath : workingDirectory + "/" + displayPath
    }
}
