import SwiftSyntax

extension ViewModelSettableStateRule: CorrectableRule {
    static let correction = Correction.finding(ViewModelSettableStateFix())
}

/// `var total = 0` → `private(set) var total = 0`, for each property the rule listed.
struct ViewModelSettableStateFix: FindingFix {
    let ruleID = ViewModelSettableStateRule.description.id

    func fix(_ findings: [Finding], in file: ParsedFile, anchors: FindingAnchors, context: FixContext) -> FixOutput {
        var output = FixOutput()
        for finding in findings {
            guard case .addPrivateSetter(let positions)? = finding.hint else { continue }
            let declarations = positions.compactMap { anchors.property(at: $0) }
            guard declarations.count == positions.count else { continue }
            for (offset, declaration) in declarations.enumerated() {
                let edit = TextEdit.insert("private(set) ", at: declaration.bindingSpecifier.positionAfterSkippingLeadingTrivia.utf8Offset, fix: ruleID)
                output.edits.append(offset == 0 ? edit.counted() : edit)
            }
        }
        return output
    }
}
