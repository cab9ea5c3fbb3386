@_spi(RawSyntax) import SwiftSyntax

/// What a class's own declaration says about moving it to `@Observable`, read from its syntax by the fact walk:
/// the migration-blocker role and `fix` both read it.
public struct ClassShapeFact: Hashable, Sendable, FactCodable {
    public struct UnobservableProperty: Hashable, Sendable, FactCodable {
        public var name: String
        public var why: Unobservable
    }

    /// A member problem, in source order.
    public enum MemberIssue: Hashable, Sendable, FactCodable {
        /// `dynamic var x` (key-value observed).
        case dynamic(String)
        /// `@Published var a = 1, b = 2`.
        case severalPublished(String)
    }

    /// Why a stored property cannot be observed and gets `@ObservationIgnored`.
    public enum Unobservable: Hashable, Sendable, FactCodable {
        case lazy
        /// Wrapped by a property wrapper (`@AppStorage`).
        case wrapped(by: String)
    }

    /// A tracked property an initialiser reads before every stored property is set.
    public var earlyRead: String?
    /// Stored `var`s (not `@ObservationIgnored`) that the `deinit` mentions.
    public var deinitReads: [String] = []
    /// The stored `var`s `@Observable` turns into accessors.
    public var trackedStorage: Set<String> = []
    public var hasGenericWhereClause = false
    /// A comment sits where removing `ObservableObject` from the inheritance clause would delete it.
    public var commentInConformance = false
    public var hasIfConfigMembers = false
    public var declaresCodingKeys = false
    public var memberIssues: [MemberIssue] = []
    /// Stored properties `@Observable` cannot track, by name.
    public var unobservable: [UnobservableProperty] = []
    /// Stored `var`s without `@Published`: Observation tracks them after the migration.
    public var newlyTracked: [String] = []
    public var publishedCount = 0
    /// For a class that declares `ObservableObject`: the stored `var`s only its creation sets
    /// (`CreationOnlyState`). Nil for other classes, which are not read.
    public var setOnlyAtCreation: Set<String>? = nil
}

/// Reads `ClassShapeFact` from a class declaration.
enum ClassShapeReader {
    /// Every question is answered in one pass over the members: this runs for every class in the project.
    static func read(_ declaration: ClassDeclSyntax) -> ClassShapeFact {
        var shape = ClassShapeFact()
        var early = EarlyReadCandidates()
        var initializers: [InitializerDeclSyntax] = []
        var firstDeinitializer: DeinitializerDeclSyntax?
        for member in declaration.memberBlock.members.nodes {
            let decl = member.decl
            switch decl.kind {
            case .variableDecl:
                if let variable = decl.as(VariableDeclSyntax.self) { read(variable, into: &shape, early: &early) }
            case .initializerDecl:
                if let initializer = decl.as(InitializerDeclSyntax.self), initializer.body != nil { initializers.append(initializer) }
            case .deinitializerDecl:
                if firstDeinitializer == nil { firstDeinitializer = decl.as(DeinitializerDeclSyntax.self) }
            case .enumDecl:
                if decl.as(EnumDeclSyntax.self)?.name.rawText == "CodingKeys" { shape.declaresCodingKeys = true }
            case .typeAliasDecl:
                if decl.as(TypeAliasDeclSyntax.self)?.name.rawText == "CodingKeys" { shape.declaresCodingKeys = true }
            case .ifConfigDecl:
                if !shape.hasIfConfigMembers, let block = decl.as(IfConfigDeclSyntax.self) {
                    shape.hasIfConfigMembers = declaresRewrittenMembers(block)
                }
            default:
                break
            }
        }
        shape.earlyRead = earlyRead(early, initializers: initializers)
        // Stored `var`s the (first) `deinit` mentions become tracked, main-actor isolated accessors.
        if let body = firstDeinitializer?.body {
            shape.deinitReads = shape.trackedStorage.intersection(SyntaxReading.referencedNames(in: Syntax(body))).sorted()
        }
        shape.hasGenericWhereClause = declaration.genericWhereClause != nil
        if let clause = declaration.inheritanceClause,
           clause.inheritedTypes.contains(where: { SyntaxReading.simpleName(SyntaxReading.text($0.type)) == "ObservableObject" }) {
            let before = clause.colon.previousToken(viewMode: .sourceAccurate)?.trailingTrivia ?? []
            shape.commentInConformance = SyntaxReading.containsComment(clause) || before.contains(where: \.isComment)
            shape.setOnlyAtCreation = CreationOnlyState.read(declaration, stored: shape.trackedStorage)
        }
        return shape
    }

    /// What one stored or computed property adds to the shape, and to the candidates for an early read.
    private static func read(_ variable: VariableDeclSyntax, into shape: inout ClassShapeFact, early: inout EarlyReadCandidates) {
        var names: [String] = []
        // An attribute other than a plain one, or one under `#if`, wraps the storage.
        var wrapped = false
        for element in variable.attributes.nodes {
            guard let attribute = element.as(AttributeSyntax.self) else { wrapped = true; continue }
            let name = SyntaxReading.attributeName(attribute)
            if !Vocabulary.plainPropertyAttributes.contains(name) { wrapped = true }
            names.append(name)
        }
        shape.publishedCount += names.filter { $0 == "Published" }.count
        let modifiers = variable.modifiers
        let isStatic = SyntaxReading.hasModifier(modifiers, "static")
        let isLazy = SyntaxReading.hasModifier(modifiers, "lazy")
        let isComputed = isComputed(variable)
        let isVar = variable.bindingSpecifier.rawText == "var"
        let isIgnored = names.contains("ObservationIgnored")
        if !isStatic, !SyntaxReading.hasModifier(modifiers, "class") {
            let name = variable.bindings.first.map { SyntaxReading.text($0.pattern) } ?? "?"
            if SyntaxReading.hasModifier(modifiers, "dynamic") { shape.memberIssues.append(.dynamic(name)) }
            if variable.bindings.count > 1, names.contains("Published") {
                shape.memberIssues.append(.severalPublished(SyntaxReading.text(variable.bindings)))
            }
            if !isIgnored, !isComputed {
                if isLazy {
                    shape.unobservable.append(.init(name: name, why: .lazy))
                } else if let wrapper = names.first(where: { SyntaxReading.isUpperCamel($0) && !Vocabulary.plainPropertyAttributes.contains($0) }) {
                    shape.unobservable.append(.init(name: name, why: .wrapped(by: wrapper)))
                } else if isVar, !names.contains("Published") {
                    shape.newlyTracked.append(name)
                }
            }
        }
        guard !isStatic, !isComputed else { return }
        for binding in variable.bindings.nodes {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.rawString else { continue }
            // The stored `var`s `@Observable` turns into accessors.
            if isVar, !isIgnored { shape.trackedStorage.insert(name) }
            guard !isLazy else { continue }
            if isVar { early.tracked.insert(name) }
            let optional = binding.typeAnnotation.map { SyntaxReading.typeRef($0.type).isOptional } ?? false
            if binding.initializer == nil, !(isVar && optional), !wrapped { early.required.insert(name) }
        }
    }

    /// Whether an `#if` among a class's members declares something the rewrite would have to edit as a
    /// member: a property or an initialiser. Methods are left as they are (their sends and publisher uses are
    /// edited where they stand, as anywhere in the class), and an `#if DEBUG … #endif` with nothing in it
    /// declares nothing.
    private static func declaresRewrittenMembers(_ block: IfConfigDeclSyntax) -> Bool {
        block.clauses.contains { clause in
            guard let elements = clause.elements else { return false }
            guard let members = elements.as(MemberBlockItemListSyntax.self) else { return true }
            return members.contains { member in
                if let nested = member.decl.as(IfConfigDeclSyntax.self) { return declaresRewrittenMembers(nested) }
                return !member.decl.is(FunctionDeclSyntax.self) && !member.decl.is(TypeAliasDeclSyntax.self)
            }
        }
    }

    static func isComputed(_ variable: VariableDeclSyntax) -> Bool {
        guard let accessors = variable.bindings.first?.accessorBlock else { return false }
        switch accessors.accessors {
        case .getter: return true
        case .accessors(let list): return list.contains { ["get", "set", "_read", "_modify"].contains($0.accessorSpecifier.text) }
        }
    }

    /// The stored properties an initialiser could read too early: `tracked` become the macro's accessors,
    /// `required` must be set before `self` is whole (no initial value, not an optional `var`, not wrapped).
    private struct EarlyReadCandidates {
        var tracked = Set<String>()
        var required = Set<String>()
    }

    /// A tracked property an initialiser reads while some stored property is still unset: a plain stored
    /// property allows that, the macro's computed accessor needs a fully initialised `self`.
    private static func earlyRead(_ candidates: EarlyReadCandidates, initializers: [InitializerDeclSyntax]) -> String? {
        let tracked = candidates.tracked, required = candidates.required
        guard !tracked.isEmpty, !required.isEmpty else { return nil }
        for initializer in initializers {
            guard let body = initializer.body else { continue }
            // Parameters and locals (`let count = …`, `if let count`) shadow a property of the same name.
            var shadowing = Set(initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
            var assigned = Set<String>()
            for statement in body.statements.nodes {
                if required.isSubset(of: assigned) { break }
                let targets = assignmentTargets(in: Syntax(statement))
                let bound = shadowing.union(boundNames(in: Syntax(statement)))
                // The references to a tracked property, in source order; found raw, so the statement's other
                // nodes are not built.
                let references = RawReading.descendants(of: Syntax(statement)) { raw in
                    RawDeclReferenceExprSyntax(raw).map { tracked.contains(String(syntaxText: $0.baseName.tokenText)) } ?? false
                }
                for node in references {
                    let reference = DeclReferenceExprSyntax(node)!
                    let name = reference.baseName.rawString
                    let viaSelf = reference.parent?.as(MemberAccessExprSyntax.self).map {
                        $0.declName.id == reference.id && $0.base.map(SyntaxReading.text) == "self"
                    } ?? false
                    let isMemberOfOther = reference.parent?.as(MemberAccessExprSyntax.self).map { $0.declName.id == reference.id } ?? false
                    if isMemberOfOther && !viaSelf { continue }
                    if !viaSelf && bound.contains(name) { continue }
                    // Set, not read: `count = 0`, also inside an `if` or a `switch`.
                    if targets.contains(reference.id) { continue }
                    return name
                }
                assigned.formUnion(assignedOnEveryPath(Syntax(statement)))
                if let variable = statement.item.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings.nodes {
                        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.rawString { shadowing.insert(name) }
                    }
                }
            }
        }
        return nil
    }

    /// `x = …` or `self.x = …` as a whole statement.
    private static func assignedProperty(_ item: Syntax) -> (name: String, node: DeclReferenceExprSyntax)? {
        guard let sequence = item.as(SequenceExprSyntax.self), sequence.elements.count >= 3,
              Array(sequence.elements.nodes)[1].is(AssignmentExprSyntax.self), let target = sequence.elements.first else { return nil }
        if let reference = target.as(DeclReferenceExprSyntax.self) { return (reference.baseName.rawString, reference) }
        if let member = target.as(MemberAccessExprSyntax.self), member.base.map(SyntaxReading.text) == "self" {
            return (member.declName.baseName.rawString, member.declName)
        }
        return nil
    }

    /// The references that are the target of a whole-value assignment anywhere in `node`.
    private static func assignmentTargets(in node: Syntax) -> Set<SyntaxIdentifier> {
        var result = Set<SyntaxIdentifier>()
        for sequence in RawReading.descendants(of: node, kind: .sequenceExpr) {
            if let target = assignedProperty(sequence) { result.insert(target.node.id) }
        }
        return result
    }

    /// Names `node` binds for the code inside it: `let x`, `if let x`, `guard let x`, closure parameters.
    private static func boundNames(in node: Syntax) -> Set<String> {
        var names = Set<String>()
        RawReading.forEachNode(in: node.raw) { raw in
            if let pattern = RawIdentifierPatternSyntax(raw) {
                names.insert(String(syntaxText: pattern.identifier.tokenText))
            } else if let parameter = RawClosureShorthandParameterSyntax(raw) {
                names.insert(String(syntaxText: parameter.name.tokenText))
            }
        }
        return names
    }

    /// The properties a statement certainly sets: `x = …`, or an `if`/`else` or `switch` that sets them on every
    /// branch.
    private static func assignedOnEveryPath(_ node: Syntax) -> Set<String> {
        var item = node
        if let statement = node.as(CodeBlockItemSyntax.self) { item = Syntax(statement.item) }
        if let expression = item.as(ExpressionStmtSyntax.self) { item = Syntax(expression.expression) }
        if let target = assignedProperty(item) { return [target.name] }
        if let ifExpression = item.as(IfExprSyntax.self), let elseBody = ifExpression.elseBody {
            let body = assignedInBlock(ifExpression.body.statements)
            switch elseBody {
            case .codeBlock(let block): return body.intersection(assignedInBlock(block.statements))
            case .ifExpr(let nested): return body.intersection(assignedOnEveryPath(Syntax(nested)))
            }
        }
        if let switchExpression = item.as(SwitchExprSyntax.self) {
            let cases = switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
            guard !cases.isEmpty, cases.count == switchExpression.cases.count else { return [] }
            var common: Set<String>?
            for branch in cases.map({ assignedInBlock($0.statements) }) { common = common?.intersection(branch) ?? branch }
            return common ?? []
        }
        return []
    }

    private static func assignedInBlock(_ statements: CodeBlockItemListSyntax) -> Set<String> {
        statements.reduce(into: Set<String>()) { $0.formUnion(assignedOnEveryPath(Syntax($1))) }
    }
}
