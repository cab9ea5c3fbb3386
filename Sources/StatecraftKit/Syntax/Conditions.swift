@_spi(RawSyntax) import SwiftSyntax

/// Tests on a type's own properties, read from `if` conditions and `switch` cases, and the constants callers
/// pass: what lets the index prune a branch no caller can take.
extension SyntaxReading {
    /// `true`, `false`, or a case written without its type (`.compact`, `.detail(id)` counts as `.detail`).
    static func constantValue(_ expression: ExprSyntax) -> ConstantValue? { RawReading.constantValue(expression.raw) }

    /// The tests an `if` condition list makes on plain names, all of which hold in its body.
    static func conditions(_ list: ConditionElementListSyntax) -> [ConditionFact] {
        list.nodes.compactMap { element in
            switch element.condition {
            case .expression(let expression):
                return condition(expression)
            case .matchingPattern(let pattern):
                // `if case .compact = style`
                guard let name = propertyName(pattern.initializer.value),
                      let expression = pattern.pattern.as(ExpressionPatternSyntax.self),
                      case .enumCase(let value)? = constantValue(expression.expression) else { return nil }
                return ConditionFact(property: name, value: .enumCase(value), equals: true)
            default:
                return nil
            }
        }
    }

    /// What holds in an `if`'s body, and in its `else` (an `else if` included): the negation of a single test.
    static func branchConditions(_ ifExpression: IfExprSyntax) -> (body: [ConditionFact], otherwise: [ConditionFact]) {
        let body = conditions(ifExpression.conditions)
        guard body.count == 1, ifExpression.conditions.count == 1, ifExpression.elseBody != nil else { return (body, []) }
        return (body, [body[0].negated])
    }

    /// The test a `switch` case makes on its subject: one case pattern on a plain name (`case .compact:`).
    static func caseCondition(_ switchCase: SwitchCaseSyntax) -> ConditionFact? {
        // `switch self` in an enum's member: its value is the receiver the member is called on.
        guard case .case(let label) = switchCase.label, label.caseItems.count == 1,
              let switchExpression = switchCase.parent?.parent?.as(SwitchExprSyntax.self),
              let name = propertyName(switchExpression.subject)
                ?? (switchExpression.subject.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) ? "self" : nil),
              let item = label.caseItems.first,
              // `case .user(let user)`, or `case let .user(user)`.
              let pattern = item.pattern.as(ExpressionPatternSyntax.self)
                ?? item.pattern.as(ValueBindingPatternSyntax.self)?.pattern.as(ExpressionPatternSyntax.self),
              case .enumCase(let value)? = constantValue(pattern.expression) else { return nil }
        return ConditionFact(property: name, value: .enumCase(value), equals: true)
    }

    /// The test a visibility modifier makes on the view it is applied to: `.showIf(isEditing)` shows it only
    /// when `isEditing`, `.hidden(isLocked)` only when not.
    static func visibilityCondition(_ call: FunctionCallExprSyntax, traits: CallNameTraits) -> ConditionFact? {
        let showing = traits.contains(.showing)
        guard showing || traits.contains(.hiding), call.arguments.count == 1,
              let argument = call.arguments.first, call.trailingClosure == nil,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil else { return nil }
        let label = argument.label?.rawString
        guard label == nil || label == "if" else { return nil }
        return showing ? condition(argument.expression) : condition(argument.expression)?.negated
    }

    private static func condition(_ expression: ExprSyntax) -> ConditionFact? {
        if let name = propertyName(expression) { return ConditionFact(property: name, value: .bool(true), equals: true) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!",
           let name = propertyName(prefix.expression) {
            return ConditionFact(property: name, value: .bool(false), equals: true)
        }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
            let elements = Array(sequence.elements)
            guard let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text, op == "==" || op == "!=" else { return nil }
            let pairs = [(elements[0], elements[2]), (elements[2], elements[0])]
            for (subject, other) in pairs {
                if let name = propertyName(subject), let value = constantValue(other) {
                    return ConditionFact(property: name, value: value, equals: op == "==")
                }
            }
        }
        return nil
    }

    /// `name` or `self.name`.
    private static func propertyName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.rawString
            return name == "self" || name.first?.isUppercase == true ? nil : name
        }
        if let member = expression.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.rawString
        }
        return nil
    }
}
