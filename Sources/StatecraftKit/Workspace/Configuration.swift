import Foundation
import Yams

public enum Architecture: String, CaseIterable, Sendable {
    case auto, mv, mvvm
}

/// A value given to a rule option in `.statecraft.yml`.
public enum OptionValue: Hashable, Sendable {
    case int(Int)
    case string(String)
    case strings([String])
    case bool(Bool)
}

/// What a rule option accepts; rules declare theirs so the configuration can be validated.
public struct OptionSpec: Hashable, Sendable {
    public enum Kind: String, Sendable { case int = "an integer", strings = "a list of strings", bool = "true or false" }

    public var name: String
    public var kind: Kind
    public var summary: String

    public init(_ name: String, _ kind: Kind, _ summary: String) {
        self.name = name
        self.kind = kind
        self.summary = summary
    }
}

/// A rule's options as configured, with typed accessors that fall back to the rule's defaults.
public struct RuleOptions: Hashable, Sendable {
    public var values: [String: OptionValue]

    public init(_ values: [String: OptionValue] = [:]) {
        self.values = values
    }

    public func int(_ name: String, default value: Int) -> Int {
        if case .int(let configured)? = values[name] { return configured }
        return value
    }

    public func strings(_ name: String, default value: [String]) -> [String] {
        if case .strings(let configured)? = values[name] { return configured }
        return value
    }

    public func bool(_ name: String, default value: Bool) -> Bool {
        if case .bool(let configured)? = values[name] { return configured }
        return value
    }
}

/// `.statecraft.yml`, validated.
public struct Configuration: Sendable {
    public static let fileName = ".statecraft.yml"
    public static let defaultMaxFileSizeKB = 4096

    public var architecture: Architecture = .auto
    public var deploymentTarget: [Platform: OSVersion] = [:]
    public var include: [Glob] = []
    public var exclude: [Glob] = []
    public var disabledRules: Set<String> = []
    public var optInRules: Set<String> = []
    /// `only_rules`: these rules run (opt-in ones too) and no other; nil when not set.
    public var onlyRules: Set<String>?
    public var severity: [String: Severity] = [:]
    public var ruleOptions: [String: RuleOptions] = [:]
    public var maxFileSizeKB = Configuration.defaultMaxFileSizeKB
    /// The severity of findings about previews (a preview that crashes the canvas), or nil to drop them.
    public var previewSeverity: Severity? = .warning
    /// The file this configuration was read from, if any.
    public var path: String?
    /// `baseline:` as written; relative to the configuration file's folder.
    public var baseline: String?
    /// `parent_config:` as written: a configuration this one extends, relative to this file's folder.
    public var parentConfig: String?
    /// The keys the file sets, so that merging knows what it overrides.
    public var setKeys: Set<String> = []

    public init() {}

    /// The baseline file's path, resolved against the configuration file's folder.
    public var baselinePath: String? {
        guard let baseline else { return nil }
        if baseline.hasPrefix("/") { return baseline }
        guard let path else { return baseline }
        return URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(baseline).path
    }

    public func options(for ruleID: String) -> RuleOptions { ruleOptions[ruleID] ?? RuleOptions() }

    /// Keys that concern the whole run (the project's targets, what files are read, which baseline): a nested
    /// configuration cannot change them.
    public static let runKeys: Set<String> = ["deployment_target", "max_file_size_kb", "baseline", "required_version"]

    /// This configuration with `child`'s settings over it, as a nested configuration or one naming this as its
    /// `parent_config` applies: what the child sets wins; a rule the child opts into or disables moves from the
    /// other list; severities and rule options merge key by key. `include`/`exclude` stay the child's own.
    public func merged(with child: Configuration) -> Configuration {
        var result = self
        let set = child.setKeys
        if set.contains("architecture") { result.architecture = child.architecture }
        if set.contains("previews") { result.previewSeverity = child.previewSeverity }
        for key in Self.runKeys where set.contains(key) {
            switch key {
            case "deployment_target": result.deploymentTarget = child.deploymentTarget
            case "max_file_size_kb": result.maxFileSizeKB = child.maxFileSizeKB
            case "baseline": result.baseline = child.baseline
            default: break
            }
        }
        if set.contains("only_rules") { result.onlyRules = child.onlyRules }
        result.disabledRules = disabledRules.subtracting(child.optInRules).union(child.disabledRules)
        result.optInRules = optInRules.subtracting(child.disabledRules).union(child.optInRules)
        result.severity.merge(child.severity) { _, new in new }
        for (rule, options) in child.ruleOptions {
            result.ruleOptions[rule, default: RuleOptions()].values.merge(options.values) { _, new in new }
        }
        result.include = child.include
        result.exclude = child.exclude
        result.path = child.path
        result.setKeys = setKeys.union(set)
        return result
    }
}

/// A nested `.statecraft.yml`: its settings, merged over the configurations above it, for the files of its folder.
public struct ConfigurationScope: Sendable {
    /// Absolute folder holding the file.
    public var folder: String
    public var configuration: Configuration

    /// The position of the innermost scope holding the absolute `path` (scopes are kept outermost first).
    static func innermostIndex(holding path: String, in scopes: [ConfigurationScope]) -> Int? {
        scopes.lastIndex { path.hasPrefix($0.folder + "/") }
    }

    static func innermost(holding path: String, in scopes: [ConfigurationScope]) -> ConfigurationScope? {
        innermostIndex(holding: path, in: scopes).map { scopes[$0] }
    }
}

/// A configuration problem, located at a line of the file, printed as `file:line: message`.
public struct ConfigurationError: Error, CustomStringConvertible, Equatable {
    public var file: String
    public var line: Int?
    public var message: String

    public init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String {
        if let line { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }
}

/// What the configuration loader needs to know about rules to validate ids and options.
public struct RuleCatalogInfo: Sendable {
    public var options: [String: [OptionSpec]]

    public init(options: [String: [OptionSpec]]) {
        self.options = options
    }
}

public enum ConfigurationLoader {
    /// Walks up from `path` (a file or folder) to the first folder holding `.statecraft.yml`.
    public static func find(startingAt path: String) -> String? {
        var url = URL(fileURLWithPath: path).standardizedFileURL
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            url.deleteLastPathComponent()
        }
        while true {
            let candidate = url.appendingPathComponent(Configuration.fileName).path
            if FileManager.default.isReadableFile(atPath: candidate) { return candidate }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path || url.path == "/" { return nil }
            url = parent
        }
    }

    public static func load(path: String, catalog: RuleCatalogInfo, notes: inout [Note], chain: [String] = []) throws -> Configuration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError(file: path, line: nil, message: "cannot read the configuration file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigurationError(file: path, line: nil, message: "the configuration file is not UTF-8 text")
        }
        var configuration = try parse(text, file: path, catalog: catalog, notes: &notes)
        configuration.path = path
        guard let parent = configuration.parentConfig else { return configuration }
        // `parent_config: ../team.yml`: this file's settings over the parent's (which may name its own parent).
        let parentPath = parent.hasPrefix("/") ? parent
            : URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(parent).standardizedFileURL.path
        guard !chain.contains(parentPath), chain.count < 8 else {
            throw ConfigurationError(file: path, line: nil, message: "`parent_config` leads back to \(parentPath), a loop")
        }
        guard FileManager.default.fileExists(atPath: parentPath) else {
            throw ConfigurationError(file: path, line: nil, message: "`parent_config`: no such file \(parentPath)")
        }
        let base = try load(path: parentPath, catalog: catalog, notes: &notes, chain: chain + [path])
        var merged = base.merged(with: configuration)
        merged.path = path
        merged.baseline = configuration.setKeys.contains("baseline") ? configuration.baseline : base.baselinePath
        return merged
    }

    /// Every top-level key `.statecraft.yml` may hold (`schemas/statecraft-config.schema.json` lists the same).
    public static let knownKeys = ["architecture", "deployment_target", "include", "exclude", "disabled_rules", "opt_in_rules",
                                   "only_rules", "severity", "previews", "rules", "max_file_size_kb", "baseline", "required_version", "parent_config"]

    public static func parse(_ text: String, file: String, catalog: RuleCatalogInfo, notes: inout [Note]) throws -> Configuration {
        let reader = Reader(file: file, catalog: catalog)
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw reader.error(for: error)
        } catch {
            throw ConfigurationError(file: file, line: nil, message: "invalid YAML: \(error)")
        }
        var configuration = Configuration()
        guard let node else { return configuration }
        guard let mapping = node.mapping else {
            throw reader.error(node, "the configuration must be a mapping of keys to values")
        }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            configuration.setKeys.insert(key)
            switch key {
            case "architecture":
                guard let name = value.string, let architecture = Architecture(rawValue: name) else {
                    throw reader.error(value, "`architecture` must be one of auto, mv, mvvm")
                }
                configuration.architecture = architecture
            case "deployment_target":
                configuration.deploymentTarget = try reader.deploymentTarget(value)
            case "include":
                configuration.include = try reader.strings(value, key: key).map(Glob.init)
            case "exclude":
                configuration.exclude = try reader.strings(value, key: key).map(Glob.init)
            case "disabled_rules":
                configuration.disabledRules = Set(try reader.ruleIDs(value, key: key, notes: &notes))
            case "opt_in_rules":
                configuration.optInRules = Set(try reader.ruleIDs(value, key: key, notes: &notes))
            case "only_rules":
                configuration.onlyRules = Set(try reader.ruleIDs(value, key: key, notes: &notes))
            case "severity":
                configuration.severity = try reader.severities(value, notes: &notes)
            case "rules":
                configuration.ruleOptions = try reader.ruleOptions(value, notes: &notes)
            case "previews":
                guard let name = value.string, name == "off" || Severity(rawValue: name) != nil else {
                    throw reader.error(value, "`previews` must be one of error, warning, info, off")
                }
                configuration.previewSeverity = Severity(rawValue: name)
            case "parent_config":
                guard let path = value.string, !path.isEmpty else {
                    throw reader.error(value, "`parent_config` must be the path of another configuration file")
                }
                configuration.parentConfig = path
            case "required_version":
                guard let text = value.string, let required = SemanticVersion(text) else {
                    throw reader.error(value, "`required_version` must be a version such as \"0.2.0\"")
                }
                if let running = SemanticVersion(Statecraft.version), running < required {
                    throw reader.error(value, "this configuration needs Statecraft \(text) or later; this is \(Statecraft.version)")
                }
            case "baseline":
                guard let path = value.string, !path.isEmpty else {
                    throw reader.error(value, "`baseline` must be the path of a baseline file (written by `check --write-baseline`)")
                }
                configuration.baseline = path
            case "max_file_size_kb":
                guard let size = value.int, size > 0 else {
                    throw reader.error(value, "`max_file_size_kb` must be a positive integer")
                }
                configuration.maxFileSizeKB = size
            default:
                let known = knownKeys
                throw reader.error(keyNode, "unknown key `\(key)`\(Suggestion.phrase(for: key, among: known)) (known keys: \(known.joined(separator: ", ")))")
            }
        }
        if configuration.onlyRules != nil, let other = ["disabled_rules", "opt_in_rules"].first(where: configuration.setKeys.contains),
           let node = mapping.first(where: { $0.key.string == other })?.key {
            throw reader.error(node, "`only_rules` names every rule that runs, so `\(other)` cannot go with it")
        }
        return configuration
    }

    private struct Reader {
        let file: String
        let catalog: RuleCatalogInfo

        func error(_ node: Node, _ message: String) -> ConfigurationError {
            ConfigurationError(file: file, line: node.mark.map { $0.line }, message: message)
        }

        func error(for yamlError: YamlError) -> ConfigurationError {
            switch yamlError {
            case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _):
                return ConfigurationError(file: file, line: mark.line, message: "invalid YAML: \(problem)")
            default:
                return ConfigurationError(file: file, line: nil, message: "invalid YAML: \(yamlError)")
            }
        }

        func strings(_ node: Node, key: String) throws -> [String] {
            if let single = node.scalar?.string { return [single] }
            guard let sequence = node.sequence else { throw error(node, "`\(key)` must be a list of strings") }
            return try sequence.map { item in
                guard let text = item.scalar?.string else { throw error(item, "`\(key)` must be a list of strings") }
                return text
            }
        }

        func checkRuleID(_ id: String, at node: Node, notes: inout [Note]) throws {
            if catalog.options[id] != nil { return }
            throw error(node, "unknown rule `\(id)`\(Suggestion.phrase(for: id, among: Array(catalog.options.keys))) (run `statecraft rules` for the list)")
        }

        func ruleIDs(_ node: Node, key: String, notes: inout [Note]) throws -> [String] {
            guard let sequence = node.sequence else { throw error(node, "`\(key)` must be a list of rule ids") }
            return try sequence.map { item in
                guard let id = item.scalar?.string else { throw error(item, "`\(key)` must be a list of rule ids") }
                try checkRuleID(id, at: item, notes: &notes)
                return id
            }
        }

        func severities(_ node: Node, notes: inout [Note]) throws -> [String: Severity] {
            guard let mapping = node.mapping else { throw error(node, "`severity` must map rule ids to info, warning or error") }
            var result: [String: Severity] = [:]
            for (keyNode, value) in mapping {
                let id = keyNode.string ?? ""
                try checkRuleID(id, at: keyNode, notes: &notes)
                guard let name = value.string, let severity = Severity(rawValue: name) else {
                    throw error(value, "severity of `\(id)` must be info, warning or error")
                }
                result[id] = severity
            }
            return result
        }

        func deploymentTarget(_ node: Node) throws -> [Platform: OSVersion] {
            guard let mapping = node.mapping else {
                throw error(node, "`deployment_target` must map platforms (ios, macos, tvos, watchos, visionos) to versions")
            }
            var result: [Platform: OSVersion] = [:]
            for (keyNode, value) in mapping {
                let name = (keyNode.string ?? "").lowercased()
                guard let platform = Platform(rawValue: name) else {
                    throw error(keyNode, "unknown platform `\(keyNode.string ?? "")` in `deployment_target` (use ios, macos, tvos, watchos or visionos)")
                }
                guard let text = value.scalar?.string, let version = OSVersion(parsing: text) else {
                    throw error(value, "deployment target for \(name) must be a version such as \"17.0\"")
                }
                result[platform] = version
            }
            return result
        }

        func ruleOptions(_ node: Node, notes: inout [Note]) throws -> [String: RuleOptions] {
            guard let mapping = node.mapping else { throw error(node, "`rules` must map rule ids to their options") }
            var result: [String: RuleOptions] = [:]
            for (keyNode, value) in mapping {
                let id = keyNode.string ?? ""
                try checkRuleID(id, at: keyNode, notes: &notes)
                guard let specs = catalog.options[id] else { continue }
                guard let optionMapping = value.mapping else {
                    throw error(value, "options of `\(id)` must be a mapping")
                }
                var options: [String: OptionValue] = [:]
                for (optionKey, optionNode) in optionMapping {
                    let name = optionKey.string ?? ""
                    guard let spec = specs.first(where: { $0.name == name }) else {
                        let known = specs.map(\.name).joined(separator: ", ")
                        throw error(optionKey, "unknown option `\(name)` for rule `\(id)`\(Suggestion.phrase(for: name, among: specs.map(\.name)))"
                                    + (known.isEmpty ? " (it has no options)" : " (known: \(known))"))
                    }
                    options[name] = try optionValue(of: optionNode, spec: spec, ruleID: id)
                }
                result[id] = RuleOptions(options)
            }
            return result
        }

        func optionValue(of node: Node, spec: OptionSpec, ruleID: String) throws -> OptionValue {
            switch spec.kind {
            case .int:
                guard let number = node.int, number >= 0 else {
                    throw error(node, "`\(spec.name)` of `\(ruleID)` must be \(spec.kind.rawValue)")
                }
                return .int(number)
            case .bool:
                guard let flag = node.bool else { throw error(node, "`\(spec.name)` of `\(ruleID)` must be \(spec.kind.rawValue)") }
                return .bool(flag)
            case .strings:
                return .strings(try strings(node, key: "\(ruleID).\(spec.name)"))
            }
        }
    }
}

/// `0.2.0`, `1.4`: compared part by part, missing parts as 0.
struct SemanticVersion: Comparable {
    var parts: [Int]

    init?(_ text: String) {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: ".").map { Int($0) }
        guard !parts.isEmpty, parts.count <= 3, parts.allSatisfy({ $0 != nil }) else { return nil }
        self.parts = parts.map { $0! } + Array(repeating: 0, count: 3 - parts.count)
    }

    static func < (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool { lhs.parts.lexicographicallyPrecedes(rhs.parts) }
}
