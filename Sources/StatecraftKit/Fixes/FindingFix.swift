import SwiftSyntax

/// A fix for the findings of one rule: it finds the syntax a finding points at and rewrites it, or says
/// why it leaves it.
protocol FindingFix {
    var ruleID: String { get }
    func fix(_ findings: [Finding], in file: ParsedFile, context: FixContext) -> FixOutput
}

/// What a finding fix sees besides its file.
struct FixContext {
    let index: ProjectIndex
    let memberwise: MemberwiseCalls
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

/// Collects the nodes of one kind whose fact position (where rules report) is among `positions`.
final class NodeFinder<Node: SyntaxProtocol>: SyntaxAnyVisitor {
    private let positions: Set<SourcePosition>
    private let file: ParsedFile
    private let anchor: (Node) -> (any SyntaxProtocol)?
    private(set) var found: [Node] = []

    /// `anchor` gives the part of the node a finding's position points at (a name token, a callee).
    init(_ file: ParsedFile, positions: Set<SourcePosition>, anchor: @escaping (Node) -> (any SyntaxProtocol)?) {
        self.positions = positions
        self.file = file
        self.anchor = anchor
        super.init(viewMode: .sourceAccurate)
    }

    static func find(in file: ParsedFile, at findings: [Finding], anchor: @escaping (Node) -> (any SyntaxProtocol)?) -> [Node] {
        let finder = NodeFinder(file, positions: Set(findings.map(\.position)), anchor: anchor)
        finder.walk(file.tree)
        return finder.found
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if let typed = node.as(Node.self), let anchor = anchor(typed), positions.contains(file.position(of: anchor)) {
            found.append(typed)
        }
        return .visitChildren
    }
}

extension VariableDeclSyntax {
    /// The identifier token of the first binding (where property findings are reported).
    var firstIdentifier: TokenSyntax? { bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier }
}
