import Foundation
import SwiftIfConfig
import SwiftSyntax

/// The Apple platforms a piece of code may be compiled for: what the `#if` clauses around it allow. Mac Catalyst
/// is its own member because `os(iOS)` holds there and `targetEnvironment(macCatalyst)` tells it apart.
public struct Platforms: OptionSet, Hashable, Sendable, CustomStringConvertible, FactCodable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let iOS = Platforms(rawValue: 1 << 0)
    public static let macCatalyst = Platforms(rawValue: 1 << 1)
    public static let macOS = Platforms(rawValue: 1 << 2)
    public static let tvOS = Platforms(rawValue: 1 << 3)
    public static let watchOS = Platforms(rawValue: 1 << 4)
    public static let visionOS = Platforms(rawValue: 1 << 5)

    public static let all: Platforms = [.iOS, .macCatalyst, .macOS, .tvOS, .watchOS, .visionOS]

    /// The builds of a deployment platform: an iOS target's code also runs as a Mac Catalyst app.
    public init(_ platform: Platform) {
        switch platform {
        case .iOS: self = [.iOS, .macCatalyst]
        case .macOS: self = .macOS
        case .tvOS: self = .tvOS
        case .watchOS: self = .watchOS
        case .visionOS: self = .visionOS
        }
    }
    /// Every platform but the Mac: what `.fullScreenCover` and other iOS-family presentations need.
    public static let allButMacOS = all.subtracting(.macOS)

    /// Each platform alone, in display order.
    static let members: [(platform: Platforms, name: String)] = [
        (.iOS, "iOS"), (.macCatalyst, "Mac Catalyst"), (.macOS, "macOS"), (.tvOS, "tvOS"), (.watchOS, "watchOS"),
        (.visionOS, "visionOS"),
    ]

    public var names: [String] { Self.members.filter { contains($0.platform) }.map(\.name) }

    /// `iOS, macOS`; `no platform` when empty.
    public var description: String { isEmpty ? "no platform" : names.joined(separator: ", ") }
}

/// Evaluates `#if` conditions for every Apple platform with swift-syntax's own evaluator (`SwiftIfConfig`). A
/// condition the platform does not decide — a custom flag such as `DEBUG`, `canImport` of a module outside the SDK,
/// the architecture, the simulator, a feature — may go either way, so each platform is evaluated twice, with
/// those conditions all set and all unset, and a clause counts for the platform when either run makes it the
/// active one.
enum CompilationConditions {
    /// For each clause of `ifConfig`, in order, the platforms on which it may be the one compiled. A project
    /// repeats a few conditions (`os(iOS)`, `DEBUG`) many times: each is evaluated once per run.
    static func platforms(of ifConfig: IfConfigDeclSyntax) -> [Platforms] {
        let key = ifConfig.clauses.map { clause in
            clause.poundKeyword.text + " " + (clause.condition.map { SyntaxReading.text($0) } ?? "")
        }.joined(separator: "\n")
        if let known = cache.value(for: key) { return known }
        let result = evaluate(ifConfig)
        cache.store(result, for: key)
        return result
    }

    private static let cache = ConditionCache()

    private static func evaluate(_ ifConfig: IfConfigDeclSyntax) -> [Platforms] {
        var result = Array(repeating: Platforms(), count: ifConfig.clauses.count)
        let clauses = Array(ifConfig.clauses)
        for (platform, _) in Platforms.members {
            for undecided in [true, false] {
                let configuration = PlatformConfiguration(platform: platform, undecided: undecided)
                guard let active = ifConfig.activeClause(in: configuration).clause,
                      let index = clauses.firstIndex(where: { $0.id == active.id }) else { continue }
                result[index].insert(platform)
            }
        }
        return result
    }
}

/// The platforms of `#if` conditions already evaluated, by their text, shared by the threads that extract facts.
private final class ConditionCache: @unchecked Sendable {
    private let lock = NSLock()
    private var table: [String: [Platforms]] = [:]

    func value(for key: String) -> [Platforms]? {
        lock.lock()
        defer { lock.unlock() }
        return table[key]
    }

    func store(_ value: [Platforms], for key: String) {
        lock.lock()
        defer { lock.unlock() }
        table[key] = value
    }
}

/// One Apple platform as `SwiftIfConfig` asks about it, with every question the platform does not decide answered
/// by `undecided`.
private struct PlatformConfiguration: BuildConfiguration {
    let platform: Platforms
    let undecided: Bool

    /// Modules that exist only on some platforms; every other Apple module is taken to exist everywhere, and any
    /// other module (a package) may or may not be linked.
    private static let platformModules: [String: Platforms] = [
        "UIKit": [.iOS, .macCatalyst, .tvOS, .watchOS, .visionOS],
        "AppKit": [.macOS, .macCatalyst],
        "Cocoa": [.macOS],
        "WatchKit": [.watchOS],
        "WatchConnectivity": [.iOS, .watchOS],
        "ClockKit": [.watchOS],
        "ARKit": [.iOS, .visionOS],
        "RealityKit": [.iOS, .macCatalyst, .macOS, .visionOS],
        "ActivityKit": [.iOS, .macCatalyst],
        "CarPlay": [.iOS],
        "MessageUI": [.iOS, .macCatalyst, .visionOS],
        "TVUIKit": [.tvOS],
        "CoreTelephony": [.iOS, .macCatalyst],
        "NotificationCenter": [.iOS, .macOS],
        "ServiceManagement": [.macOS],
        "Carbon": [.macOS],
        "IOKit": [.macOS, .macCatalyst],
    ]
    private static let sdkModules: Set<String> = [
        "SwiftUI", "Foundation", "Combine", "Observation", "SwiftData", "CoreData", "CoreGraphics", "CoreImage",
        "CoreLocation", "MapKit", "AVFoundation", "AVKit", "Photos", "PhotosUI", "StoreKit", "WidgetKit", "AppIntents",
        "UserNotifications", "CloudKit", "Charts", "OSLog", "os", "Darwin", "Dispatch", "CryptoKit", "Network",
        "WebKit", "QuartzCore", "CoreText", "UniformTypeIdentifiers", "HealthKit", "EventKit", "Contacts",
        "CoreMotion", "GameKit", "SpriteKit", "SceneKit", "Metal", "MetalKit", "Vision", "NaturalLanguage",
        "AuthenticationServices", "LocalAuthentication", "Security", "CoreSpotlight", "LinkPresentation",
        "TipKit", "Translation", "MusicKit", "MediaPlayer", "CoreHaptics", "Accessibility", "System", "Synchronization",
    ]

    func isCustomConditionSet(name: String) throws -> Bool { undecided }
    func hasFeature(name: String) throws -> Bool { undecided }
    func hasAttribute(name: String) throws -> Bool { true }

    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool {
        guard let module = importPath.first?.1 else { return undecided }
        if let platforms = Self.platformModules[module] { return !platforms.isDisjoint(with: platform) }
        if Self.sdkModules.contains(module) { return true }
        return undecided
    }

    func isActiveTargetOS(name: String) throws -> Bool {
        switch name {
        case "iOS": return platform == .iOS || platform == .macCatalyst
        case "macOS", "OSX": return platform == .macOS
        case "tvOS": return platform == .tvOS
        case "watchOS": return platform == .watchOS
        case "visionOS", "xrOS": return platform == .visionOS
        default: return false
        }
    }

    func isActiveTargetArchitecture(name: String) throws -> Bool { undecided }

    func isActiveTargetEnvironment(name: String) throws -> Bool {
        switch name {
        case "macCatalyst": return platform == .macCatalyst
        case "simulator": return platform != .macOS && platform != .macCatalyst && undecided
        default: return false
        }
    }

    func isActiveTargetRuntime(name: String) throws -> Bool { name == "_ObjC" || name == "_Native" }
    func isActiveTargetPointerAuthentication(name: String) throws -> Bool { undecided }
    func isActiveTargetObjectFormat(name: String) throws -> Bool { name == "MachO" }
    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [32, 64] }
    var endianness: Endianness { .little }
    var languageVersion: VersionTuple { VersionTuple(6, 2) }
    var compilerVersion: VersionTuple { VersionTuple(6, 2) }
}

/// The platforms each `#if` clause of one file allows, evaluated once per `#if`, and the platforms around any
/// node of the file: the intersection over the clauses that enclose it.
final class FileConditions {
    private var clauses: [SyntaxIdentifier: Platforms] = [:]
    /// The walk has met an `#if`. Nodes are visited after the `#if` around them, so until then none is inside one.
    private(set) var hasIfConfig = false

    func noteIfConfig() { hasIfConfig = true }

    func platforms(around node: some SyntaxProtocol) -> Platforms {
        guard hasIfConfig else { return .all }
        var result = Platforms.all
        var current = node.parent
        while let parent = current {
            if parent.kind == .ifConfigClause { result.formIntersection(platforms(of: IfConfigClauseSyntax(parent)!)) }
            current = parent.parent
        }
        return result
    }

    func platforms(of clause: IfConfigClauseSyntax) -> Platforms {
        if let known = clauses[clause.id] { return known }
        guard let ifConfig = clause.parent?.parent?.as(IfConfigDeclSyntax.self) else { return .all }
        hasIfConfig = true
        for (each, platforms) in zip(ifConfig.clauses, CompilationConditions.platforms(of: ifConfig)) {
            clauses[each.id] = platforms
        }
        return clauses[clause.id] ?? .all
    }
}
