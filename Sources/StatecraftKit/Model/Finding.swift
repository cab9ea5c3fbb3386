/// How serious a finding is. Ordered: `info < warning < error`.
public enum Severity: String, Codable, Comparable, CaseIterable, Sendable {
    case info, warning, error

    private var rank: Int {
        switch self {
        case .info: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A place in a source file. Lines and columns are 1-based; columns count UTF-8 bytes, as compilers do (SARIF
/// reports count UTF-16 code units: `Finding.utf16Column`).
public struct SourcePosition: Hashable, Codable, FactCodable, Comparable, Sendable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// What a finding is about: a project type, or a member of one (qualified names).
public enum FindingSubject: Hashable, Sendable {
    case type(String)
    case member(type: String, name: String)
}

/// A fix decision a rule makes while checking, carried on the finding to the rule's fix.
public enum FixHint: Hashable, Sendable {
    /// The class lacks these parts of its shape (`view-model-shape`).
    case completeClassShape(addMainActor: Bool, addFinal: Bool)
    /// `.onAppear { Task { … } }` becomes `.task { … }` (`task-in-onappear`).
    case rewriteAsTask
    /// `NavigationView` becomes `NavigationStack` (`navigation-view`).
    case useNavigationStack
    /// The property becomes `private` (`state-not-private`, `dynamic-property-not-private`).
    case makePrivate
    /// The `presentationMode` property becomes `dismiss`, and these `.wrappedValue.dismiss()` calls `dismiss()`
    /// (`presentation-mode`).
    case useDismissAction(calls: [SourcePosition])
    /// The property is never read: its declaration goes.
    case removeUnusedProperty
    /// `private(set)` goes on each of these stored properties (`view-model-settable-state`).
    case addPrivateSetter(properties: [SourcePosition])
}

/// Another place a finding involves: a view on the path it describes, a use that blocks a migration.
public struct RelatedLocation: Hashable, Sendable {
    public var file: String
    public var position: SourcePosition
    public var message: String

    public init(file: String, position: SourcePosition, message: String) {
        self.file = file
        self.position = position
        self.message = message
    }
}

/// One problem a rule found.
public struct Finding: Hashable, Sendable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    public var file: String
    public var position: SourcePosition
    public var subject: FindingSubject?
    public var hint: FixHint?
    /// Why `fix` leaves the finding as it is (the message ends with it).
    public var fixLeaves: String?
    /// Set by `check` (`Fingerprint`): what baselines and SARIF match the finding by.
    public var fingerprint: String?
    /// Set by `check` with the fingerprint: the column counted in UTF-16 code units, as SARIF gives it.
    public var utf16Column: Int?
    /// The places the finding involves besides its own (SARIF `relatedLocations`, JSON `related`).
    public var related: [RelatedLocation] = []
    /// Every item of a list the message shortens ("and 3 more").
    public var notes: [String] = []

    public init(ruleID: String, severity: Severity, message: String, file: String, position: SourcePosition,
                subject: FindingSubject? = nil, hint: FixHint? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.file = file
        self.position = position
        self.subject = subject
        self.hint = hint
    }
}

extension Finding {
    init(_ violation: Violation, rule: String, severity: Severity, file: String) {
        self.init(ruleID: rule, severity: severity, message: violation.message, file: file, position: violation.position,
                  subject: violation.subject, hint: violation.hint)
        related = violation.related
        notes = violation.notes
        if let reason = violation.fixLeaves {
            fixLeaves = reason
            message += " (`fix` leaves it: \(reason))"
        }
    }
}

/// Something the user should know about the run that is not a finding: a file skipped, a config key ignored.
public struct Note: Hashable, Sendable, FactCodable {
    public var file: String?
    public var message: String

    public init(file: String?, message: String) {
        self.file = file
        self.message = message
    }
}
