import SwiftSyntax

/// Finds the type of the object an expression refers to. The syntax side of the index's `ValueResolver`: it
/// reads what only the tree shows — locals, parameters and closure parameters in scope, `$` projections,
/// literals — and asks the index's resolver every question about types, members, static members, methods and
/// aliases. Conservative: anything shadowed or inferred in a way it cannot follow is `unknown`.
struct ObjectTypeResolver {
    let index: ProjectIndex
    private var values: ValueResolver { index.values }

    /// The object `expression` holds; several project types of one name count as unknown.
    func resolve(_ expression: ExprSyntax, depth: Int = 0) -> ObjectResolution {
        let resolved = resolveAny(expression, depth: depth)
        if case .ambiguous = resolved { return .unknown }
        return resolved
    }

    private func resolveAny(_ expression: ExprSyntax, depth: Int) -> ObjectResolution {
        guard depth < 8 else { return .unknown }
        if SyntaxReading.literalKind(expression) != nil || expression.is(ClosureExprSyntax.self)
            || expression.is(StringLiteralExprSyntax.self) || expression.is(KeyPathExprSyntax.self) {
            return .other(named: nil)
        }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return resolve(forced.expression, depth: depth + 1) }
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return resolve(chained.expression, depth: depth + 1) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return resolve(only.expression, depth: depth + 1)
        }
        if let constructed = SyntaxReading.constructedType(expression) {
            guard let name = constructed else { return .unknown }
            return typeNamed(name, context: enclosingTypeName(of: Syntax(expression)))
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            // `$model`, `$model.name`: a binding or a publisher, never the object itself.
            let text = reference.baseName.text
            if text.hasPrefix("$") { return text.dropFirst().allSatisfy(\.isNumber) ? .unknown : .other(named: nil) }
            return resolveName(reference.baseName.text, at: Syntax(reference), depth: depth)
        }
        // `.side`, `.shared`: an implicit member of the parameter's own type, which a generic parameter has none of.
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil { return .other(named: nil) }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            return resolve(.property(member.declName.baseName.text), of: base, in: expression, depth: depth)
        }
        // `router.store(for: id)`, `Store.make()`: what the method is declared to return.
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base {
            return resolve(.call(member.declName.baseName.text), of: base, in: expression, depth: depth)
        }
        return .unknown
    }

    /// A member read from, or a method called on, `base`.
    private func resolve(_ step: ValueStep, of base: ExprSyntax, in expression: ExprSyntax, depth: Int) -> ObjectResolution {
        // `Type.shared`, `Type.make()`: a static member of a type.
        if let path = SyntaxReading.namePath(base), SyntaxReading.isUpperCamel(SyntaxReading.simpleName(path)) {
            return values.staticMember(step, ofTypeNamed: path, context: enclosingTypeName(of: Syntax(expression)))
        }
        switch resolve(base, depth: depth + 1) {
        case .project(let owner): return values.step(step, from: owner)
        case .other:
            guard let root = SyntaxReading.rootName(of: base), root.hasPrefix("$") else { return .unknown }
            return root.dropFirst().allSatisfy(\.isNumber) ? .unknown : .other(named: nil)
        case .unknown, .ambiguous: return .unknown
        }
    }

    /// A type name seen from `context`: a project type (following aliases), or a type from elsewhere.
    func typeNamed(_ name: String, context: String?) -> ObjectResolution {
        switch values.typeNamed(name, context: context) {
        case .ambiguous: return .unknown
        case let resolved: return resolved
        }
    }

    /// Walks outward from a reference: closure parameters, earlier locals, function parameters, then the
    /// properties of the enclosing type.
    private func resolveName(_ name: String, at node: Syntax, depth: Int) -> ObjectResolution {
        if name == "self" {
            guard let context = enclosingTypeName(of: node) else { return .unknown }
            return typeNamed(context, context: nil)
        }
        var child = node
        var current = node.parent
        while let scope = current {
            if let closure = scope.as(ClosureExprSyntax.self), let signature = closure.signature {
                if let clause = signature.parameterClause {
                    switch clause {
                    case .simpleInput(let names):
                        if names.contains(where: { $0.name.text == name }) { return .unknown }
                    case .parameterClause(let parameters):
                        if let parameter = parameters.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                            guard let type = parameter.type else { return .unknown }
                            return typed(type, at: scope)
                        }
                    }
                }
            }
            if Self.binds(name, in: scope, below: child) { return .unknown }
            if let items = scope.as(CodeBlockItemListSyntax.self) {
                for item in items {
                    if item.position >= child.position { break }
                    if let found = local(name, in: item, depth: depth) { return found }
                }
            }
            if let function = scope.as(FunctionDeclSyntax.self) {
                if let found = parameter(name, in: function.signature.parameterClause.parameters, at: scope) { return found }
            }
            if let initializer = scope.as(InitializerDeclSyntax.self) {
                if let found = parameter(name, in: initializer.signature.parameterClause.parameters, at: scope) { return found }
            }
            if scope.is(StructDeclSyntax.self) || scope.is(ClassDeclSyntax.self) || scope.is(EnumDeclSyntax.self)
                || scope.is(ExtensionDeclSyntax.self) || scope.is(ActorDeclSyntax.self) {
                guard let context = enclosingTypeName(of: child), case .project(let owner) = typeNamed(context, context: nil) else {
                    return .unknown
                }
                if owner.allProperties.contains(where: { $0.name == name && !$0.isStatic }) {
                    return values.member(name, of: owner, isStatic: false)
                }
                return .unknown
            }
            child = scope
            current = scope.parent
        }
        return .unknown
    }

    /// Whether `scope` binds `name` for the code in `child`: `if let`/`while let`/`case let` conditions, `for`
    /// patterns, `catch` clauses (`error` included), `switch` cases and closure capture lists.
    private static func binds(_ name: String, in scope: Syntax, below child: Syntax) -> Bool {
        func patternBinds(_ node: some SyntaxProtocol) -> Bool {
            node.tokens(viewMode: .sourceAccurate).contains { $0.text == name && $0.parent?.is(IdentifierPatternSyntax.self) == true }
        }
        if let statement = scope.as(IfExprSyntax.self), child.id == statement.body.id { return patternBinds(statement.conditions) }
        if let statement = scope.as(WhileStmtSyntax.self), child.id == statement.body.id { return patternBinds(statement.conditions) }
        if let statement = scope.as(ForStmtSyntax.self), child.id == statement.body.id { return patternBinds(statement.pattern) }
        if let clause = scope.as(CatchClauseSyntax.self) {
            return clause.catchItems.isEmpty ? name == "error" : patternBinds(clause.catchItems)
        }
        if let switchCase = scope.as(SwitchCaseSyntax.self) { return patternBinds(switchCase.label) }
        if let closure = scope.as(ClosureExprSyntax.self), let captures = closure.signature?.capture {
            return captures.items.contains { ($0.name.text == name) }
        }
        return false
    }

    private func local(_ name: String, in item: CodeBlockItemSyntax, depth: Int) -> ObjectResolution? {
        if let variable = item.item.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self), pattern.identifier.text == name else { continue }
                if let type = binding.typeAnnotation?.type { return typed(type, at: Syntax(variable)) }
                if let value = binding.initializer?.value { return resolve(value, depth: depth + 1) }
                return .unknown
            }
        }
        if let guardStatement = item.item.as(GuardStmtSyntax.self) {
            for condition in guardStatement.conditions {
                guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                      binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
                if let type = binding.typeAnnotation?.type { return typed(type, at: Syntax(guardStatement)) }
                if let value = binding.initializer?.value { return resolve(value, depth: depth + 1) }
                return .unknown
            }
        }
        return nil
    }

    private func parameter(_ name: String, in parameters: FunctionParameterListSyntax, at scope: Syntax) -> ObjectResolution? {
        guard let parameter = parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) else { return nil }
        return typed(parameter.type, at: scope)
    }

    private func typed(_ type: TypeSyntax, at node: Syntax) -> ObjectResolution {
        let ref = SyntaxReading.typeRef(type)
        if ref.isCollectionOrTuple { return .other(named: nil) }
        guard let nominal = ref.nominal else { return .unknown }
        return typeNamed(nominal, context: enclosingTypeName(of: node))
    }

    /// The qualified name of the type whose code `node` is in (an extension counts as its extended type).
    func enclosingTypeName(of node: Syntax) -> String? {
        var names: [String] = []
        var current: Syntax? = node.parent
        while let scope = current {
            if let decl = scope.as(StructDeclSyntax.self) { names.append(decl.name.text) }
            else if let decl = scope.as(ClassDeclSyntax.self) { names.append(decl.name.text) }
            else if let decl = scope.as(EnumDeclSyntax.self) { names.append(decl.name.text) }
            else if let decl = scope.as(ActorDeclSyntax.self) { names.append(decl.name.text) }
            else if let decl = scope.as(ExtensionDeclSyntax.self) {
                names.append(SyntaxReading.nominalName(SyntaxReading.text(decl.extendedType)))
                break
            }
            current = scope.parent
        }
        return names.isEmpty ? nil : names.reversed().joined(separator: ".")
    }
}
