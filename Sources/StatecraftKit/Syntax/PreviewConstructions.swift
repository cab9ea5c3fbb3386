import SwiftSyntax

/// The types a preview builds (`FeedModel(api: LiveAPI())` gives `FeedModel` and `LiveAPI`) and the shared
/// instances it reads (`APIClient.shared`).
enum PreviewConstructions {
    static func read(_ closure: ClosureExprSyntax) -> (constructed: [String], shared: [String]) {
        let visitor = Collector(viewMode: .sourceAccurate)
        visitor.walk(closure.statements)
        return (visitor.constructed, visitor.shared)
    }

    private final class Collector: SyntaxVisitor {
        var constructed: [String] = []
        var shared: [String] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if case .some(.some(let type)) = SyntaxReading.constructedType(ExprSyntax(node)), !constructed.contains(type) {
                constructed.append(type)
            }
            return .visitChildren
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if Vocabulary.sharedInstanceMembers.contains(node.declName.baseName.rawString), let base = node.base,
               let path = SyntaxReading.namePath(base), SyntaxReading.isUpperCamel(SyntaxReading.simpleName(path)),
               !shared.contains(path) {
                shared.append(path)
            }
            return .visitChildren
        }
    }
}
