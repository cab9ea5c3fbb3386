import SwiftSyntax

extension ViewModelShapeRule: CorrectableRule {
    static let correction = Correction.finding(ViewModelShapeFix())
}

/// Adds the `@MainActor` and `final` a view model lacks (`@Observable` comes with `observation-migration`).
struct ViewModelShapeFix: FindingFix {
    let ruleID = ViewModelShapeRule.description.id

    func fix(_ findings: [Finding], in file: ParsedFile, anchors: FindingAnchors, context: FixContext) -> FixOutput {
        var output = FixOutput()
        for finding in findings {
            guard case .completeClassShape(let addMainActor, let addFinal)? = finding.hint,
                  case .type(let qualified)? = finding.subject,
                  let declaration = anchors.classes(at: [finding]).first,
                  case .project(let info) = context.index.types.resolve(qualified, from: nil) else { continue }
            var attribute = ""
            var modifier = ""
            if addMainActor {
                if let reason = mainActorRisk(info, context.index) {
                    output.skip(ruleID, file, declaration, "`@MainActor` left out: \(reason)")
                } else {
                    attribute = "@MainActor"
                }
            }
            if addFinal {
                if declaration.modifiers.contains(where: { $0.name.text == "open" }) {
                    output.skip(ruleID, file, declaration, "it is `open`: making it `final` is an API decision")
                } else {
                    modifier = "final"
                }
            }
            let modifiersStart = declaration.modifiers.first?.positionAfterSkippingLeadingTrivia.utf8Offset
            if !attribute.isEmpty {
                let anchor = declaration.modifiers.first.map(Syntax.init) ?? Syntax(declaration.classKeyword)
                attribute = AttributeStyle.insertion(attribute, before: anchor, in: file, ownLine: context.attributesOnOwnLine)
            }
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


    /// Why adding `@MainActor` could break code that compiles today, if it could.
    private func mainActorRisk(_ info: TypeInfo, _ index: ProjectIndex) -> String? {
        if let conformance = info.inherited.map(SyntaxReading.simpleName).first(where: { Vocabulary.nonisolatedRequirementProtocols.contains($0) }) {
            return "its `\(conformance)` conformance has requirements that are not main-actor isolated"
        }
        if let test = index.files.first(where: { $0.isTestFile && $0.mentionedTypeNames.contains(info.name) }) {
            return "\(test.path) uses it; make sure those tests run on the main actor, then add it"
        }
        for holder in index.types.all where holder !== info && !index.types.isView(holder) && !index.roles.mainActor.isMainActor(holder) {
            let holds = holder.storedProperties.contains { property in
                guard let name = index.types.heldTypeName(property), case .project(let held) = index.types.resolve(name, from: holder.qualifiedName) else { return false }
                return held === info
            }
            if holds { return "`\(holder.name)`, which is not main-actor isolated, holds it" }
        }
        return nil
    }
}
