@_spi(RawSyntax) import SwiftSyntax

/// The checks a function makes before doing its work: `guard !isLoading, hasMore else { return }`,
/// `if isFetching { return }`, also at the start of a `Task { … }` the function starts.
enum EarlyExits {
    /// The plain names the leading exits' conditions read.
    static func reads(in body: CodeBlockSyntax) -> Set<String> {
        var names = Set<String>()
        collect(body.statements, into: &names, taskDepth: 0)
        return names
    }

    private static func collect(_ statements: CodeBlockItemListSyntax, into names: inout Set<String>, taskDepth: Int) {
        guard let children = statements.raw.layoutView?.children else { return }
        for (offset, child) in children.enumerated() where mayExit(child, taskDepth: taskDepth) {
            guard let statement = statements.node(at: offset) else { continue }
            let item = Syntax(statement.item)
            if let guardStatement = item.as(GuardStmtSyntax.self) {
                read(guardStatement.conditions, into: &names)
                continue
            }
            let expression = item.as(ExpressionStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
            if let check = expression?.as(IfExprSyntax.self), check.elseBody == nil, exits(check.body) {
                read(check.conditions, into: &names)
            } else if taskDepth == 0, let call = expression?.as(FunctionCallExprSyntax.self),
                      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.rawText == "Task",
                      let closure = call.trailingClosure {
                collect(closure.statements, into: &names, taskDepth: taskDepth + 1)
            }
        }
    }

    /// Whether a statement is a `guard`, an `if`, or (outside a `Task`) a call: read from the raw tree, as most
    /// statements are none of these and this runs over every function's body; only those are built as nodes.
    private static func mayExit(_ statement: RawSyntax?, taskDepth: Int) -> Bool {
        guard let item = statement.flatMap(RawCodeBlockItemSyntax.init)?.item.raw else { return false }
        let kind = item.kind == .expressionStmt ? RawExpressionStmtSyntax(item)?.expression.raw.kind : item.kind
        return kind == .guardStmt || kind == .ifExpr || (taskDepth == 0 && kind == .functionCallExpr)
    }

    /// `!isLoading`, `loading == nil`, and the shorthand `let cursor` (which names `cursor` in no expression).
    private static func read(_ conditions: ConditionElementListSyntax, into names: inout Set<String>) {
        names.formUnion(SyntaxReading.referencedNames(in: Syntax(conditions)))
        for condition in conditions.nodes {
            if let binding = condition.condition.as(OptionalBindingConditionSyntax.self), binding.initializer == nil,
               let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.rawString {
                names.insert(name)
            }
        }
    }

    private static func exits(_ block: CodeBlockSyntax) -> Bool {
        guard let last = block.statements.last.map({ Syntax($0.item) }) else { return false }
        return last.is(ReturnStmtSyntax.self) || last.is(ThrowStmtSyntax.self)
    }

    /// Whether the body starts work that runs on after a suspension: it starts a `Task`. (An `async` function
    /// does so by being called.)
    static func startsTask(in body: CodeBlockSyntax) -> Bool {
        body.tokens(viewMode: .sourceAccurate).contains { $0.rawText == "Task" && $0.parent?.is(DeclReferenceExprSyntax.self) == true }
    }
}
