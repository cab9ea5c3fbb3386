@_spi(RawSyntax) import SwiftSyntax

/// Whether a call's shape lets a fix rewrite it, read once while extracting facts (`CallFact.rewriteBlocker`) so
/// that `check` can say in the finding when `fix` will leave it, and used again by the fix itself: one definition.
enum RewriteConditions {
    /// `.onAppear { Task { … } }` → `.task { … }`: why it cannot be rewritten, or nil when it can.
    static func taskBlocker(_ call: FunctionCallExprSyntax) -> String? {
        guard call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty, let outer = call.trailingClosure else {
            return "`onAppear` is called with arguments, not a single trailing closure"
        }
        if outer.statements.count == 1, let first = outer.statements.first?.item.as(FunctionCallExprSyntax.self),
           SyntaxReading.text(first.calledExpression) == "Task.detached" {
            return "a detached `Task` runs apart from the view's actor and priority, and `.task` would not: move it by hand"
        }
        guard outer.signature == nil, outer.statements.count == 1,
              let task = outer.statements.first?.item.as(FunctionCallExprSyntax.self),
              task.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.rawText == "Task",
              task.additionalTrailingClosures.isEmpty, let inner = task.trailingClosure else {
            return "the closure does more than start one `Task { … }`"
        }
        if !task.arguments.isEmpty, task.arguments.count != 1 || task.arguments.first?.label?.rawText != "priority" {
            return "the `Task` takes arguments other than `priority:`"
        }
        let innerTokens = Set(inner.tokens(viewMode: .sourceAccurate).map(\.id))
        let outside = outer.tokens(viewMode: .sourceAccurate).filter { !innerTokens.contains($0.id) }
        let trivia = outside.flatMap { Array($0.leadingTrivia) + Array($0.trailingTrivia) }
            + Array(inner.leftBrace.leadingTrivia) + Array(inner.rightBrace.trailingTrivia)
        if trivia.contains(where: \.isComment) { return "a comment next to the `Task` would be lost" }
        if throwsOut(of: inner) { return "the `Task` body throws, and `.task` takes a closure that cannot" }
        return nil
    }

    /// `NavigationView { content }` → `NavigationStack { content }`: why it cannot be rewritten, or nil.
    static func navigationStackBlocker(_ call: FunctionCallExprSyntax) -> String? {
        guard call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty, let closure = call.trailingClosure else {
            return "`NavigationView` is not called with a single content closure"
        }
        guard closure.statements.count == 1 else {
            return "it holds several views, which `NavigationView` shows as columns: choose `NavigationSplitView` or `NavigationStack` by hand"
        }
        if let style = modifiers(of: call).first(where: { $0 == "navigationViewStyle" }) { return "it has a `.\(style)` modifier" }
        return nil
    }

    /// The modifiers applied to a view expression: `.a().b()` → `[a, b]`.
    static func modifiers(of expression: some ExprSyntaxProtocol) -> [String] {
        var names: [String] = []
        var current = Syntax(expression)
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
              let call = member.parent?.as(FunctionCallExprSyntax.self) {
            names.append(member.declName.baseName.rawString)
            current = Syntax(call)
        }
        return names
    }

    /// A `try` (not `try?`/`try!`) whose error leaves the closure: not inside a nested closure or a `do` with `catch`.
    static func throwsOut(of closure: ClosureExprSyntax) -> Bool {
        final class Finder: SyntaxVisitor {
            var found = false
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
                if node.tryKeyword != nil { found = true }
                return .visitChildren
            }
            override func visit(_ node: DoStmtSyntax) -> SyntaxVisitorContinueKind {
                // Only a `catch` without a pattern handles every error.
                if !node.catchClauses.contains(where: { $0.catchItems.isEmpty }) { return .visitChildren }
                for clause in node.catchClauses { walk(clause) }
                return .skipChildren
            }
            override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
                if node.questionOrExclamationMark == nil { found = true }
                return .visitChildren
            }
            override func visit(_ node: ThrowStmtSyntax) -> SyntaxVisitorContinueKind {
                found = true
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(closure.statements)
        return finder.found
    }
}
