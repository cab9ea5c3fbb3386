import SwiftSyntax

extension TaskInOnAppearRule: CorrectableRule {
    static let correction = Correction.finding(TaskInOnAppearFix())
}

/// `.onAppear { Task { … } }` → `.task { … }` when the `Task` is the whole closure.
struct TaskInOnAppearFix: FindingFix {
    let ruleID = TaskInOnAppearRule.description.id

    func fix(_ findings: [Finding], in file: ParsedFile, anchors: FindingAnchors, context: FixContext) -> FixOutput {
        var output = FixOutput()
        let calls = anchors.calls(at: findings)
        for call in calls {
            switch rewrite(call, in: file) {
            case .success(let edit): output.edits.append(edit.counted())
            case .failure(let reason): output.skip(ruleID, file, call, reason.text)
            }
        }
        return output
    }

    struct Reason: Error { var text: String }

    private func rewrite(_ call: FunctionCallExprSyntax, in file: ParsedFile) -> Result<TextEdit, Reason> {
        guard call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty, let outer = call.trailingClosure else {
            return .failure(Reason(text: "`onAppear` is called with arguments, not a single trailing closure"))
        }
        guard outer.signature == nil, outer.statements.count == 1,
              let task = outer.statements.first?.item.as(FunctionCallExprSyntax.self),
              task.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Task",
              task.additionalTrailingClosures.isEmpty, let inner = task.trailingClosure else {
            return .failure(Reason(text: "the closure does more than start one `Task { … }`"))
        }
        var arguments = ""
        if !task.arguments.isEmpty {
            guard task.arguments.count == 1, task.arguments.first?.label?.text == "priority" else {
                return .failure(Reason(text: "the `Task` takes arguments other than `priority:`"))
            }
            arguments = "(\(task.arguments.trimmedDescription))"
        }
        let innerTokens = Set(inner.tokens(viewMode: .sourceAccurate).map(\.id))
        let outside = outer.tokens(viewMode: .sourceAccurate).filter { !innerTokens.contains($0.id) }
        let trivia = outside.flatMap { Array($0.leadingTrivia) + Array($0.trailingTrivia) }
            + Array(inner.leftBrace.leadingTrivia) + Array(inner.rightBrace.trailingTrivia)
        if trivia.contains(where: \.isComment) {
            return .failure(Reason(text: "a comment next to the `Task` would be lost"))
        }
        guard let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName else {
            return .failure(Reason(text: "unexpected call shape"))
        }
        if Self.throwsOut(of: inner) {
            return .failure(Reason(text: "the `Task` body throws, and `.task` takes a closure that cannot"))
        }
        var body = inner.trimmedDescription
        let taskIndent = file.indentation(of: task)
        let callIndent = file.indentation(of: name)
        let hasMultilineString = inner.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .multilineStringQuote }
        if taskIndent != callIndent, taskIndent.hasPrefix(callIndent), !hasMultilineString {
            body = Self.reindent(body, from: taskIndent, to: callIndent)
        }
        let range = name.positionAfterSkippingLeadingTrivia.utf8Offset..<outer.endPositionBeforeTrailingTrivia.utf8Offset
        return .success(TextEdit(range, "task\(arguments) \(body)", fix: ruleID))
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

    /// Moves every line after the first from one indentation to another.
    static func reindent(_ text: String, from old: String, to new: String) -> String {
        var lines = text.components(separatedBy: "\n")
        for index in lines.indices.dropFirst() where lines[index].hasPrefix(old) {
            lines[index] = new + lines[index].dropFirst(old.count)
        }
        return lines.joined(separator: "\n")
    }
}
