import SwiftSyntax

/// The classes an unresolved expression may hold: project classes named in it, and the types of the
/// project's properties named like its last member (`store.session` → every property called `session`).
struct SuspectClasses {
    private var byPropertyName: [String: [TypeInfo]] = [:]
    private let index: ProjectIndex

    init(index: ProjectIndex) {
        self.index = index
        for owner in index.types.all {
            for property in owner.allProperties {
                guard let name = index.types.heldTypeName(property),
                      case .project(let held) = index.types.resolve(name, from: owner.qualifiedName), held.isClass else { continue }
                byPropertyName[property.name, default: []].append(held)
            }
        }
    }

    /// Nil when nothing narrows the expression down.
    func classes(_ expression: ExprSyntax) -> [TypeInfo]? {
        var result: [TypeInfo] = []
        for token in expression.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let text) = token.tokenKind else { continue }
            if SyntaxReading.isUpperCamel(text), case .project(let info) = index.types.resolve(text, from: nil), info.isClass {
                result.append(info)
            }
        }
        if let last = Self.lastName(expression) { result += byPropertyName[last] ?? [] }
        var seen = Set<ObjectIdentifier>()
        result = result.filter { seen.insert(ObjectIdentifier($0)).inserted }
        return result.isEmpty ? nil : result
    }

    private static func lastName(_ expression: ExprSyntax) -> String? {
        var current = expression
        while true {
            if let reference = current.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let member = current.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
            if let forced = current.as(ForceUnwrapExprSyntax.self) { current = forced.expression; continue }
            if let chained = current.as(OptionalChainingExprSyntax.self) { current = chained.expression; continue }
            if let call = current.as(FunctionCallExprSyntax.self) { current = call.calledExpression; continue }
            return nil
        }
    }
}
