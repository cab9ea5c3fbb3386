import SwiftSyntax

/// The stored `var`s of a class that only its creation sets: assigned in an initialiser, or in a method without
/// parameters that an initialiser calls (`init() { fetch() }`), never inside a closure (an observer, a `Task`, a
/// completion handler), and never changed by its other members. A new instance holds what the old one held, read
/// again from the same sources: `ContactList` that loads the address book synchronously when it is made.
final class CreationOnlyState: SyntaxVisitor {
    private let stored: Set<String>
    private var closureDepth = 0
    private var atCreation = false
    private var changed = Set<String>()

    static func read(_ declaration: ClassDeclSyntax, stored: Set<String>) -> Set<String> {
        guard !stored.isEmpty else { return [] }
        let members = declaration.memberBlock.members.map(\.decl)
        var loaders = Set<String>()
        for member in members {
            guard let body = member.as(InitializerDeclSyntax.self)?.body else { continue }
            for statement in body.statements {
                guard case .expr(let expression) = statement.item, let call = expression.as(FunctionCallExprSyntax.self),
                      call.arguments.isEmpty, call.trailingClosure == nil else { continue }
                if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                    loaders.insert(reference.baseName.rawString)
                } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                          member.base.map(SyntaxReading.text) == "self" {
                    loaders.insert(member.declName.baseName.rawString)
                }
            }
        }
        let reader = CreationOnlyState(stored: stored)
        for member in members {
            if member.is(DeinitializerDeclSyntax.self) || member.is(ClassDeclSyntax.self) || member.is(StructDeclSyntax.self)
                || member.is(EnumDeclSyntax.self) || member.is(ActorDeclSyntax.self) { continue }
            if member.is(InitializerDeclSyntax.self) {
                reader.atCreation = true
            } else if let function = member.as(FunctionDeclSyntax.self) {
                reader.atCreation = loaders.contains(function.name.rawString) && function.signature.parameterClause.parameters.isEmpty
            } else {
                reader.atCreation = false
            }
            reader.walk(member)
        }
        return stored.subtracting(reader.changed)
    }

    private init(stored: Set<String>) {
        self.stored = stored
        super.init(viewMode: .sourceAccurate)
    }

    private func written(_ expression: ExprSyntax) {
        guard let root = SyntaxReading.rootName(of: expression) else { return }
        let name = root.hasPrefix("$") ? String(root.dropFirst()) : root
        guard stored.contains(name), !(atCreation && closureDepth == 0) else { return }
        changed.insert(name)
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        closureDepth += 1
        return .visitChildren
    }

    override func visitPost(_ node: ClosureExprSyntax) { closureDepth -= 1 }

    /// A function nested in a member runs when someone calls it, which may be later.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.parent?.is(MemberBlockItemSyntax.self) != true { closureDepth += 1 }
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        if node.parent?.is(MemberBlockItemSyntax.self) != true { closureDepth -= 1 }
    }

    /// `x = …`, `self.x += …`, `x[i] = …`, `self?.x.y = …`.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count >= 3 else { return .visitChildren }
        let isAssignment = elements[1].is(AssignmentExprSyntax.self)
            || elements[1].as(BinaryOperatorExprSyntax.self).map { SyntaxReading.isCompoundAssignment($0.operator.text) } == true
        if isAssignment { written(elements[0]) }
        return .visitChildren
    }

    /// `&x`, `assign(to: &$x)`.
    override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
        written(node.expression)
        return .visitChildren
    }

    /// `x.append(…)`: a method that may mutate.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
           !Vocabulary.nonMutatingMethods.contains(member.declName.baseName.rawString) {
            written(base)
        }
        return .visitChildren
    }
}
