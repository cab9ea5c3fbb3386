@_spi(RawSyntax) import SwiftSyntax

/// `objectWillChange.send()` written as a statement of its own in a class's code. Under Observation every stored
/// property announces its own changes, so a send next to writes of stored state says nothing more: the migration
/// deletes it. The fact walk records each one; the migration finds the same nodes again with `removal(of:)`.
public struct ObjectWillChangeSendFact: Hashable, Sendable, FactCodable {
    public var position: SourcePosition
    /// The member it sits in, for messages (`toggle()`, `init(…)`, `items.willSet`).
    public var member: String
    /// What that member writes: assigned names (`x = …`, `x += …`, `self.x.y = …`), `inout` names (`&x`) and the
    /// receivers of known mutating calls (`x.toggle()`, `x.append(…)`), by their first link.
    public var writes: Set<String>
}

enum ObjectWillChangeSend {
    /// Calls that mutate their receiver in place (a call of any other method may change another object, which
    /// Observation would not announce).
    static let mutatingMethods: Set<String> = [
        "toggle", "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange",
        "removeValue", "updateValue", "popLast", "popFirst", "sort", "reverse", "shuffle", "merge", "formUnion",
        "formIntersection", "formSymmetricDifference", "subtract", "swapAt", "replaceSubrange", "negate",
    ]

    /// Operators that assign (`+=`), as opposed to comparisons (`==`, `<=`).
    private static func isAssigning(_ operatorText: String) -> Bool {
        operatorText.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(operatorText)
    }

    /// For the `objectWillChange` of `objectWillChange.send()`, `self.objectWillChange.send()` or
    /// `self?.objectWillChange.send()` written as a statement: the node a deletion removes. That is the
    /// statement itself when other statements stay around it; an `if` without `else` holding only it, when its
    /// condition has no effects; a `willSet`/`didSet` holding only it, or the whole accessor block when it is the
    /// only accessor. Nil when deleting it would leave code behind (an empty closure) or a comment would go.
    static func removal(of reference: DeclReferenceExprSyntax) -> Syntax? {
        guard reference.baseName.rawText == "objectWillChange" else { return nil }
        var object = ExprSyntax(reference)
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            guard let base = member.base, isSelf(base) else { return nil }
            object = ExprSyntax(member)
        }
        return sendStatement(on: object).flatMap(removal(ofStatement:))
    }

    /// For `holder.objectWillChange` of `holder.objectWillChange.send()` written as a statement in other code
    /// (a view's binding setter: `model.amount = $0; model.objectWillChange.send()`): the node a deletion removes
    /// and the properties of `holder` that the statements before it in the same block write, by their first link
    /// after `holder`. Nil when it is not such a statement, or nothing before it writes through `holder`.
    static func outsideSend(_ signal: MemberAccessExprSyntax) -> (removal: Syntax, writes: Set<String>)? {
        guard signal.declName.baseName.rawText == "objectWillChange", let base = signal.base, !isSelf(base), hasNoEffects(Syntax(base)),
              let item = sendStatement(on: ExprSyntax(signal)), let list = item.parent?.as(CodeBlockItemListSyntax.self),
              let removal = removal(ofStatement: item) else { return nil }
        let holder = SyntaxReading.text(base)
        var written = Set<String>()
        for statement in list {
            if statement.id == item.id { break }
            written.formUnion(writes(in: Syntax(statement), through: holder))
        }
        return written.isEmpty ? nil : (removal, written)
    }

    /// The statement `object.send()` when it is one.
    private static func sendStatement(on object: ExprSyntax) -> CodeBlockItemSyntax? {
        guard let send = object.parent?.as(MemberAccessExprSyntax.self), send.base?.id == object.id, send.declName.baseName.rawText == "send",
              let call = send.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == send.id,
              call.arguments.isEmpty, call.trailingClosure == nil else { return nil }
        return call.parent?.as(CodeBlockItemSyntax.self)
    }

    private static func removal(ofStatement item: CodeBlockItemSyntax) -> Syntax? {
        guard item.leadingTrivia.allSatisfy(\.isWhitespace), let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return nil }
        if list.count > 1 { return Syntax(item) }
        guard let block = list.parent?.as(CodeBlockSyntax.self) else { return nil }
        if let ifExpression = block.parent?.as(IfExprSyntax.self), ifExpression.body.id == block.id, ifExpression.elseBody == nil,
           ifExpression.conditions.allSatisfy({ hasNoEffects(Syntax($0)) }), !SyntaxReading.containsComment(ifExpression),
           let statement = (ifExpression.parent?.as(ExpressionStmtSyntax.self)?.parent ?? ifExpression.parent)?.as(CodeBlockItemSyntax.self) {
            return removal(ofStatement: statement)
        }
        if let accessor = block.parent?.as(AccessorDeclSyntax.self), ["willSet", "didSet"].contains(accessor.accessorSpecifier.text),
           let accessors = accessor.parent?.as(AccessorDeclListSyntax.self), !SyntaxReading.containsComment(accessor) {
            if accessors.count > 1 { return accessor.leadingTrivia.allSatisfy(\.isWhitespace) ? Syntax(accessor) : nil }
            guard let accessorBlock = accessors.parent?.as(AccessorBlockSyntax.self), !SyntaxReading.containsComment(accessorBlock) else { return nil }
            return Syntax(accessorBlock)
        }
        return nil
    }

    /// `self`, `self?` or `self!`.
    private static func isSelf(_ expression: ExprSyntax) -> Bool {
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return isSelf(optional.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return isSelf(forced.expression) }
        return expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// A condition made of names, member accesses, literals and operators (`publishUpdate`, `!items.isEmpty`).
    private static func hasNoEffects(_ node: Syntax) -> Bool {
        !node.tokens(viewMode: .sourceAccurate).contains { token in
            if case .keyword(let keyword) = token.tokenKind { return ![.self, .true, .false, .nil, .let, .var].contains(keyword) }
            return token.tokenKind == .leftParen || token.tokenKind == .leftBrace || token.tokenKind == .leftSquare
        }
    }

    /// The member holding `node` and what it writes, nil outside one (a property's initial value).
    static func enclosingMember(of node: some SyntaxProtocol) -> (name: String, writes: Set<String>)? {
        var current = node.parent
        while let candidate = current {
            if candidate.is(ClassDeclSyntax.self) || candidate.is(ExtensionDeclSyntax.self) || candidate.is(StructDeclSyntax.self) { return nil }
            if let function = candidate.as(FunctionDeclSyntax.self), let body = function.body {
                let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.rawString):" }.joined()
                return ("`\(function.name.rawString)(\(labels))`", writes(in: Syntax(body)))
            }
            if let initializer = candidate.as(InitializerDeclSyntax.self), let body = initializer.body {
                let labels = initializer.signature.parameterClause.parameters.map { "\($0.firstName.rawString):" }.joined()
                return ("`init(\(labels))`", writes(in: Syntax(body)))
            }
            if let accessor = candidate.as(AccessorDeclSyntax.self), let body = accessor.body {
                var written = writes(in: Syntax(body))
                var name = "`\(accessor.accessorSpecifier.text)`"
                // An observer of a stored property announces that property's own change.
                if let binding = accessor.parent?.parent?.parent?.as(PatternBindingSyntax.self),
                   let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.rawString {
                    name = "the `\(accessor.accessorSpecifier.text)` of `\(property)`"
                    if ["willSet", "didSet"].contains(accessor.accessorSpecifier.text) { written.insert(property) }
                }
                return (name, written)
            }
            current = candidate.parent
        }
        return nil
    }

    /// The names `body` writes, by their first link (`self.items[0].name = …` writes `items`), or with
    /// `holder`, their first link after it (`model.items.append(…)` writes `items` through `model`).
    static func writes(in body: Syntax, through holder: String? = nil) -> Set<String> {
        var result = Set<String>()
        var stack = [body]
        let link = { (expression: ExprSyntax) in holder.map { firstLink(of: expression, after: $0) } ?? root(expression) }
        while let node = stack.popLast() {
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
            if let sequence = node.as(SequenceExprSyntax.self), sequence.elements.count >= 3 {
                let elements = Array(sequence.elements)
                let assigns = elements[1].is(AssignmentExprSyntax.self)
                    || elements[1].as(BinaryOperatorExprSyntax.self).map { isAssigning($0.operator.text) } == true
                if assigns, let name = link(elements[0]) { result.insert(name) }
            } else if let inOut = node.as(InOutExprSyntax.self), let name = link(inOut.expression) {
                result.insert(name)
            } else if let call = node.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                      mutatingMethods.contains(member.declName.baseName.rawString), let base = member.base, let name = link(base) {
                result.insert(name)
            }
        }
        return result
    }

    /// The member of `holder` a chain starts with: `items` for `model.items[0].name` after `model`.
    private static func firstLink(of expression: ExprSyntax, after holder: String) -> String? {
        var current = expression
        var lastMember: String?
        while true {
            if SyntaxReading.text(current) == holder { return lastMember }
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                lastMember = member.declName.baseName.rawString
                current = base
            } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
                lastMember = nil
                current = subscriptCall.calledExpression
            } else if let optional = current.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else {
                return nil
            }
        }
    }

    /// The first name of a chain, past `self`: `x` for `self.x.y[0]`, `x?.y` and `x!`.
    private static func root(_ expression: ExprSyntax) -> String? {
        var current = expression
        var lastMember: String?
        while true {
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                lastMember = member.declName.baseName.rawString
                current = base
            } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
                lastMember = nil
                current = subscriptCall.calledExpression
            } else if let optional = current.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else if let reference = current.as(DeclReferenceExprSyntax.self) {
                return reference.baseName.tokenKind == .keyword(.self) ? lastMember : reference.baseName.rawString
            } else {
                return nil
            }
        }
    }
}
