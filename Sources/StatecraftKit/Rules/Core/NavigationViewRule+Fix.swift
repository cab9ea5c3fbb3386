@_spi(RawSyntax) import SwiftSyntax

extension NavigationViewRule: CorrectableRule {
    static let correction = Correction.finding(NavigationViewFix())
}

/// `NavigationView { content }` → `NavigationStack { content }`, for the findings `check` decided it for.
struct NavigationViewFix: FindingFix {
    let ruleID = NavigationViewRule.description.id

    func fix(_ findings: [Finding], in file: ParsedFile, anchors: FindingAnchors, context: FixContext) -> FixOutput {
        var output = FixOutput()
        for finding in findings {
            guard case .useNavigationStack? = finding.hint, let call = anchors.calls(at: [finding]).first,
                  let name = Self.nameToken(call) else { continue }
            output.edits.append(TextEdit.replace(name, with: "NavigationStack", fix: ruleID).counted())
        }
        return output
    }

    private static func nameToken(_ call: FunctionCallExprSyntax) -> TokenSyntax? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.rawText == "NavigationView" {
            return reference.baseName
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.rawText == "NavigationView",
           member.base?.trimmedDescription == "SwiftUI" {
            return member.declName.baseName
        }
        return nil
    }
}
