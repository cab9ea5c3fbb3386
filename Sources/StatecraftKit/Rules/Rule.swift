/// The group a rule belongs to. `core` rules always run; `mv` and `mvvm` follow the chosen architecture.
public enum RulePack: String, CaseIterable, Sendable {
    case core, mv, mvvm, auto
}

/// A code sample for a rule. `↓` marks where a finding is expected (triggering examples only).
public struct RuleExample: Sendable {
    public var code: String
    public var deploymentTarget: [Platform: OSVersion]
    public var options: [String: OptionValue]
    /// Where each file lies, for rules that read folders; files past the list are `File<n>.swift`.
    public var paths: [String]

    public init(_ code: String, deploymentTarget: [Platform: OSVersion] = [:], options: [String: OptionValue] = [:],
                paths: [String] = []) {
        self.code = code
        self.deploymentTarget = deploymentTarget
        self.options = options
        self.paths = paths
    }

    /// The path of the example's file at `index`.
    public func path(ofFile index: Int) -> String { index < paths.count ? paths[index] : "File\(index).swift" }

    /// The example's files: a line holding only `---` separates one file from the next.
    public var files: [(code: String, markers: [SourcePosition])] {
        code.components(separatedBy: "\n---\n").map(Self.unmark)
    }

    /// The code with markers removed, and the positions they marked.
    public var unmarked: (code: String, markers: [SourcePosition]) { Self.unmark(code) }

    private static func unmark(_ code: String) -> (code: String, markers: [SourcePosition]) {
        var markers: [SourcePosition] = []
        var output = ""
        var line = 1
        var column = 1
        for character in code {
            if character == "↓" {
                markers.append(SourcePosition(line: line, column: column))
                continue
            }
            output.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        return (output, markers)
    }
}

/// Everything that describes a rule: the source of `statecraft rules`, `explain`, SARIF metadata and tests.
public struct RuleDescription: Sendable {
    public var id: String
    public var pack: RulePack
    public var severity: Severity
    public var optIn: Bool
    /// One line: what the rule finds.
    public var summary: String
    /// Why it matters and what to do instead: the body of `statecraft explain`.
    public var rationale: String
    /// What the rule deliberately leaves alone.
    public var exclusions: String
    public var options: [OptionSpec]
    public var triggering: [RuleExample]
    public var nonTriggering: [RuleExample]
    /// What `fix` makes of code the rule reports: each `before` becomes its `after` (tests run them, `explain`
    /// prints them). Only correctable rules have them.
    public var corrections: [RuleCorrection]

    public init(id: String, pack: RulePack = .core, severity: Severity, optIn: Bool = false,
                summary: String, rationale: String, exclusions: String, options: [OptionSpec] = [],
                triggering: [RuleExample], nonTriggering: [RuleExample], corrections: [RuleCorrection] = []) {
        self.id = id
        self.pack = pack
        self.severity = severity
        self.optIn = optIn
        self.summary = summary
        self.rationale = rationale
        self.exclusions = exclusions
        self.options = options
        self.triggering = triggering
        self.nonTriggering = nonTriggering
        self.corrections = corrections
    }

    /// Whether `fix` rewrites the rule's findings: the rule is a `CorrectableRule`.
    public var fixable: Bool { RuleRegistry.fixID(ofRule: id) != nil }
}

/// A correction example: the code before `fix` and after it. Files are separated by a line holding only `---`.
public struct RuleCorrection: Sendable {
    public var before: String
    public var after: String
    public var deploymentTarget: [Platform: OSVersion]

    public init(_ before: String, _ after: String, deploymentTarget: [Platform: OSVersion] = [:]) {
        self.before = before
        self.after = after
        self.deploymentTarget = deploymentTarget
    }
}

/// How `fix` corrects a rule's findings.
enum Correction {
    /// A fix of the rule's own, beside it in `<Rule>+Fix.swift`, working from each finding.
    case finding(any FindingFix)
    /// The multi-file ObservableObject → `@Observable` migration, planned for whole classes.
    case migration
}

/// A rule whose findings `fix` can rewrite.
protocol CorrectableRule: Rule {
    static var correction: Correction { get }
}

/// What a rule reports: where, and what to say. The engine adds the rule id, file and final severity.
public struct Violation: Sendable {
    public var position: SourcePosition
    public var message: String
    /// Overrides the rule's default severity for this finding (a user's configured severity still wins).
    public var severity: Severity?
    /// What the finding is about, when the rule knows it.
    public var subject: FindingSubject?
    /// What the rule decided the fix should do, so the fix need not decide it again.
    public var hint: FixHint?
    /// Why `fix` leaves this finding of a correctable rule as it is, decided while checking: the message says it,
    /// and `fix` lists it among the findings it left alone.
    public var fixLeaves: String?
    /// The finding is about a preview, not the app: the `previews` setting decides its severity.
    public var inPreview = false
    /// The places the finding involves besides its own.
    public var related: [RelatedLocation] = []
    /// Every item of a list the message shortens.
    public var notes: [String] = []

    public init(_ position: SourcePosition, _ message: String, severity: Severity? = nil,
                subject: FindingSubject? = nil, hint: FixHint? = nil) {
        self.position = position
        self.message = message
        self.severity = severity
        self.subject = subject
        self.hint = hint
    }
}

/// A check over one file's facts, with the whole project's index at hand.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init()
    func check(_ file: FileContext) -> [Violation]
    /// This rule as a check over the whole project, nil for a check over one file. Asked rather than cast: the first
    /// `is any ProjectRule` of each rule's type has the runtime search every conformance the program holds.
    var asProjectRule: (any ProjectRule)? { get }
}

extension Rule {
    public var asProjectRule: (any ProjectRule)? { nil }
}

/// A check over the whole project at once (the view graph), reporting into any file.
public protocol ProjectRule: Rule {
    func checkProject(_ project: ProjectContext) -> [ProjectViolation]
}

extension ProjectRule {
    public func check(_ file: FileContext) -> [Violation] { [] }
    public var asProjectRule: (any ProjectRule)? { self }
}

public struct ProjectContext {
    public let index: ProjectIndex
    public let architecture: ArchitectureContext
    public var options = RuleOptions()

    public init(index: ProjectIndex, architecture: ArchitectureContext) {
        self.index = index
        self.architecture = architecture
    }
}

/// A project rule's finding, with the file it belongs to.
public struct ProjectViolation: Sendable {
    public var file: Int
    public var violation: Violation

    public init(file: Int, _ position: SourcePosition, _ message: String, severity: Severity? = nil, inPreview: Bool = false) {
        self.file = file
        self.violation = Violation(position, message, severity: severity)
        violation.inPreview = inPreview
    }
}

/// What a rule sees while checking one file. Built once per file and shared by every rule; only
/// `options` changes from rule to rule.
public struct FileContext {
    public let index: ProjectIndex
    public let fileIndex: Int
    public let architecture: ArchitectureContext
    public internal(set) var options = RuleOptions()

    /// Project types declared in this file.
    public let types: [TypeInfo]
    /// This file's extensions, with the project type each extends.
    public let extensions: [(fact: ExtensionFact, type: TypeInfo?)]
    /// The view types declared in this file.
    public let views: [TypeInfo]
    /// Each scope of this file that belongs to a view: view declarations and extensions of views.
    public let viewScopes: [(type: TypeInfo, scope: MemberScope)]
    /// The view models declared in this file.
    public let viewModels: [TypeInfo]

    public init(index: ProjectIndex, fileIndex: Int, architecture: ArchitectureContext) {
        self.index = index
        self.fileIndex = fileIndex
        self.architecture = architecture
        types = index.types.declaredIn[fileIndex]
        extensions = index.types.extensionsIn[fileIndex]
        views = types.filter { index.types.isView($0) }
        var viewScopes = views.map { (type: $0, scope: $0.declaration.scope) }
        for ext in extensions {
            if let type = ext.type, index.types.isView(type) { viewScopes.append((type, ext.fact.scope)) }
        }
        self.viewScopes = viewScopes
        viewModels = types.filter { index.roles.viewModels.isViewModel($0) }
        allScopes = types.map(\.declaration.scope) + extensions.map(\.fact.scope) + [index.files[fileIndex].fileScope]
    }

    /// Read in place: a copy of a file's facts retains each of its arrays.
    public var facts: FileFacts {
        _read { yield index.files[fileIndex] }
    }
    /// The deployment targets that build this file (its package's or Xcode project's).
    public var deploymentTargets: DeploymentTargets { index.fileDeploymentTargets[fileIndex] }

    /// Whether `line` sits in code that runs only below versions every deployment target meets: the fallback of
    /// `if #available(iOS 16, *)` in an app that needs iOS 17.
    public func neverRuns(line: Int) -> Bool {
        facts.availabilityFallbacks.contains { $0.firstLine <= line && line <= $0.lastLine && deploymentTargets.meets($0.versions) }
    }

    /// Whether a call never runs: it sits in such a fallback, or in a view-building member of `scope` that only
    /// such fallbacks of the file place (`else { legacyBody }`) and nothing else reads.
    public func neverRuns(_ call: CallFact, in scope: MemberScope) -> Bool {
        if neverRuns(line: call.position.line) { return true }
        guard !facts.availabilityFallbacks.isEmpty, let member = call.member else { return false }
        let name: String
        switch member {
        case .property(let index): name = scope.properties[index].name
        case .function(let index): name = scope.functions[index].name
        }
        var placed = 0
        for other in allScopes {
            for tree in other.viewTrees {
                for use in tree.uses where use.target == .member(name) {
                    guard neverRuns(line: use.position.line) else { return false }
                    placed += 1
                }
            }
        }
        let reads = allScopes.reduce(0) { $0 + ($1.usage.reads[name] ?? 0) }
        return placed > 0 && reads <= placed
    }

    /// Every scope of the file: type bodies, extensions, and the code outside any type.
    public let allScopes: [MemberScope]

    /// `type`'s declaration body and its extensions in this file.
    public func scopes(of type: TypeInfo) -> [MemberScope] {
        [type.declaration.scope] + extensions.filter { $0.type === type }.map(\.fact.scope)
    }
}
