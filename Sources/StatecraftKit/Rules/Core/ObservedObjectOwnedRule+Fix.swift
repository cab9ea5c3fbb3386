import SwiftSyntax

extension ObservedObjectOwnedRule: CorrectableRule {
    static let correction = Correction.finding(ObservedObjectOwnedFix())
}

/// `@ObservedObject var model = Model()` → `@StateObject private var model = Model()` (or `@State` when the
/// class is `@Observable`): the view creates the object, so it should own it.
struct ObservedObjectOwnedFix: FindingFix {
    let ruleID = ObservedObjectOwnedRule.description.id

    func fix(_ findings: [Finding], in file: ParsedFile, anchors: FindingAnchors, context: FixContext) -> FixOutput {
        var output = FixOutput()
        for declaration in anchors.properties(at: findings) {
            guard let name = declaration.firstIdentifier?.text,
                  let attribute = declaration.attributes.compactMap({ $0.as(AttributeSyntax.self) })
                    .first(where: { SyntaxReading.attributeName($0) == "ObservedObject" }),
                  let value = declaration.bindings.first?.initializer?.value,
                  let constructed = SyntaxReading.constructedType(value) else { continue }
            let owner = context.resolver.enclosingTypeName(of: Syntax(declaration))
            if let owner, context.index.dataflow.someCallerPasses(name, to: owner) {
                output.skip(ruleID, file, declaration, "a caller passes `\(name):` to `\(SyntaxReading.simpleName(owner))`: decide whether the view owns it")
                continue
            }
            if let ownerInfo = owner.flatMap({ context.index.types.resolve($0, from: nil).info }),
               let other = OtherFileUse.file(using: name, of: ownerInfo, in: context.index) {
                output.skip(ruleID, file, declaration, "an extension in \(other) uses it, so it cannot become `private`")
                continue
            }
            let observable = context.index.types.observability(ofTypeNamed: constructed, from: owner) == .observable
            var edits = [TextEdit.replace(attribute, with: observable ? "@State" : "@StateObject", fix: ruleID).counted()]
            if let edit = SyntaxEdits.makePrivate(declaration, fix: ruleID) { edits.append(edit) }
            output.edits += edits
        }
        return output
    }
}
