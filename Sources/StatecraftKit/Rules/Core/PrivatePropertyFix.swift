import SwiftSyntax

extension StateNotPrivateRule: CorrectableRule {
    static let correction = Correction.finding(PrivatePropertyFix(ruleID: description.id))
}

extension DynamicPropertyNotPrivateRule: CorrectableRule {
    static let correction = Correction.finding(PrivatePropertyFix(ruleID: description.id))
}

/// Whether a view's property can become `private` without breaking a build: decided while checking
/// (`state-not-private`, `dynamic-property-not-private`), carried on the finding as `.makePrivate`, and the reason
/// said in the finding when it cannot.
enum PrivatePropertyPlan {
    /// Why `fix` leaves the property as it is, or nil when it makes it private.
    static func blocker(_ property: PropertyFact, of view: TypeInfo, index: ProjectIndex) -> String? {
        if property.declaresSeveral { return "it declares several properties at once" }
        if property.hasSetterAccess { return "it has a setter access level" }
        let hasOwnInit = view.declaration.scope.functions.contains { $0.kind == .initializer }
        if !hasOwnInit, index.dataflow.someCallerPasses(property.name, to: view.qualifiedName) {
            return "a caller sets it through `\(view.name)(\(property.name): …)`"
        }
        if let other = OtherFileUse.file(using: property.name, of: view, in: index) {
            return "an extension in \(other) uses it"
        }
        if let requiring = index.types.protocolRequiring(property: property.name, of: view) {
            return "it fills a requirement of `\(requiring.name)`"
        }
        return nil
    }

    /// ` (`fix` leaves it: …)`, or the hint that lets `fix` make it private.
    static func decide(_ violation: inout Violation, _ property: PropertyFact, of view: TypeInfo, index: ProjectIndex) {
        if let reason = blocker(property, of: view, index: index) {
            violation.fixLeaves = reason
        } else {
            violation.hint = .makePrivate
        }
    }
}

/// Makes the property a finding's `.makePrivate` hint names `private`.
struct PrivatePropertyFix: FindingFix {
    let ruleID: String

    func fix(_ findings: [Finding], in file: ParsedFile, anchors: FindingAnchors, context: FixContext) -> FixOutput {
        var output = FixOutput()
        for finding in findings {
            guard case .makePrivate? = finding.hint, let declaration = anchors.properties(at: [finding]).first,
                  let edit = SyntaxEdits.makePrivate(declaration, fix: ruleID) else { continue }
            output.edits.append(edit.counted())
        }
        return output
    }
}
