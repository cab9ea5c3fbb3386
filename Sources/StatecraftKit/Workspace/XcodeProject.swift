import Foundation

/// What an Xcode `project.pbxproj` says about its targets: each native target's platforms and deployment
/// targets (the project's build settings overlaid by the target's, per configuration), and the Swift files it
/// compiles (its Sources phase, and its synchronized folders less their exceptions). Paths are relative to
/// the folder holding the `.xcodeproj`.
struct XcodeProject {
    struct Target {
        var name: String
        var productType: String
        /// Only the platforms the target builds for: a leftover `MACOSX_DEPLOYMENT_TARGET` in an iOS-only
        /// target does not count.
        var deploymentTargets: DeploymentTargets
        var files: [String]
        var folders: [DeploymentTargets.Folder]

        var isTest: Bool { productType.contains("unit-test") || productType.contains("ui-testing") }
    }

    var targets: [Target]

    /// `readFile` gives the text of a file named relative to the project's folder (the `.xcconfig` files that
    /// configurations are based on), nil when it cannot be read.
    init?(text: String, readFile: @escaping (String) -> String? = { _ in nil }) {
        guard let root = PropertyList.parse(text), let objects = root["objects"]?.dictionary,
              let projectID = root["rootObject"]?.string, let project = objects[projectID] else { return nil }
        let paths = ElementPaths(objects: objects, projectDirectory: project["projectDirPath"]?.string ?? "")
        let configurationFiles = ConfigurationFiles(readFile: readFile)
        func settingsByConfiguration(_ listID: String?) -> [String: [String: PropertyList]] {
            guard let listID, let list = objects[listID] else { return [:] }
            var result: [String: [String: PropertyList]] = [:]
            for id in list["buildConfigurations"]?.array?.compactMap(\.string) ?? [] {
                guard let configuration = objects[id] else { continue }
                let based = configuration["baseConfigurationReference"]?.string.flatMap { paths.path(of: $0) }
                    .map { configurationFiles.settings(at: $0) } ?? [:]
                result[configuration["name"]?.string ?? id] = based.merging(configuration["buildSettings"]?.dictionary ?? [:]) { _, own in own }
            }
            return result
        }
        let projectSettings = settingsByConfiguration(project["buildConfigurationList"]?.string)
        // A platform a target builds for with no version in reach (set in a file Statecraft did not read) takes the
        // lowest version the project file names for it.
        var named: [Platform: OSVersion] = [:]
        for (_, object) in objects where object["isa"]?.string == "XCBuildConfiguration" {
            for (key, platform) in Self.deploymentKeys {
                guard let version = object["buildSettings"]?[key]?.string.flatMap(OSVersion.init(parsing:)) else { continue }
                if named[platform].map({ version < $0 }) ?? true { named[platform] = version }
            }
        }
        var targets: [Target] = []
        for targetID in project["targets"]?.array?.compactMap(\.string) ?? [] {
            guard let target = objects[targetID], target["isa"]?.string == "PBXNativeTarget" else { continue }
            var settings = settingsByConfiguration(target["buildConfigurationList"]?.string)
            for (configuration, inherited) in projectSettings {
                settings[configuration] = inherited.merging(settings[configuration] ?? [:]) { _, own in own }
            }
            if settings.isEmpty { settings = projectSettings }
            var files: [String] = []
            for phaseID in target["buildPhases"]?.array?.compactMap(\.string) ?? [] {
                guard let phase = objects[phaseID], phase["isa"]?.string == "PBXSourcesBuildPhase" else { continue }
                for buildFileID in phase["files"]?.array?.compactMap(\.string) ?? [] {
                    if let reference = objects[buildFileID]?["fileRef"]?.string, let path = paths.path(of: reference) {
                        files.append(path)
                    }
                }
            }
            let synchronized = Set(target["fileSystemSynchronizedGroups"]?.array?.compactMap(\.string) ?? [])
            var folders: [DeploymentTargets.Folder] = []
            for (groupID, group) in objects where group["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
                guard let folder = paths.path(of: groupID) else { continue }
                // An exception set names files of the folder that its target does not build (when the folder is
                // the target's) or does build (when it is not).
                let listed = (group["exceptions"]?.array?.compactMap(\.string) ?? []).compactMap { objects[$0] }
                    .filter { $0["target"]?.string == targetID }
                    .flatMap { $0["membershipExceptions"]?.array?.compactMap(\.string) ?? [] }
                if synchronized.contains(groupID) {
                    folders.append(DeploymentTargets.Folder(path: folder, excluded: Set(listed.map { Self.join(folder, $0) })))
                } else {
                    files += listed.map { Self.join(folder, $0) }
                }
            }
            targets.append(Target(name: target["name"]?.string ?? "?", productType: target["productType"]?.string ?? "",
                                  deploymentTargets: Self.deploymentTargets(settings.map(\.value), unset: named),
                                  files: files.filter { $0.hasSuffix(".swift") }, folders: folders))
        }
        self.targets = targets
    }

    private static let deploymentKeys: [(String, Platform)] = [
        ("IPHONEOS_DEPLOYMENT_TARGET", .iOS), ("MACOSX_DEPLOYMENT_TARGET", .macOS), ("TVOS_DEPLOYMENT_TARGET", .tvOS),
        ("WATCHOS_DEPLOYMENT_TARGET", .watchOS), ("XROS_DEPLOYMENT_TARGET", .visionOS),
    ]

    /// The lowest version per platform the target builds for, over its configurations.
    private static func deploymentTargets(_ configurations: [[String: PropertyList]], unset: [Platform: OSVersion]) -> DeploymentTargets {
        var result = DeploymentTargets()
        for settings in configurations {
            let platforms = builtPlatforms(settings)
            for (key, platform) in deploymentKeys where platforms?.contains(platform) ?? true {
                if let text = settings[key]?.string, let version = OSVersion(parsing: text) {
                    result.lower(platform, to: version)
                } else if platforms != nil, let version = unset[platform] ?? (platform == .visionOS ? OSVersion(1, 0) : nil) {
                    // visionOS named in `SUPPORTED_PLATFORMS` with no version anywhere: every visionOS release has
                    // what the rules ask about, so its first stands for it.
                    result.lower(platform, to: version)
                }
            }
            if let isolation = settings["SWIFT_DEFAULT_ACTOR_ISOLATION"]?.string, isolation.contains("MainActor") {
                result.mainActorByDefault = true
            }
        }
        return result
    }

    /// `SUPPORTED_PLATFORMS`, else `SDKROOT`; nil when neither names a platform.
    private static func builtPlatforms(_ settings: [String: PropertyList]) -> Set<Platform>? {
        let supported = (settings["SUPPORTED_PLATFORMS"]?.string ?? "").split(separator: " ").compactMap { platform(sdk: String($0)) }
        if !supported.isEmpty { return Set(supported) }
        return settings["SDKROOT"]?.string.flatMap(platform(sdk:)).map { [$0] }
    }

    private static func platform(sdk: String) -> Platform? {
        switch sdk {
        case "iphoneos", "iphonesimulator": return .iOS
        case "macosx": return .macOS
        case "appletvos", "appletvsimulator": return .tvOS
        case "watchos", "watchsimulator": return .watchOS
        case "xros", "xrsimulator": return .visionOS
        default: return nil
        }
    }

    /// The settings of `.xcconfig` files: `NAME = value` lines, following `#include` (and `#include?`) relative
    /// to the including file. Conditional settings (`NAME[sdk=…]`) are left out.
    private struct ConfigurationFiles {
        let readFile: (String) -> String?

        func settings(at path: String, depth: Int = 0) -> [String: PropertyList] {
            guard depth < 8, let text = readFile(path) else { return [:] }
            var result: [String: PropertyList] = [:]
            let folder = path.split(separator: "/").dropLast().joined(separator: "/")
            for rawLine in text.split(whereSeparator: \.isNewline) {
                var line = rawLine.trimmingCharacters(in: .whitespaces)
                if line.hasPrefix("#include") {
                    let parts = line.split(separator: "\"")
                    if parts.count >= 2 {
                        let included = settings(at: XcodeProject.normalised(XcodeProject.join(folder, String(parts[1]))), depth: depth + 1)
                        result.merge(included) { _, new in new }
                    }
                    continue
                }
                if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]) }
                guard let equals = line.firstIndex(of: "=") else { continue }
                let name = line[..<equals].trimmingCharacters(in: .whitespaces)
                guard !name.isEmpty, !name.contains("[") else { continue }
                var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
                if value.hasSuffix(";") { value.removeLast() }
                result[name] = .string(value.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")))
            }
            return result
        }
    }

    static func join(_ folder: String, _ path: String) -> String {
        if folder.isEmpty { return path }
        if path.isEmpty { return folder }
        return folder + "/" + path
    }

    /// Where each file reference or group lives, following `<group>` paths up to the project folder.
    private struct ElementPaths {
        let objects: [String: PropertyList]
        let projectDirectory: String
        var parents: [String: String] = [:]

        init(objects: [String: PropertyList], projectDirectory: String) {
            self.objects = objects
            self.projectDirectory = projectDirectory
            for (id, object) in objects {
                for child in object["children"]?.array?.compactMap(\.string) ?? [] { parents[child] = id }
            }
        }

        func path(of id: String, depth: Int = 0) -> String? {
            guard depth < 64, let element = objects[id] else { return nil }
            let own = element["path"]?.string ?? ""
            switch element["sourceTree"]?.string ?? "<group>" {
            case "<group>":
                guard let parent = parents[id] else { return XcodeProject.normalised(XcodeProject.join(projectDirectory, own)) }
                return path(of: parent, depth: depth + 1).map { XcodeProject.normalised(XcodeProject.join($0, own)) }
            case "SOURCE_ROOT":
                return XcodeProject.normalised(XcodeProject.join(projectDirectory, own))
            default:
                return nil
            }
        }
    }

    /// Resolves `.` and `..` so paths compare with those of the files found on disk.
    static func normalised(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return parts.joined(separator: "/")
    }
}
