import SwiftSyntax

/// The nodes of one file that findings point at, by the position rules report: properties by their name,
/// calls by their callee's name, classes by their name. Built in one walk per file, whatever the number of
/// fixes that look things up in it.
struct FindingAnchors {
    private(set) var properties: [SourcePosition: VariableDeclSyntax] = [:]
    private(set) var calls: [SourcePosition: FunctionCallExprSyntax] = [:]
    private(set) var classes: [SourcePosition: ClassDeclSyntax] = [:]

    init(_ file: ParsedFile) {
        let collector = Collector(file: file)
        collector.walk(file.tree)
        self = collector.anchors
    }

    private init() {}

    func properties(at findings: [Finding]) -> [VariableDeclSyntax] { findings.compactMap { properties[$0.position] } }
    func calls(at findings: [Finding]) -> [FunctionCallExprSyntax] { findings.compactMap { calls[$0.position] } }
    func classes(at findings: [Finding]) -> [ClassDeclSyntax] { findings.compactMap { classes[$0.position] } }
    /// The property whose first name is at `position` (a `PropertyFact`'s position).
    func property(at position: SourcePosition) -> VariableDeclSyntax? { properties[position] }
    /// The call whose callee name is at `position` (a `CallFact`'s position).
    func call(at position: SourcePosition) -> FunctionCallExprSyntax? { calls[position] }

    private final class Collector: SyntaxVisitor {
        let file: ParsedFile
        var anchors = FindingAnchors()

        init(file: ParsedFile) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.firstIdentifier { anchors.properties[file.position(of: name)] = node }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let callee: (any SyntaxProtocol)? = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName
                ?? node.calledExpression.as(DeclReferenceExprSyntax.self)
            if let callee { anchors.calls[file.position(of: callee)] = node }
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            anchors.classes[file.position(of: node.name)] = node
            return .visitChildren
        }
    }
}

extension VariableDeclSyntax {
    /// The identifier token of the first binding (where property findings are reported).
    var firstIdentifier: TokenSyntax? { bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier }
}
