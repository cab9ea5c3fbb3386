import Foundation
import SwiftParser
import Yams
import SwiftSyntax

public enum Platform: String, CaseIterable, Codable, Sendable {
    case iOS = "ios", macOS = "macos", tvOS = "tvos", watchOS = "watchos", visionOS = "visionos"

    /// The platform an availability check names: `iOS`, `macOS` (or `OSX`), `iOSApplicationExtension`, `xrOS`.
    init?(availabilityName name: String) {
        let base = name.hasSuffix("ApplicationExtension") ? String(name.dropLast("ApplicationExtension".count)) : name
        switch base {
        case "iOS": self = .iOS
        case "macOS", "OSX": self = .macOS
        case "tvOS": self = .tvOS
        case "watchOS": self = .watchOS
        case "visionOS", "xrOS": self = .visionOS
        default: return nil
        }
    }

    var displayName: String {
        switch self {
        case .iOS: return "iOS"
        case .macOS: return "macOS"
        case .tvOS: return "tvOS"
        case .watchOS: return "watchOS"
        case .visionOS: return "visionOS"
        }
    }

    /// The first release with the Observation framework (`@Observable`, `@Bindable`, `@Environment(T.self)`).
    var observationMinimum: OSVersion {
        switch self {
        case .iOS, .tvOS: return OSVersion(17, 0)
        case .macOS: return OSVersion(14, 0)
        case .watchOS: return OSVersion(10, 0)
        case .visionOS: return OSVersion(1, 0)
        }
    }

    /// The first release with the `dismiss` and `isPresented` environment values.
    var dismissActionMinimum: OSVersion {
        switch self {
        case .iOS, .tvOS: return OSVersion(15, 0)
        case .macOS: return OSVersion(12, 0)
        case .watchOS: return OSVersion(8, 0)
        case .visionOS: return OSVersion(1, 0)
        }
    }

    /// The first release with `NavigationStack` / `NavigationSplitView`.
    var navigationStackMinimum: OSVersion {
        switch self {
        case .iOS, .tvOS: return OSVersion(16, 0)
        case .macOS: return OSVersion(13, 0)
        case .watchOS: return OSVersion(9, 0)
        case .visionOS: return OSVersion(1, 0)
        }
    }
}

public struct OSVersion: Comparable, Hashable, Codable, CustomStringConvertible, Sendable {
    public var major: Int
    public var minor: Int

    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// Parses `17`, `17.0`, `17.0.1`, `v17`, `v10_15`.
    public init?(parsing text: String) {
        var text = text.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("v") { text.removeFirst() }
        let parts = text.split(whereSeparator: { $0 == "." || $0 == "_" })
        guard let first = parts.first, let major = Int(first) else { return nil }
        let minor = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        self.init(major, minor)
    }

    public var description: String { "\(major).\(minor)" }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool { (lhs.major, lhs.minor) < (rhs.major, rhs.minor) }
}

/// The lowest deployment target per platform that the project supports. A platform that is absent is unknown.
/// Each package manifest and Xcode project also gives the targets of the files under its folder (`scopes`): a
/// helper package built for iOS 14 does not lower the app beside it, built for iOS 17.
public struct DeploymentTargets: Hashable, Sendable {
    public private(set) var versions: [Platform: OSVersion] = [:]
    /// Some target builds with `MainActor` as the default isolation (`.defaultIsolation(MainActor.self)`,
    /// `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`), so an unannotated class may already be main-actor.
    public var mainActorByDefault = false

    /// The targets of the files under a folder, as file facts spell paths ("" holds every file).
    public struct Scope: Hashable, Sendable {
        public var folder: String
        public var targets: DeploymentTargets
    }
    public private(set) var scopes: [Scope] = []

    /// A folder an Xcode target builds every Swift file of (a synchronized folder), less the files it excludes.
    public struct Folder: Hashable, Sendable {
        public var path: String
        public var excluded: Set<String>
    }

    /// An Xcode target: its own deployment targets and the files it compiles, as file facts spell paths.
    public struct BuildTarget: Hashable, Sendable {
        public var name: String
        public var targets: DeploymentTargets
        public var files: Set<String>
        public var folders: [Folder]
        /// The platforms the project file says the target builds for (empty when it names none), whatever the
        /// configuration overrides.
        public var platforms: Set<Platform>
        /// The files and folders in lower case: Apple's file systems ignore case by default, so a project that
        /// lists `Components/Row.swift` builds `components/Row.swift`.
        private let foldedFiles: Set<String>
        private let foldedFolders: [Folder]

        public init(name: String, targets: DeploymentTargets, files: Set<String>, folders: [Folder]) {
            self.name = name
            self.targets = targets
            self.files = files
            self.folders = folders
            platforms = Set(targets.versions.keys)
            foldedFiles = Set(files.map { $0.lowercased() })
            foldedFolders = folders.map { Folder(path: $0.path.lowercased(), excluded: Set($0.excluded.map { $0.lowercased() })) }
        }

        func builds(_ path: String) -> Bool {
            if files.contains(path) || folders.contains(where: { path.hasPrefix($0.path + "/") && !$0.excluded.contains(path) }) {
                return true
            }
            let folded = path.lowercased()
            return foldedFiles.contains(folded)
                || foldedFolders.contains { folded.hasPrefix($0.path + "/") && !$0.excluded.contains(folded) }
        }
    }
    public private(set) var buildTargets: [BuildTarget] = []

    /// The Xcode targets that build the file these targets were looked up for (`forFile`), by name, each with
    /// its own versions; empty when the file's targets come from a folder.
    public private(set) var builtBy: [String: [Platform: OSVersion]] = [:]

    public mutating func add(_ target: BuildTarget) {
        buildTargets.append(target)
    }

    /// Folders holding an Xcode project whose targets were read: a Swift file under one is built by the targets
    /// that list it, and by nothing when none does.
    public private(set) var projectFolders: [String] = []
    /// Folders whose files something other than an Xcode project builds: packages, XcodeGen specs.
    public private(set) var otherBuildFolders: [String] = []

    public mutating func addProjectFolder(_ folder: String) { projectFolders.append(folder) }
    public mutating func addOtherBuildFolder(_ folder: String) { otherBuildFolders.append(folder) }

    /// Whether no target compiles the file: an Xcode project above it lists its targets' files, none lists this
    /// one, and no package or spec beside or below the project holds it (a stale copy, a removed target's folder).
    public func isBuiltByNothing(_ path: String) -> Bool {
        func holds(_ folder: String) -> Bool { folder.isEmpty || path.hasPrefix(folder + "/") }
        guard projectFolders.contains(where: holds), !otherBuildFolders.contains(where: holds) else { return false }
        return !buildTargets.contains { $0.builds(path) }
    }

    /// The platforms the targets that compile the file build for: all when no target lists it or one names
    /// no platform.
    public func platforms(ofFile path: String) -> Platforms {
        var result: Platforms = []
        for target in buildTargets where target.builds(path) {
            guard !target.platforms.isEmpty else { return .all }
            for platform in target.platforms { result.formUnion(Platforms(platform)) }
        }
        return result.isEmpty ? .all : result
    }

    /// Adds a manifest's or project's targets: to the project's lowest, and as the scope of its folder. Two
    /// manifests in one folder (a project and its XcodeGen spec) share one scope.
    public mutating func add(_ targets: DeploymentTargets, forFolder folder: String) {
        merge(targets)
        if let index = scopes.firstIndex(where: { $0.folder == folder }) {
            scopes[index].targets.merge(targets)
        } else {
            scopes.append(Scope(folder: folder, targets: targets))
        }
    }

    /// The targets that build the file at `path`: those of the deepest folder holding it, else the project's.
    public func forFile(_ path: String) -> DeploymentTargets {
        let building = buildTargets.filter { $0.builds(path) }
        if !building.isEmpty {
            var result = DeploymentTargets()
            for target in building {
                result.merge(target.targets)
                result.builtBy[target.name, default: [:]].merge(target.targets.versions) { min($0, $1) }
            }
            return result
        }
        var best: Scope?
        for scope in scopes where scope.folder.isEmpty || path.hasPrefix(scope.folder + "/") {
            if best == nil || scope.folder.count > best!.folder.count { best = scope }
        }
        guard let best else { return DeploymentTargets(versions, mainActorByDefault: mainActorByDefault) }
        return best.targets
    }

    public init(_ versions: [Platform: OSVersion] = [:], mainActorByDefault: Bool = false) {
        self.versions = versions
        self.mainActorByDefault = mainActorByDefault
    }

    /// Keeps the lowest version seen for `platform`.
    public mutating func lower(_ platform: Platform, to version: OSVersion) {
        if let current = versions[platform], current <= version { return }
        versions[platform] = version
    }

    public mutating func merge(_ other: DeploymentTargets) {
        for (platform, version) in other.versions { lower(platform, to: version) }
        mainActorByDefault = mainActorByDefault || other.mainActorByDefault
    }

    /// Values from the configuration replace detected ones platform by platform, in every scope.
    public func overridden(by configured: [Platform: OSVersion]) -> DeploymentTargets {
        guard !configured.isEmpty else { return self }
        var result = self
        for (platform, version) in configured { result.versions[platform] = version }
        result.scopes = scopes.map { Scope(folder: $0.folder, targets: $0.targets.overridden(by: configured)) }
        result.buildTargets = buildTargets.map {
            var target = $0
            target.targets = $0.targets.overridden(by: configured)
            return target
        }
        return result
    }

    /// True unless a known target is older than the first release with Observation.
    public var allowsObservation: Bool {
        versions.allSatisfy { $0.value >= $0.key.observationMinimum }
    }

    /// Why Observation is not allowed, as the subject of "is older than Observation": the Xcode targets building
    /// the file that are too old, with their versions ("the target `Widget` (iOS 16.0)"), else the versions ("the
    /// deployment target (iOS 16.0)"). Nil when Observation is allowed.
    public var observationBlocker: String? {
        func tooOld(_ versions: [Platform: OSVersion]) -> String? {
            let old = versions.filter { $0.value < $0.key.observationMinimum }.sorted { $0.key.rawValue < $1.key.rawValue }
            return old.isEmpty ? nil : old.map { "\($0.key.displayName) \($0.value)" }.joined(separator: ", ")
        }
        guard !allowsObservation else { return nil }
        let targets = builtBy.sorted { $0.key < $1.key }.compactMap { name, versions in tooOld(versions).map { "`\(name)` (\($0))" } }
        if !targets.isEmpty { return (targets.count == 1 ? "the target " : "the targets ") + ListFormat.and(targets) }
        return "the deployment target (\(tooOld(versions) ?? summary))"
    }

    public var allowsDismissAction: Bool {
        versions.allSatisfy { $0.value >= $0.key.dismissActionMinimum }
    }

    /// Whether every known target meets the versions an availability check names (a platform it does not name
    /// meets `*`): the check's fallback never runs. False when no target is known.
    public func meets(_ named: [PlatformVersionFact]) -> Bool {
        guard !versions.isEmpty else { return false }
        return versions.allSatisfy { platform, target in
            named.allSatisfy { requirement in
                Platform(availabilityName: requirement.platform) != platform || target >= OSVersion(requirement.major, requirement.minor)
            }
        }
    }

    public var allowsNavigationStack: Bool {
        versions.allSatisfy { $0.value >= $0.key.navigationStackMinimum }
    }

    public var summary: String {
        if versions.isEmpty { return "unknown" }
        return versions.sorted { $0.key.rawValue < $1.key.rawValue }
            .map { "\($0.key.displayName) \($0.value)" }
            .joined(separator: ", ")
    }
}

/// Reads deployment targets from `Package.swift` manifests and Xcode `project.pbxproj` files without running them.
public enum DeploymentTargetDetector {
    /// `platforms: [.iOS(.v17), .macOS("14.0")]` in a package manifest.
    public static func fromPackageManifest(_ source: String) -> DeploymentTargets {
        var targets = DeploymentTargets()
        let tree = Parser.parse(source: source)
        for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier("defaultIsolation") {
            if let call = token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) ?? token.parent?.parent?.as(FunctionCallExprSyntax.self),
               call.arguments.first?.expression.trimmedDescription == "MainActor.self" {
                targets.mainActorByDefault = true
            }
        }
        for call in tree.tokens(viewMode: .sourceAccurate) where call.tokenKind == .identifier("platforms") {
            guard let argument = call.parent?.as(LabeledExprSyntax.self),
                  let array = argument.expression.as(ArrayExprSyntax.self) else { continue }
            for element in array.elements {
                guard let platformCall = element.expression.as(FunctionCallExprSyntax.self),
                      let member = platformCall.calledExpression.as(MemberAccessExprSyntax.self),
                      let platform = platform(named: member.declName.baseName.rawString),
                      let versionExpression = platformCall.arguments.first?.expression else { continue }
                let versionText: String
                if let memberVersion = versionExpression.as(MemberAccessExprSyntax.self) {
                    versionText = memberVersion.declName.baseName.rawString
                } else if let literal = versionExpression.as(StringLiteralExprSyntax.self) {
                    versionText = literal.segments.description
                } else {
                    continue
                }
                if let version = OSVersion(parsing: versionText) { targets.lower(platform, to: version) }
            }
        }
        return targets
    }

    /// `deploymentTarget: { iOS: "17.0" }` (or `platform: iOS` beside `deploymentTarget: "17.0"`) anywhere in an
    /// XcodeGen `project.yml`: the project's settings and each target's.
    public static func fromXcodeGenSpec(_ text: String) -> DeploymentTargets {
        // Composing YAML costs more than the rest of a live re-check's discovery, and a spec rarely changes
        // between the re-checks of a running server: the last few answers are kept by text.
        if let known = XcodeGenSpecMemo.shared.targets(for: text) { return known }
        let targets = readXcodeGenSpec(text)
        XcodeGenSpecMemo.shared.keep(targets, for: text)
        return targets
    }

    private static func readXcodeGenSpec(_ text: String) -> DeploymentTargets {
        var targets = DeploymentTargets()
        guard let root = try? Yams.compose(yaml: text) else { return targets }
        func visit(_ node: Node) {
            if let mapping = node.mapping {
                for (key, value) in mapping {
                    if key.string == "deploymentTarget" {
                        if let platforms = value.mapping {
                            for (name, version) in platforms {
                                guard let platform = name.string.flatMap(platform(named:)),
                                      let version = version.string.flatMap(OSVersion.init(parsing:)) else { continue }
                                targets.lower(platform, to: version)
                            }
                        } else if let version = value.string.flatMap(OSVersion.init(parsing:)),
                                  let platform = mapping["platform"]?.string.flatMap(platform(named:)) {
                            targets.lower(platform, to: version)
                        }
                    }
                    visit(value)
                }
            } else if let sequence = node.sequence {
                sequence.forEach(visit)
            }
        }
        visit(root)
        if utf8Contains(text, "SWIFT_DEFAULT_ACTOR_ISOLATION"), utf8Contains(text, "MainActor") { targets.mainActorByDefault = true }
        return targets
    }

    /// `IPHONEOS_DEPLOYMENT_TARGET = 16.0;` and friends in an Xcode project file. The lowest value wins.
    /// Project files run to megabytes, so lines are searched as bytes.
    public static func fromXcodeProject(_ text: String) -> DeploymentTargets {
        let names: [(String, Platform)] = [
            ("IPHONEOS_DEPLOYMENT_TARGET", .iOS), ("MACOSX_DEPLOYMENT_TARGET", .macOS),
            ("TVOS_DEPLOYMENT_TARGET", .tvOS), ("WATCHOS_DEPLOYMENT_TARGET", .watchOS),
            ("XROS_DEPLOYMENT_TARGET", .visionOS),
        ]
        let settings = names.map { (key: Array($0.0.utf8), platform: $0.1) }
        let isolation = Array("SWIFT_DEFAULT_ACTOR_ISOLATION".utf8), mainActor = Array("MainActor".utf8)
        let deployment = Array("_DEPLOYMENT_TARGET".utf8)
        var targets = DeploymentTargets()
        for line in text.utf8.split(separator: UInt8(ascii: "\n")) {
            if contains(line, isolation), contains(line, mainActor) { targets.mainActorByDefault = true }
            guard contains(line, deployment) else { continue }
            let setting = line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            for (key, platform) in settings where setting.starts(with: key) {
                let separators: Set<UInt8> = Set(" =;\"\t".utf8)
                let value = setting.dropFirst(key.count).drop { separators.contains($0) }.prefix { !separators.contains($0) }
                if let version = OSVersion(parsing: String(decoding: value, as: UTF8.self)) { targets.lower(platform, to: version) }
            }
        }
        return targets
    }

    private static func contains<Bytes: Collection>(_ line: Bytes, _ needle: [UInt8]) -> Bool where Bytes.Element == UInt8 {
        guard let first = needle.first, line.count >= needle.count else { return false }
        var index = line.startIndex
        while let found = line[index...].firstIndex(of: first) {
            if line[found...].starts(with: needle) { return true }
            index = line.index(after: found)
        }
        return false
    }

    static func platform(named name: String) -> Platform? {
        switch name {
        case "iOS", "macCatalyst": return .iOS
        case "macOS": return .macOS
        case "tvOS": return .tvOS
        case "watchOS": return .watchOS
        case "visionOS": return .visionOS
        default: return nil
        }
    }
}

/// The deployment targets of the XcodeGen specs read last, by their text (a handful: a project has one or two).
private final class XcodeGenSpecMemo: @unchecked Sendable {
    static let shared = XcodeGenSpecMemo()
    private let lock = NSLock()
    private var byText: [String: DeploymentTargets] = [:]

    func targets(for text: String) -> DeploymentTargets? {
        lock.lock()
        defer { lock.unlock() }
        return byText[text]
    }

    func keep(_ targets: DeploymentTargets, for text: String) {
        lock.lock()
        defer { lock.unlock() }
        if byText.count >= 8 { byText.removeAll() }
        byText[text] = targets
    }
}
