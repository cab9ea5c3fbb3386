import SwiftSyntax

/// Adds the `@MainActor` and `final` a view model lacks (`@Observable` comes with `observation-migration`).
struct ViewModelShapeFix: FindingFix {
    let ruleID = "view-model-shape"

    func fix(_ findings: [Finding], in file: ParsedFile, context: FixContext) -> FixOutput {
        var output = FixOutput()
        for declaration in NodeFinder<ClassDeclSyntax>.find(in: file, at: findings, anchor: { $0.name }) {
            let qualified = [context.resolver.enclosingTypeName(of: Syntax(declaration)), declaration.name.text]
                .compactMap { $0 }.joined(separator: ".")
            guard case .project(let info) = context.index.resolve(qualified, from: nil) else { continue }
            var attribute = ""
            var modifier = ""
            if !ViewModelShapeRule.isMainActor(info, context.index) { attribute = "@MainActor" }
            let modifiers = declaration.modifiers.map(\.name.text)
            if !modifiers.contains("final"), !context.index.hasProjectSubclass(info) {
                if modifiers.contains("open") {
                    output.skip(ruleID, file, declaration, "it is `open`: making it `final` is an API decision")
                } else {
                    modifier = "final"
                }
            }
            let modifiersStart = declaration.modifiers.first?.positionAfterSkippingLeadingTrivia.utf8Offset
            let keyword = declaration.classKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
            var edits: [TextEdit] = []
            if modifiersStart == nil {
                let text = [attribute, modifier].filter { !$0.isEmpty }.joined(separator: " ")
                if !text.isEmpty { edits.append(TextEdit.insert(text + " ", at: keyword, fix: ruleID)) }
            } else {
                if !attribute.isEmpty { edits.append(TextEdit.insert(attribute + " ", at: modifiersStart!, fix: ruleID)) }
                if !modifier.isEmpty { edits.append(TextEdit.insert(modifier + " ", at: keyword, fix: ruleID)) }
            }
            if !edits.isEmpty { edits[0] = edits[0].counted() }
            output.edits += edits
        }
        return output
    }
}
