import SwiftSyntax

extension TaskInOnAppearRule: CorrectableRule {
    static let correction = Correction.finding(TaskInOnAppearFix())
}

/// `.onAppear { Task { … } }` → `.task { … }` when the `Task` is the whole closure.
struct TaskInOnAppearFix: FindingFix {
    let ruleID = TaskInOnAppearRule.description.id

    func fix(_ findings: [Finding], in file: ParsedFile, anchors: FindingAnchors, context: FixContext) -> FixOutput {
        var output = FixOutput()
        for finding in findings {
            guard case .rewriteAsTask? = finding.hint, let call = anchors.calls(at: [finding]).first,
                  let edit = rewrite(call, in: file) else { continue }
            output.edits.append(edit.counted())
        }
        return output
    }

    /// The edit for a call `RewriteConditions.taskBlocker` accepted while checking.
    private func rewrite(_ call: FunctionCallExprSyntax, in file: ParsedFile) -> TextEdit? {
        guard let outer = call.trailingClosure, let task = outer.statements.first?.item.as(FunctionCallExprSyntax.self),
              let inner = task.trailingClosure,
              let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName else { return nil }
        let arguments = task.arguments.isEmpty ? "" : "(\(task.arguments.trimmedDescription))"
        var body = inner.trimmedDescription
        let taskIndent = file.indentation(of: task)
        let callIndent = file.indentation(of: name)
        let hasMultilineString = inner.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .multilineStringQuote }
        if taskIndent != callIndent, taskIndent.hasPrefix(callIndent), !hasMultilineString {
            body = Self.reindent(body, from: taskIndent, to: callIndent)
        }
        let range = name.positionAfterSkippingLeadingTrivia.utf8Offset..<outer.endPositionBeforeTrailingTrivia.utf8Offset
        return TextEdit(range, "task\(arguments) \(body)", fix: ruleID)
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
