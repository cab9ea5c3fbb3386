import SwiftSyntax

/// Whether async code stores what it awaited: `hits = await catalog.search(query)`, or a local bound from an
/// `await` (`if let image = try? await item.loadTransferable(…)`) assigned later. Such a run, started again before
/// the previous one finished, can land last and overwrite the newer result.
final class AwaitedResultWrites: SyntaxVisitor {
    private var awaitedNames = Set<String>()
    private(set) var found = false

    static func stores(in statements: CodeBlockItemListSyntax) -> Bool {
        let reader = AwaitedResultWrites(viewMode: .sourceAccurate)
        reader.walk(statements)
        return reader.found
    }

    private static func awaits(_ node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.await) }
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let value = node.initializer?.value, Self.awaits(value), let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.rawString {
            awaitedNames.insert(name)
        }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let value = node.initializer?.value, Self.awaits(value), let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.rawString {
            awaitedNames.insert(name)
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard !found, elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
        let value = elements[2...]
        if value.contains(where: { Self.awaits($0) }) || value.contains(where: { element in
            element.tokens(viewMode: .sourceAccurate).contains { awaitedNames.contains($0.text) }
        }) {
            found = true
            return .skipChildren
        }
        return .visitChildren
    }
}
