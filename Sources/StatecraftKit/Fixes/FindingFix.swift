import SwiftSyntax

/// A fix for the findings of one rule: it finds the syntax a finding points at and rewrites it, or says
/// why it leaves it.
protocol FindingFix {
    var ruleID: String { get }
    func fix(_ findings: [Finding], in file: ParsedFile, anchors: FindingAnchors, context: FixContext) -> FixOutput
}

/// What a finding fix sees besides its file.
struct FixContext {
    let index: ProjectIndex
    /// The project writes type attributes on a line of their own (`@MainActor` above `final class`).
    var attributesOnOwnLine = false
    var resolver: ObjectTypeResolver { ObjectTypeResolver(index: index) }
}

/// A finding a fix did not rewrite, and why.
public struct FixSkip: Sendable, Equatable {
    public var fix: String
    public var file: String
    public var line: Int
    public var reason: String
}

struct FixOutput {
    var edits: [TextEdit] = []
    var skipped: [FixSkip] = []

    mutating func skip(_ fix: String, _ file: ParsedFile, _ node: some SyntaxProtocol, _ reason: String) {
        skipped.append(FixSkip(fix: fix, file: file.path, line: file.position(of: node).line, reason: reason))
    }
}
