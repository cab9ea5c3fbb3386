import Foundation

public enum ReportFormat: String, CaseIterable, Sendable {
    case text, xcode, json, sarif, github
    /// `xcode` with paths relative to the current folder (as every other format shows them).
    case relativePath = "relative-path"
    case checkstyle, junit, codeclimate, sonarqube, csv, markdown
}

/// What every reporter needs besides the result.
public struct ReportContext: Sendable {
    /// Descriptions of the rules that ran.
    public var rules: [RuleDescription]
    /// ANSI colour for text output; the CLI enables it only when stdout is a terminal.
    public var useColor: Bool
    /// Absolute path that relative finding paths are resolved against.
    public var workingDirectory: String

    /// The terminal's width for the text report to wrap to; nil keeps each finding on one line.
    public var width: Int?

    public init(rules: [RuleDescription], useColor: Bool, workingDirectory: String, width: Int? = nil) {
        self.rules = rules
        self.useColor = useColor
        self.workingDirectory = workingDirectory
        self.width = width
    }
}

/// Turns a check result into the text of one output format. Non-empty output ends with a newline.
public protocol Reporter {
    func render(_ result: CheckResult, context: ReportContext) -> String
}

public enum Reporters {
    public static func reporter(for format: ReportFormat) -> any Reporter {
        switch format {
        case .text: return TextReporter()
        case .xcode: return XcodeReporter()
        case .relativePath: return XcodeReporter(fullPaths: false)
        case .json: return JSONReporter()
        case .sarif: return SARIFReporter()
        case .github: return GitHubReporter()
        case .checkstyle: return CheckstyleReporter()
        case .junit: return JUnitReporter()
        case .codeclimate: return CodeClimateReporter()
        case .sonarqube: return SonarQubeReporter()
        case .csv: return CSVReporter()
        case .markdown: return MarkdownReporter()
        }
    }
}

/// Severity totals and per-rule counts, the latter sorted by count (descending) then rule id.
public struct FindingCounts {
    public var errors = 0
    public var warnings = 0
    public var infos = 0
    public var byRule: [(id: String, count: Int)] = []

    public init(_ findings: [Finding]) {
        var perRule: [String: Int] = [:]
        for finding in findings {
            switch finding.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .info: infos += 1
            }
            perRule[finding.ruleID, default: 0] += 1
        }
        byRule = perRule
            .map { (id: $0.key, count: $0.value) }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.id < $1.id }
    }
}

/// `"tool": {"name": "statecraft", "version": "0.2.0"}`, in every JSON document Statecraft writes.
struct JSONTool: Encodable {
    var name = "statecraft"
    var version = Statecraft.version

    static var object: [String: Any] { ["name": "statecraft", "version": Statecraft.version] }
}

enum JSONOutput {
    /// Pretty-printed JSON with sorted keys and a trailing newline.
    static func render<Document: Encodable>(_ document: Document) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
        } catch {
            preconditionFailure("report document failed to encode: \(error)")
        }
    }
}

extension TimeInterval {
    /// Rounded to milliseconds, so reports do not show floating-point noise.
    var roundedToMilliseconds: Double {
        isFinite ? (self * 1000).rounded() / 1000 : 0
    }
}

/// A note in the JSON documents of `check` and `fix`; `file` is written as `null` when the note has none.
struct JSONNoteEntry: Encodable {
    var file: String?
    var message: String

    private enum CodingKeys: String, CodingKey { case file, message }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(message, forKey: .message)
    }
}
