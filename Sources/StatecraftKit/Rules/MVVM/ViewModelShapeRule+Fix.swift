import SwiftSyntax

extension ViewModelShapeRule: CorrectableRule {
    static let correction = Correction.finding(ViewModelShapeFix())
}

/// Adds the `@MainActor` and `final` the finding's hint names (`@Observable` comes with `observation-migration`).
struct ViewModelShapeFix: FindingFix {
    let ruleID = ViewModelShapeRule.description.id

    func fix(_ findings: [Finding], in file: ParsedFile, anchors: FindingAnchors, context: FixContext) -> FixOutput {
        var output = FixOutput()
        for finding in findings {
            guard case .completeClassShape(let addMainActor, let addFinal)? = finding.hint,
                  let declaration = anchors.classes(at: [finding]).first else { continue }
            let attribute = addMainActor
                ? AttributeStyle.insertion("@MainActor", before: declaration.modifiers.first.map(Syntax.init) ?? Syntax(declaration.classKeyword),
                                           in: file, ownLine: context.attributesOnOwnLine)
                : ""
            let modifier = addFinal ? "final" : ""
            let modifiersStart = declaration.modifiers.first?.positionAfterSkippingLeadingTrivia.utf8Offset
            let keyword = declaration.classKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
            var edits: [TextEdit] = []
            if modifiersStart == nil {
                let text = attribute + (modifier.isEmpty ? "" : modifier + " ")
                if !text.isEmpty { edits.append(TextEdit.insert(text, at: keyword, fix: ruleID)) }
            } else {
                if !attribute.isEmpty { edits.append(TextEdit.insert(attribute, at: modifiersStart!, fix: ruleID)) }
                if !modifier.isEmpty { edits.append(TextEdit.insert(modifier + " ", at: keyword, fix: ruleID)) }
            }
            if !edits.isEmpty { edits[0] = edits[0].counted() }
            output.edits += edits
        }
        return output
    }
}
