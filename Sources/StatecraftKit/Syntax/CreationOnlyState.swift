@_spi(RawSyntax) import SwiftSyntax

/// The stored `var`s of a class that only its creation sets: assigned in an initialiser, or in a method without
/// parameters that an initialiser calls (`init() { fetch() }`), never inside a closure (an observer, a `Task`, a
/// completion handler), and never changed by its other members. A new instance holds what the old one held, read
/// again from the same sources: `ContactList` that loads the address book synchronously when it is made.
struct CreationOnlyState {
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
        var reader = CreationOnlyState(stored: stored)
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
            // The member itself sits in a member block: only functions nested inside it run later.
            reader.walk(member.raw, parentKind: .memberBlockItem)
        }
        return stored.subtracting(reader.changed)
    }

    private init(stored: Set<String>) {
        self.stored = stored
    }

    private mutating func written(_ expression: RawSyntax) {
        guard let root = RawReading.rootName(expression) else { return }
        let name = root.hasPrefix("$") ? String(root.dropFirst()) : root
        guard stored.contains(name), !(atCreation && closureDepth == 0) else { return }
        changed.insert(name)
    }

    /// A walk of the raw tree: what is written needs names only, never a node's position.
    private mutating func walk(_ node: RawSyntax, parentKind: SyntaxKind) {
        // A closure, or a function nested in a member, runs when someone calls it, which may be later.
        let runsLater = node.kind == .closureExpr || (node.kind == .functionDecl && parentKind != .memberBlockItem)
        if runsLater { closureDepth += 1 }
        if let sequence = RawSequenceExprSyntax(node) {
            // `x = …`, `self.x += …`, `x[i] = …`, `self?.x.y = …`.
            let elements = sequence.elements.layoutView.children
            if elements.count >= 3, let target = elements[0], let operation = elements[1],
               operation.kind == .assignmentExpr
                || RawBinaryOperatorExprSyntax(operation).map({ SyntaxReading.isCompoundAssignment(String(syntaxText: $0.operator.tokenText)) }) == true {
                written(target)
            }
        } else if let inOut = RawInOutExprSyntax(node) {
            // `&x`, `assign(to: &$x)`.
            written(inOut.expression.raw)
        } else if let call = RawFunctionCallExprSyntax(node), let member = RawMemberAccessExprSyntax(call.calledExpression.raw),
                  let base = member.base,
                  !Vocabulary.nonMutatingMethods.contains(String(syntaxText: member.declName.baseName.tokenText)) {
            // `x.append(…)`: a method that may mutate.
            written(base.raw)
        }
        if let layout = node.layoutView {
            for child in layout.children {
                if let child, child.kind != .token { walk(child, parentKind: node.kind) }
            }
        }
        if runsLater { closureDepth -= 1 }
    }
}
