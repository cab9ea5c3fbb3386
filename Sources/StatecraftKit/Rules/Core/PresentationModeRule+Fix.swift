import SwiftSyntax

extension PresentationModeRule: CorrectableRule {
    static let correction = Correction.finding(PresentationModeFix())
}

/// `@Environment(\.presentationMode) var mode` → `@Environment(\.dismiss) var dismiss`, and each call the rule
/// listed, `mode.wrappedValue.dismiss()`, → `dismiss()`.
struct PresentationModeFix: FindingFix {
    let ruleID = PresentationModeRule.description.id

    func fix(_ findings: [Finding], in file: ParsedFile, anchors: FindingAnchors, context: FixContext) -> FixOutput {
        var output = FixOutput()
        for finding in findings {
            if case .removeUnusedProperty? = finding.hint, let declaration = anchors.properties(at: [finding]).first {
                output.edits.append(TextEdit(SyntaxEdits.declarationLines(declaration), "", fix: ruleID).counted())
                continue
            }
            guard case .useDismissAction(let positions)? = finding.hint,
                  let declaration = anchors.properties(at: [finding]).first, declaration.bindings.count == 1,
                  let binding = declaration.bindings.first else { continue }
            let calls = positions.compactMap { anchors.call(at: $0) }
            guard calls.count == positions.count else { continue }
            let attributes = declaration.attributes.map { attribute -> String in
                guard let wrapper = attribute.as(AttributeSyntax.self), wrapper.attributeName.trimmedDescription == "Environment" else {
                    return attribute.trimmedDescription
                }
                return "@Environment(\\.dismiss)"
            }
            let modifiers = declaration.modifiers.map(\.trimmedDescription)
            let text = (attributes + modifiers + ["var dismiss"]).joined(separator: " ")
            let start = declaration.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = binding.endPositionBeforeTrailingTrivia.utf8Offset
            output.edits.append(TextEdit(start..<end, text, fix: ruleID).counted())
            for call in calls {
                let isSelf = Self.chainRoot(call.calledExpression) == "self"
                output.edits.append(TextEdit.replace(call, with: isSelf ? "self.dismiss()" : "dismiss()", fix: ruleID))
            }
        }
        return output
    }

    /// `self` in `self.mode.wrappedValue.dismiss`.
    private static func chainRoot(_ expression: ExprSyntax) -> String? {
        var current = expression
        while let member = current.as(MemberAccessExprSyntax.self), let base = member.base { current = base }
        return current.as(DeclReferenceExprSyntax.self)?.baseName.rawString
    }
}
