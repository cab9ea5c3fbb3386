import SwiftSyntax

/// What an expression holds, as far as the syntax and the project's type table tell.
enum ObjectResolution {
    /// An instance of this project type.
    case project(TypeInfo)
    /// Something that is certainly not a project class: a literal, a closure, a type from elsewhere.
    case other
    /// Statecraft cannot tell.
    case unknown
}

/// Finds the type of the object an expression refers to: constructions, `T.shared`, properties of the
/// enclosing type, locals and parameters in scope, and member chains over those. Conservative: anything
/// shadowed or inferred in a way it cannot follow is `unknown`.
struct ObjectTypeResolver {
    let index: ProjectIndex
    /// The project's type aliases (`Store` → `AppStore`).
    var aliases: [String: String] = [:]

    func resolve(_ expression: ExprSyntax, depth: Int = 0) -> ObjectResolution {
        guard depth < 8 else { return .unknown }
        if SyntaxReading.literalKind(expression) != nil || expression.is(ClosureExprSyntax.self)
            || expression.is(StringLiteralExprSyntax.self) || expression.is(KeyPathExprSyntax.self) {
            return .other
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
            if text.hasPrefix("$") { return text.dropFirst().allSatisfy(\.isNumber) ? .unknown : .other }
            return resolveName(reference.baseName.text, at: Syntax(reference), depth: depth)
        }
        // `.side`, `.shared`: an implicit member of the parameter's own type, which a generic parameter has none of.
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil { return .other }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            // `Type.shared`: a static member of a type.
            if let path = SyntaxReading.namePath(base), SyntaxReading.isUpperCamel(SyntaxReading.simpleName(path)) {
                let context = enclosingTypeName(of: Syntax(expression))
                switch index.types.resolve(path, from: context) {
                case .project(let owner): return propertyType(name, of: owner, isStatic: true, depth: depth)
                case .ambiguous:
                    // Two targets may each declare a type of this name: only one of them may have the member.
                    let owners = (index.types.byQualifiedName[SyntaxReading.nominalName(path)] ?? [])
                        .filter { $0.allProperties.contains { $0.name == name && $0.isStatic } }
                    guard owners.count == 1 else { return .unknown }
                    return propertyType(name, of: owners[0], isStatic: true, depth: depth)
                case .unknown: return Vocabulary.standardValueTypes.contains(path) ? .other : .unknown
                }
            }
            switch resolve(base, depth: depth + 1) {
            case .project(let owner): return propertyType(name, of: owner, isStatic: false, depth: depth)
            case .other:
                guard let root = SyntaxReading.rootName(of: base), root.hasPrefix("$") else { return .unknown }
                return root.dropFirst().allSatisfy(\.isNumber) ? .unknown : .other
            case .unknown: return .unknown
            }
        }
        return .unknown
    }

    /// A type name seen from `context`: a project type, or a type from elsewhere.
    func typeNamed(_ name: String, context: String?, depth: Int = 0) -> ObjectResolution {
        switch index.types.resolve(name, from: context) {
        case .project(let info): return .project(info)
        case .ambiguous: return .unknown
        case .unknown:
            if let target = aliases[SyntaxReading.simpleName(name)], depth < 4 {
                return typeNamed(target, context: context, depth: depth + 1)
            }
            return .other
        }
    }

    private func propertyType(_ name: String, of owner: TypeInfo, isStatic: Bool, depth: Int) -> ObjectResolution {
        guard let property = owner.allProperties.first(where: { $0.name == name && $0.isStatic == isStatic }) else { return .unknown }
        // `var session = Session.shared`: the type of that static member.
        if property.type == nil, case .staticMember(let base, let member)? = property.initializer, depth < 8,
           case .project(let baseType) = index.types.resolve(base, from: owner.qualifiedName) {
            return propertyType(member, of: baseType, isStatic: true, depth: depth + 1)
        }
        guard let typeName = index.types.heldTypeName(property) else { return .unknown }
        if property.type?.isCollectionOrTuple == true { return .other }
        // `static let shared = Store()` inside `Store` is `Store`, even when another target declares a `Store` too.
        if typeName == owner.name || typeName == "Self" { return .project(owner) }
        return typeNamed(typeName, context: owner.qualifiedName)
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
                    return propertyType(name, of: owner, isStatic: false, depth: depth)
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
        if ref.isCollectionOrTuple { return .other }
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
                names.append(SyntaxReading.nominalName(decl.extendedType.trimmedDescription))
                break
            }
            current = scope.parent
        }
        return names.isEmpty ? nil : names.reversed().joined(separator: ".")
    }
}
