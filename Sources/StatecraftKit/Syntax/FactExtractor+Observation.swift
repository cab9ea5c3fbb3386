@_spi(RawSyntax) import SwiftSyntax

/// The observation readers of the facts walk, for the `ObservableObject` migration: legacy object wrappers
/// (`@StateObject var model = Model()`), their storage set in an initialiser, `.environmentObject(x)`, and `$`
/// projections.
extension FactExtractor {
    /// A `$name` counts for every type declaration around it, and for the member it is in when a `@Bindable`
    /// copy there could serve it.
    func countProjection(_ name: String) {
        for position in frames.indices {
            guard case .type = frames[position].owner else { continue }
            frames[position].projections.total[name, default: 0] += 1
        }
        if top.inBindingScope, case .type = top.owner { top.projections.inBindingScopes[name, default: 0] += 1 }
    }

    /// `@StateObject var model = Model()`, as a member or a local.
    func recordLegacyWrapper(_ node: VariableDeclSyntax) {
        for element in node.attributes.nodes {
            guard let attribute = element.as(AttributeSyntax.self) else { continue }
            let wrapper = SyntaxReading.attributeName(attribute)
            guard Vocabulary.legacyObjectWrappers.contains(wrapper), let binding = node.bindings.first,
                  let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            let written = binding.typeAnnotation.map { SyntaxReading.typeRef($0.type) }
            facts.observation.wrapperProperties.append(.init(
                wrapper: wrapper, name: pattern.identifier.rawString, owner: top.qualifiedName, line: position(node).line,
                writtenType: written?.nominal, hasWrittenType: written != nil,
                initialValue: binding.initializer.map { objectExpression($0.value) },
                inPreview: top.qualifiedName == nil && SyntaxReading.isInPreviewMacro(node)))
        }
    }

    /// `.environmentObject(x)`, `_model = StateObject(wrappedValue: …)` and `_model = .init(wrappedValue: …)`.
    func recordObservationCall(_ node: FunctionCallExprSyntax, name: String, traits: CallNameTraits) {
        if name == "environmentObject", node.arguments.count == 1, let argument = node.arguments.first?.expression,
           node.calledExpression.as(MemberAccessExprSyntax.self)?.base != nil || node.calledExpression.is(DeclReferenceExprSyntax.self) {
            // The line of `.environmentObject` itself, where findings about it point, not of the chain's start.
            let name = node.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(node)
            facts.observation.injections.append(.init(argument: objectExpression(argument), line: position(name).line))
        }
        // `.init(wrappedValue:)` on a wrapper's storage builds that wrapper, whichever it is.
        if name == "init", let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
           let property = SyntaxReading.assignedStorage(of: node) {
            facts.observation.storageInitializations.append(.init(
                wrapper: "init", owner: top.qualifiedName, property: property, argumentCount: node.arguments.count,
                firstLabel: node.arguments.first?.label?.rawString, line: position(node).line))
        }
        if traits.contains(.legacyObjectWrapper), node.calledExpression.is(DeclReferenceExprSyntax.self) {
            if let property = SyntaxReading.assignedStorage(of: node) {
                facts.observation.storageInitializations.append(.init(
                    wrapper: name, owner: top.qualifiedName, property: property, argumentCount: node.arguments.count,
                    firstLabel: node.arguments.first?.label?.rawString, line: position(node).line))
            } else if let value = node.arguments.first?.expression {
                facts.observation.wrappedValues.append(.init(
                    text: SyntaxReading.text(node), value: objectExpression(value), line: position(node).line))
            }
        }
    }

    func objectExpression(_ expression: ExprSyntax) -> ObjectExpressionFact {
        ObjectExpressionFact(value: ValueReader.value(of: expression), context: top.qualifiedName,
                             text: SyntaxReading.text(expression), typeNames: ValueReader.typeNames(in: expression),
                             lastName: ValueReader.lastName(of: expression))
    }
}
