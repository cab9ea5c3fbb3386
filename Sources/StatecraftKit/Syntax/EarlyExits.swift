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
        for (offset, child) in children.enumerated() {
            guard let exit = exitKind(child, taskDepth: taskDepth), let statement = statements.node(at: offset) else { continue }
            let item = Syntax(statement.item)
            switch exit {
            case .guardStatement:
                if let guardStatement = item.as(GuardStmtSyntax.self) { read(guardStatement.conditions, into: &names) }
            case .ifReturn:
                let expression = item.as(ExpressionStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
                if let check = expression?.as(IfExprSyntax.self) { read(check.conditions, into: &names) }
            case .task:
                let expression = item.as(ExpressionStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
                if let closure = expression?.as(FunctionCallExprSyntax.self)?.trailingClosure {
                    collect(closure.statements, into: &names, taskDepth: taskDepth + 1)
                }
            }
        }
    }

    private enum Exit {
        /// `guard … else { … }`.
        case guardStatement
        /// `if … { …; return }` without an `else`.
        case ifReturn
        /// `Task { … }`, outside a `Task`.
        case task
    }

    /// What kind of early exit a statement is, read from the raw tree: most statements are none, and this runs over
    /// every function's body; only the statements it names are built as nodes.
    private static func exitKind(_ statement: RawSyntax?, taskDepth: Int) -> Exit? {
        guard let item = statement.flatMap(RawCodeBlockItemSyntax.init)?.item.raw else { return nil }
        let expression = RawExpressionStmtSyntax(item)?.expression.raw ?? item
        if expression.kind == .guardStmt { return .guardStatement }
        if let check = RawIfExprSyntax(expression) {
            return check.elseBody == nil && exits(check.body) ? .ifReturn : nil
        }
        if taskDepth == 0, let call = RawFunctionCallExprSyntax(expression), call.trailingClosure != nil,
           let callee = RawDeclReferenceExprSyntax(call.calledExpression.raw), callee.baseName.tokenText == "Task" {
            return .task
        }
        return nil
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

    /// The block's last statement is a `return` or a `throw`.
    private static func exits(_ block: RawCodeBlockSyntax) -> Bool {
        guard let last = block.statements.layoutView.children.last.flatMap({ $0 }).flatMap(RawCodeBlockItemSyntax.init) else {
            return false
        }
        let kind = last.item.raw.kind
        return kind == .returnStmt || kind == .throwStmt
    }

    /// Whether the body starts work that runs on after a suspension: it starts a `Task`. (An `async` function
    /// does so by being called.)
    static func startsTask(in body: CodeBlockSyntax) -> Bool {
        body.tokens(viewMode: .sourceAccurate).contains { $0.rawText == "Task" && $0.parent?.is(DeclReferenceExprSyntax.self) == true }
    }
}
