import SwiftSyntax

extension StateNotPrivateRule: CorrectableRule {
    static let correction = Correction.finding(PrivatePropertyFix(ruleID: description.id, needsInitialValue: true))
}

extension DynamicPropertyNotPrivateRule: CorrectableRule {
    static let correction = Correction.finding(PrivatePropertyFix(ruleID: description.id, needsInitialValue: false))
}

/// Makes a view's `@State` (`state-not-private`) or SwiftUI-provided property (`dynamic-property-not-private`)
/// `private`, unless a caller sets it through the view's memberwise initialiser.
struct PrivatePropertyFix: FindingFix {
    let ruleID: String
    /// `@State`/`@StateObject` are memberwise parameters unless they have an initial value.
    let needsInitialValue: Bool

    func fix(_ findings: [Finding], in file: ParsedFile, anchors: FindingAnchors, context: FixContext) -> FixOutput {
        var output = FixOutput()
        let declarations = anchors.properties(at: findings)
        for declaration in declarations {
            guard let name = declaration.firstIdentifier?.text else { continue }
            switch PrivatePropertyFix.makePrivate(declaration, named: name, needsInitialValue: needsInitialValue,
                                                  context: context, fix: ruleID) {
            case .success(let edit): output.edits.append(edit.counted())
            case .failure(let reason): output.skip(ruleID, file, declaration, reason.text)
            }
        }
        return output
    }

    struct Reason: Error { var text: String }

    static func makePrivate(_ declaration: VariableDeclSyntax, named name: String, needsInitialValue: Bool,
                            context: FixContext, fix: String) -> Result<TextEdit, Reason> {
        guard declaration.bindings.count == 1 else { return .failure(Reason(text: "it declares several properties at once")) }
        if declaration.modifiers.contains(where: { $0.detail != nil }) {
            return .failure(Reason(text: "it has a setter access level"))
        }
        let owner = context.resolver.enclosingTypeName(of: Syntax(declaration))
        let ownerInfo = owner.flatMap { context.index.types.resolve($0, from: nil).info }
        let hasOwnInit = ownerInfo?.declaration.scope.functions.contains { $0.kind == .initializer } ?? false
        if !hasOwnInit {
            if needsInitialValue, declaration.bindings.first?.initializer == nil {
                return .failure(Reason(text: "it has no initial value, so callers set it through the memberwise initialiser"))
            }
            if let owner, context.index.dataflow.someCallerPasses(name, to: owner) {
                return .failure(Reason(text: "a caller sets it through `\(SyntaxReading.simpleName(owner))(\(name): …)`"))
            }
        }
        if let ownerInfo, let other = OtherFileUse.file(using: name, of: ownerInfo, in: context.index) {
            return .failure(Reason(text: "an extension in \(other) uses it"))
        }
        if let ownerInfo, let requiring = context.index.types.protocolRequiring(property: name, of: ownerInfo) {
            return .failure(Reason(text: "it fills a requirement of `\(requiring.name)`"))
        }
        guard let edit = SyntaxEdits.makePrivate(declaration, fix: fix) else { return .failure(Reason(text: "it is already private")) }
        return .success(edit)
    }
}
