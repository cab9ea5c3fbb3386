import SwiftSyntax

extension NavigationViewRule: CorrectableRule {
    static let correction = Correction.finding(NavigationViewFix())
}

/// `NavigationView { content }` → `NavigationStack { content }`: one view inside, no style modifier.
struct NavigationViewFix: FindingFix {
    let ruleID = NavigationViewRule.description.id

    func fix(_ findings: [Finding], in file: ParsedFile, anchors: FindingAnchors, context: FixContext) -> FixOutput {
        var output = FixOutput()
        let calls = anchors.calls(at: findings)
        for call in calls {
            guard let name = Self.nameToken(call) else { continue }
            guard call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty, let closure = call.trailingClosure else {
                output.skip(ruleID, file, call, "`NavigationView` is not called with a single content closure")
                continue
            }
            guard closure.statements.count == 1 else {
                output.skip(ruleID, file, call, "it holds several views, which `NavigationView` shows as columns: choose `NavigationSplitView` or `NavigationStack` by hand")
                continue
            }
            if let style = Self.modifiers(of: call).first(where: { $0 == "navigationViewStyle" }) {
                output.skip(ruleID, file, call, "it has a `.\(style)` modifier")
                continue
            }
            output.edits.append(TextEdit.replace(name, with: "NavigationStack", fix: ruleID).counted())
        }
        return output
    }

    private static func nameToken(_ call: FunctionCallExprSyntax) -> TokenSyntax? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text == "NavigationView" {
            return reference.baseName
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "NavigationView",
           member.base?.trimmedDescription == "SwiftUI" {
            return member.declName.baseName
        }
        return nil
    }

    /// The modifiers applied to a view expression: `.a().b()` → `[a, b]`.
    static func modifiers(of expression: some ExprSyntaxProtocol) -> [String] {
        var names: [String] = []
        var current = Syntax(expression)
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
              let call = member.parent?.as(FunctionCallExprSyntax.self) {
            names.append(member.declName.baseName.text)
            current = Syntax(call)
        }
        return names
    }
}
