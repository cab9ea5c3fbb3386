@_spi(RawSyntax) import SwiftSyntax

/// The preview reader of the facts walk: a `#Preview` or a `PreviewProvider`'s view tree and traits.
extension FactExtractor {
    /// `#Preview` at the top level of a file parses as an expression.
    func recordPreview(pound: TokenSyntax, arguments: LabeledExprListSyntax, trailingClosure: ClosureExprSyntax?) {
        var name: String?
        var traitModifiers: [String] = []
        var hasUnknownTraits = false
        var inTraits = false
        for argument in arguments.nodes {
            if let label = argument.label?.rawString { inTraits = label == "traits" }
            if argument.label == nil, !inTraits, name == nil, let literal = argument.expression.as(StringLiteralExprSyntax.self) {
                name = literal.representedLiteralValue
            }
            guard inTraits else { continue }
            if let call = argument.expression.as(FunctionCallExprSyntax.self),
               call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.rawText == "modifier",
               let modifier = call.arguments.first, case .some(.some(let type)) = SyntaxReading.constructedType(modifier.expression) {
                traitModifiers.append(type)
            } else if let member = argument.expression.as(MemberAccessExprSyntax.self),
                      Vocabulary.layoutPreviewTraits.contains(member.declName.baseName.rawString) {
                continue
            } else {
                hasUnknownTraits = true
            }
        }
        let tree = ViewTreeBuilder.tree(
            member: "#Preview", position: position(pound), isStatic: true,
            body: trailingClosure.map { Syntax($0) }, parameters: nil, genericNames: [], contentNames: [],
            lineTable: lineTable, compilation: compilation)
        var preview = PreviewFact(name: name, position: position(pound), tree: tree,
                                  traitModifiers: traitModifiers, hasUnknownTraits: hasUnknownTraits)
        if let trailingClosure { (preview.constructedTypes, preview.sharedInstances) = PreviewConstructions.read(trailingClosure) }
        facts.previews.append(preview)
    }
}
