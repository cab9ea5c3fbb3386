import SwiftSyntax

/// The syntax side of value resolution: what an expression refers to, as a `ValueFact` the index's
/// `ValueResolver` can type. It reads what only the tree shows — locals, parameters and closure parameters in
/// scope, names rebound by `if let`/`for`/`catch`/`case`/capture lists, literals and `$` projections — by
/// walking outward from the expression. Anything shadowed or inferred in a way it cannot follow is `.unknown`.
enum ValueReader {
    static func value(of expression: ExprSyntax, depth: Int = 0) -> ValueFact {
        guard depth < 8 else { return .unknown }
        if SyntaxReading.literalKind(expression) != nil || expression.is(ClosureExprSyntax.self)
            || expression.is(StringLiteralExprSyntax.self) || expression.is(KeyPathExprSyntax.self) {
            return .notAnObject
        }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return value(of: forced.expression, depth: depth + 1) }
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return value(of: chained.expression, depth: depth + 1) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return value(of: only.expression, depth: depth + 1)
        }
        // `coordinator as? Stack`, `item as! Stack`: the type cast to (unfolded, a sequence of three elements).
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true,
           let type = sequence.elements.last?.as(TypeExprSyntax.self) {
            return typed(type.type)
        }
        if let cast = expression.as(AsExprSyntax.self) { return typed(cast.type) }
        if let constructed = SyntaxReading.constructedType(expression) {
            return constructed.map { .typed($0, path: []) } ?? .unknown
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            // `$model`, `$model.name`: a binding or a publisher, never the object itself (`$0` is a parameter).
            let text = reference.baseName.rawString
            if text.hasPrefix("$") {
                guard let index = Int(text.dropFirst()) else { return .notAnObject }
                return anonymousArgument(index, at: Syntax(reference), depth: depth)
            }
            return name(text, at: Syntax(reference), depth: depth)
        }
        // `.side`, `.shared`: an implicit member of the parameter's own type, which a generic parameter has none of.
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil { return .notAnObject }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            return step(.property(member.declName.baseName.rawString), of: base, depth: depth)
        }
        // `router.store(for: id)`, `Store.make()`: what the method is declared to return.
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base {
            return step(.call(member.declName.baseName.rawString), of: base, depth: depth)
        }
        return .unknown
    }

    /// The upper-case identifiers an expression names (`Store` in `Store.shared.cart`).
    static func typeNames(in expression: ExprSyntax) -> [String] {
        expression.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard case .identifier(let text) = token.tokenKind, SyntaxReading.isUpperCamel(text) else { return nil }
            return text
        }
    }

    /// The last name an expression reads: `session` in `store.session`, `makeTheme` in `makeTheme()`.
    static func lastName(of expression: ExprSyntax) -> String? {
        var current = expression
        while true {
            if let reference = current.as(DeclReferenceExprSyntax.self) { return reference.baseName.rawString }
            if let member = current.as(MemberAccessExprSyntax.self) { return member.declName.baseName.rawString }
            if let forced = current.as(ForceUnwrapExprSyntax.self) { current = forced.expression; continue }
            if let chained = current.as(OptionalChainingExprSyntax.self) { current = chained.expression; continue }
            if let call = current.as(FunctionCallExprSyntax.self) { current = call.calledExpression; continue }
            return nil
        }
    }

    /// The qualified name of the type whose code `node` is in (an extension counts as its extended type).
    static func enclosingTypeName(of node: Syntax) -> String? {
        var names: [String] = []
        var current: Syntax? = node.parent
        while let scope = current {
            if let decl = scope.as(StructDeclSyntax.self) { names.append(decl.name.rawString) }
            else if let decl = scope.as(ClassDeclSyntax.self) { names.append(decl.name.rawString) }
            else if let decl = scope.as(EnumDeclSyntax.self) { names.append(decl.name.rawString) }
            else if let decl = scope.as(ActorDeclSyntax.self) { names.append(decl.name.rawString) }
            else if let decl = scope.as(ExtensionDeclSyntax.self) {
                names.append(SyntaxReading.nominalName(SyntaxReading.text(decl.extendedType)))
                break
            }
            current = scope.parent
        }
        return names.isEmpty ? nil : names.reversed().joined(separator: ".")
    }

    /// A member read from, or a method called on, `base`.
    private static func step(_ step: ValueStep, of base: ExprSyntax, depth: Int) -> ValueFact {
        // `Type.shared`, `Type.make()`: a static member of a type.
        if let path = SyntaxReading.namePath(base), SyntaxReading.isUpperCamel(SyntaxReading.simpleName(path)) {
            return .staticMember(base: path, path: [step])
        }
        switch value(of: base, depth: depth + 1) {
        case .typed(let type, let path): return .typed(type, path: path + [step])
        case .selfPath(let path): return .selfPath(path + [step])
        case .staticMember(let type, let path): return .staticMember(base: type, path: path + [step])
        case .notAnObject:
            // `$model.title`: a binding's member is a binding.
            guard let root = SyntaxReading.rootName(of: base), root.hasPrefix("$") else { return .unknown }
            return root.dropFirst().allSatisfy(\.isNumber) ? .unknown : .notAnObject
        case .unknown: return .unknown
        }
    }

    /// Walks outward from a reference: closure parameters, earlier locals, function parameters, then the
    /// properties of the enclosing type.
    private static func name(_ name: String, at node: Syntax, depth: Int) -> ValueFact {
        if name == "self" { return .selfPath([]) }
        var child = node
        var current = node.parent
        while let scope = current {
            if let closure = scope.as(ClosureExprSyntax.self), let signature = closure.signature {
                if let clause = signature.parameterClause {
                    switch clause {
                    case .simpleInput(let names):
                        if let index = names.map(\.name.rawString).firstIndex(of: name) {
                            return elementArgument(of: closure, index: index, depth: depth)
                        }
                    case .parameterClause(let parameters):
                        if let index = parameters.parameters.map({ ($0.secondName ?? $0.firstName).text }).firstIndex(of: name) {
                            let parameter = parameters.parameters[parameters.parameters.index(parameters.parameters.startIndex, offsetBy: index)]
                            return parameter.type.map(typed) ?? elementArgument(of: closure, index: index, depth: depth)
                        }
                    }
                }
            }
            switch conditionBinding(name, in: scope, below: child, depth: depth) {
            case .some(.some(let value)): return value
            case .some(.none): break
            case .none: if binds(name, in: scope, below: child) { return .unknown }
            }
            if let items = scope.as(CodeBlockItemListSyntax.self) {
                for item in items {
                    if item.position >= child.position { break }
                    if let found = local(name, in: item, depth: depth) { return found }
                }
            }
            if let function = scope.as(FunctionDeclSyntax.self),
               let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                return typed(parameter.type)
            }
            if let initializer = scope.as(InitializerDeclSyntax.self),
               let parameter = initializer.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                return typed(parameter.type)
            }
            if scope.is(StructDeclSyntax.self) || scope.is(ClassDeclSyntax.self) || scope.is(EnumDeclSyntax.self)
                || scope.is(ExtensionDeclSyntax.self) || scope.is(ActorDeclSyntax.self) {
                return .selfPath([.property(name)])
            }
            child = scope
            current = scope.parent
        }
        return .unknown
    }

    /// `$0` in the innermost closure around `node`.
    private static func anonymousArgument(_ index: Int, at node: Syntax, depth: Int) -> ValueFact {
        var current = node.parent
        while let scope = current {
            if let closure = scope.as(ClosureExprSyntax.self) {
                return closure.signature?.parameterClause == nil ? elementArgument(of: closure, index: index, depth: depth) : .unknown
            }
            current = scope.parent
        }
        return .unknown
    }

    /// A closure argument that is an element of the collection the closure is called on:
    /// `statuses.forEach { $0.cancel() }`, `items.map { item in … }`, `tabs.sorted { $0.order < $1.order }`.
    private static func elementArgument(of closure: ClosureExprSyntax, index: Int, depth: Int) -> ValueFact {
        guard let call = SyntaxReading.callTaking(closure), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base else { return .unknown }
        let method = member.declName.baseName.rawString
        guard (index == 0 && elementMethods.contains(method)) || (index <= 1 && elementPairMethods.contains(method)) else {
            return .unknown
        }
        func elements(_ path: [ValueStep]) -> [ValueStep]? {
            guard case .property(let name)? = path.last else { return nil }
            return path.dropLast() + [.element(of: name)]
        }
        switch value(of: base, depth: depth + 1) {
        case .selfPath(let path): return elements(path).map { .selfPath($0) } ?? .unknown
        case .typed(let type, let path): return elements(path).map { .typed(type, path: $0) } ?? .unknown
        case .staticMember(let type, let path): return elements(path).map { .staticMember(base: type, path: $0) } ?? .unknown
        case .notAnObject, .unknown: return .unknown
        }
    }

    private static let elementMethods: Set<String> = [
        "forEach", "map", "compactMap", "flatMap", "filter", "first", "last", "contains", "allSatisfy", "firstIndex",
        "lastIndex", "removeAll", "drop", "prefix",
    ]
    private static let elementPairMethods: Set<String> = ["sorted", "sort", "min", "max"]

    /// What an `if let`/`while let` condition or a closure's capture list in `scope` binds `name` to for the
    /// code in `child`: nil when it does not bind it; `.some(nil)` for `if let name` or `[name]` (the same value:
    /// look further out); the written type or the value read otherwise.
    private static func conditionBinding(_ name: String, in scope: Syntax, below child: Syntax, depth: Int) -> ValueFact?? {
        // `[viewModel]` or `[weak viewModel]` captures the same value from outside; `[model = self.model]` names it.
        if let closure = scope.as(ClosureExprSyntax.self), let captures = closure.signature?.capture,
           let capture = captures.items.last(where: { $0.name.rawString == name }) {
            guard let value = capture.initializer?.value else { return .some(nil) }
            return .some(self.value(of: value, depth: depth + 1))
        }
        let conditions: ConditionElementListSyntax
        if let statement = scope.as(IfExprSyntax.self), child.id == statement.body.id { conditions = statement.conditions }
        else if let statement = scope.as(WhileStmtSyntax.self), child.id == statement.body.id { conditions = statement.conditions }
        else { return nil }
        for condition in conditions.reversed() {
            guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.rawString == name else { continue }
            if let type = binding.typeAnnotation?.type { return .some(typed(type)) }
            guard let value = binding.initializer?.value else { return .some(nil) }
            return .some(self.value(of: value, depth: depth + 1))
        }
        return nil
    }

    /// Whether `scope` binds `name` for the code in `child`: `if let`/`while let`/`case let` conditions, `for`
    /// patterns, `catch` clauses (`error` included) and `switch` cases.
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
        return false
    }

    private static func local(_ name: String, in item: CodeBlockItemSyntax, depth: Int) -> ValueFact? {
        if let variable = item.item.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self), pattern.identifier.rawString == name else { continue }
                if let type = binding.typeAnnotation?.type { return typed(type) }
                if let value = binding.initializer?.value { return self.value(of: value, depth: depth + 1) }
                return .unknown
            }
        }
        if let guardStatement = item.item.as(GuardStmtSyntax.self) {
            for condition in guardStatement.conditions {
                guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                      binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.rawString == name else { continue }
                if let type = binding.typeAnnotation?.type { return typed(type) }
                if let value = binding.initializer?.value { return self.value(of: value, depth: depth + 1) }
                // `guard let name else`: the same value, unwrapped, bound further out.
                return nil
            }
        }
        return nil
    }

    private static func typed(_ type: TypeSyntax) -> ValueFact {
        let ref = SyntaxReading.typeRef(type)
        if ref.isCollectionOrTuple { return .notAnObject }
        return ref.nominal.map { .typed($0, path: []) } ?? .unknown
    }
}
