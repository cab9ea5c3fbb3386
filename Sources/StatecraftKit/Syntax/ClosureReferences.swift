import SwiftSyntax

/// The plain names a closure reads: `shelf` in `{ $0.shelf == shelf && self.year < $0.year }` gives `shelf` and
/// `year` (through `self`), not the members read from `$0`.
enum ClosureReferences {
    static func names(in closure: ClosureExprSyntax) -> Set<String> {
        let visitor = Collector(viewMode: .sourceAccurate)
        visitor.walk(closure.statements)
        return visitor.names
    }

    private final class Collector: SyntaxVisitor {
        var names = Set<String>()

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id {
                // `self.year` names the scope's own `year`; `$0.year` and `other.year` do not.
                guard let base = access.base?.as(DeclReferenceExprSyntax.self), base.baseName.tokenKind == .keyword(.self) else {
                    return .skipChildren
                }
            }
            names.insert(node.baseName.rawString)
            return .skipChildren
        }
    }
}
